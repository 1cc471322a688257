import type { Payroll } from '../../api/payroll/types';
import { payrollToday } from '../shared/payrollDeadline';
import { debitDate, expectedCheckDate } from './payrollDates';

/**
 * Where a submitted payroll's money stands: `submitted` (processed, payments not yet scheduled),
 * `scheduled` (the service scheduled the debit and the payments: `payroll.paid`, SPEC §6.2) and
 * `paid` only once the check date has come in the company's payroll zone.
 */
export type MoneyStep = 'submitted' | 'scheduled' | 'paid';

/** A submitted payroll's {@link MoneyStep} with the two dates it turns on (`YYYY-MM-DD`). */
export interface MoneyState {
  step: MoneyStep;
  /** The day the company is debited, once the service says it. */
  debit?: string;
  /** The day people are paid (moved by lateness or four-day ACH when it was). */
  check: string;
}

/**
 * What is true of a submitted payroll's money at `today` (the payroll zone's date, by default now):
 * words such as "Paid" wait for the check date, whatever the service's events already said.
 *
 * @example
 * moneyStateOf(payroll, true, '2026-12-08'); // { step: 'scheduled', debit: '2026-12-07', check: '2026-12-09' }
 */
export function moneyStateOf(payroll: Payroll, scheduled: boolean, today = payrollToday()): MoneyState {
  const check = expectedCheckDate(payroll);
  const debit = debitDate(payroll)?.slice(0, 10);
  const step = check <= today ? 'paid' : scheduled ? 'scheduled' : 'submitted';
  return { step, check, ...(debit ? { debit } : {}) };
}
