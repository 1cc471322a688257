import type { EmployeeCompensation } from '../../../api/payroll/types';
import type { PayrollRowEdit } from '../../../hooks';
import { isPayrollAmount, isPayrollHours } from '../../../hooks/schemas/fields';
import { centsToMoney, moneyToCents } from '../../../ui';

/** The hour kinds of an hourly job, by their immutable API names (contract.md#payroll-run). */
export const HOUR_KINDS = ['Regular Hours', 'Overtime', 'Double overtime'] as const;
export type HourKind = (typeof HOUR_KINDS)[number];

/** Fixed earnings shown when the payroll does not list its own (contract.md#payroll-run). */
export const DEFAULT_EARNINGS = ['Bonus', 'Commission', 'Paycheck Tips', 'Cash Tips', 'Correction Payment'];

/** True when `text` is hours the service takes (blank is zero): the kit's one rule, `isPayrollHours`. */
export function validHours(text: string): boolean {
  return text.trim() === '' || isPayrollHours(text);
}

/** True when `text` is an amount the service takes (blank is zero; a `$` and commas allowed). */
export function validMoney(text: string): boolean {
  return text.trim() === '' || isPayrollAmount(text);
}

/** True when `text` reads as a negative number ("-4", "−4", "-$12"): the service takes none. */
export function isNegative(text: string): boolean {
  return /^\s*[-\u2212]/.test(text);
}

/** The job uuids of a row's hourly jobs, in the order the service lists them. */
export function hourlyJobs(row: EmployeeCompensation): string[] {
  return [...new Set(row.hourly_compensations.map((line) => line.job_uuid))];
}

/** Hours of one kind on one job, as the input shows them ("" for zero). */
export function hoursOf(row: EmployeeCompensation, jobUuid: string, kind: HourKind): string {
  const line = row.hourly_compensations.find((item) => item.job_uuid === jobUuid && item.name === kind);
  return displayNumber(line?.hours);
}

/** A fixed earning's amount ("" for zero or absent). */
export function amountOf(row: EmployeeCompensation, name: string): string {
  return displayNumber(row.fixed_compensations.find((item) => item.name === name)?.amount);
}

/** The row's one unnamed reimbursement the editor edits ("" for none). */
export function reimbursementOf(row: EmployeeCompensation): string {
  return displayNumber(row.reimbursements?.[0]?.amount);
}

/** `"40.000"` → `"40"`, `"0.00"` → `""`: the value as a person would type it. */
function displayNumber(value: string | number | undefined | null): string {
  if (value === undefined || value === null) return '';
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) return text;
  const trimmed = text.includes('.') ? text.replace(/\.?0+$/, '') : text;
  return trimmed === '0' ? '' : trimmed;
}

/** The patch setting one hour kind on one job. */
export function setHours(jobUuid: string, kind: HourKind, hours: string): PayrollRowEdit {
  return {
    hourly_compensations: [
      { job_uuid: jobUuid, name: kind, hours: hours.trim() === '' ? '0' : hours.trim() },
    ],
  };
}

/** The patch setting one fixed earning (on the job it already has, else the row's first job). */
export function setAmount(row: EmployeeCompensation, name: string, amount: string): PayrollRowEdit {
  const existing = row.fixed_compensations.find((item) => item.name === name);
  const jobUuid = existing
    ? existing.job_uuid
    : (row.hourly_compensations[0]?.job_uuid ?? row.fixed_compensations[0]?.job_uuid);
  return { fixed_compensations: [{ name, amount: normalizeAmount(amount), job_uuid: jobUuid ?? null }] };
}

/** The patch setting the row's reimbursement amount (its first, unnamed one). */
export function setReimbursement(row: EmployeeCompensation, amount: string): PayrollRowEdit {
  const [first, ...rest] = row.reimbursements ?? [];
  const value = normalizeAmount(amount);
  return { reimbursements: [{ description: null, ...first, amount: value }, ...rest] };
}

/** The patch setting hours of one paid-time-off line (by its policy, else its name). */
export function setTimeOff(row: EmployeeCompensation, index: number, hours: string): PayrollRowEdit {
  const line = row.paid_time_off?.[index];
  const value = hours.trim() === '' ? '0' : hours.trim();
  return {
    paid_time_off: [
      line?.policy_uuid
        ? { policy_uuid: line.policy_uuid, hours: value }
        : { name: line?.name, hours: value },
    ],
  };
}

function normalizeAmount(text: string): string {
  const cents = moneyToCents(text.trim() === '' ? '0' : text);
  return cents === null ? text : centsToMoney(cents);
}
