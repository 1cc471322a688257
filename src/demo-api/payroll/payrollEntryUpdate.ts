import { ApiError, type ErrorEntry, invalidAttribute, missingParameter, staleVersion } from '../errors';
import type { DemoService } from '../service';
import { hours, parseDecimal } from '../money/money';
import { entryVersion, HOURLY_NAMES } from './payrollEntries';
import type { PayrollEntryRecord, PayrollRecord } from './records';
import { jobsOf } from '../jobs/views';
import { activeEarningTypeNames } from '../earningTypes/earningTypeNames';
import { isRecurringReimbursement } from '../reimbursements/payrollReimbursements';

/**
 * Bounds that keep every amount of the tax model exact in integer cents (a sum times a rate stays
 * far below 2^53): one line at most $1,000,000.00, at most 100 lines of a kind per row.
 */
const MAX_AMOUNT = 1_000_000_00;
const MAX_LINES = 100;
const AMOUNT_MESSAGE = 'amount must be an amount of money from 0.00 to 1000000.00.';

/** Generic paid-time-off names (UPSTREAM E.4), for a line that names no policy. */
export const PTO_NAMES = ['Vacation Hours', 'Sick Hours', 'Holiday Hours'];

/**
 * A paid-time-off line names either a policy (`policy_uuid`, an active policy of the company) or
 * a name: one of the generic names or a policy's own name, never both (UPSTREAM E.4).
 */
function timeOffLine(
  service: DemoService,
  companyUuid: string,
  line: Record<string, unknown>,
): { name: string; policyUuid: string | null } | ErrorEntry {
  const hasUuid = line.policy_uuid !== undefined && line.policy_uuid !== null;
  const hasName = line.name !== undefined && line.name !== null;
  if (hasUuid && hasName)
    return invalidAttribute('policy_uuid', 'Send either name or policy_uuid, not both.');
  if (hasUuid) {
    const policy =
      typeof line.policy_uuid === 'string' ? service.store.timeOffPolicies.get(line.policy_uuid) : undefined;
    if (!policy || policy.companyUuid !== companyUuid || !policy.is_active)
      return invalidAttribute('policy_uuid', 'policy_uuid must be an active time off policy of the company.');
    return { name: policy.name, policyUuid: policy.uuid };
  }
  if (typeof line.name !== 'string') return missingParameter('policy_uuid');
  if (PTO_NAMES.includes(line.name)) return { name: line.name, policyUuid: null };
  for (const policy of service.store.timeOffPolicies.values()) {
    if (policy.companyUuid === companyUuid && policy.is_active && policy.name === line.name)
      return { name: policy.name, policyUuid: policy.uuid };
  }
  return invalidAttribute(
    'name',
    `name must be ${PTO_NAMES.join(', ')} or the name of an active time off policy.`,
  );
}

/**
 * Reads the rows of a payroll update (UPSTREAM E.4) without changing anything: every problem of
 * an item is reported with its `idx` and employee (DECISIONS 29); stale `version`s win over
 * field problems and give a 409 with one entry per stale row (DECISIONS 41), so a client re-reads
 * just those employees. Returns each row with its next content.
 *
 * @example
 * for (const { entry, next } of readEntryUpdates(service, payroll, body.employee_compensations)) Object.assign(entry, next);
 */
export function readEntryUpdates(
  service: DemoService,
  payroll: PayrollRecord,
  raw: unknown[],
): { entry: PayrollEntryRecord; next: PayrollEntryRecord }[] {
  const entries: ErrorEntry[] = [];
  const updates: { entry: PayrollEntryRecord; next: PayrollEntryRecord }[] = [];
  const stale: string[] = [];
  const byEmployee = new Map(payroll.entries.map((e) => [e.employeeUuid, e]));
  const checkOnly = payroll.offCycleOptions?.is_check_only_payroll ?? false;
  raw.forEach((item, idx) => {
    const errors: ErrorEntry[] = [];
    const data = (item && typeof item === 'object' && !Array.isArray(item) ? item : {}) as Record<
      string,
      unknown
    >;
    const uuid = data.employee_uuid;
    const entry = typeof uuid === 'string' ? byEmployee.get(uuid) : undefined;
    const metadata = typeof uuid === 'string' ? { entity_type: 'Employee', entity_uuid: uuid } : {};
    if (typeof uuid !== 'string') errors.push(missingParameter('employee_uuid'));
    else if (!entry) errors.push(invalidAttribute('employee_uuid', 'The employee is not on this payroll.'));
    if (typeof data.version !== 'string') errors.push(missingParameter('version'));
    else if (entry && data.version !== entryVersion(entry)) stale.push(uuid as string);
    if (!entry || errors.length > 0) {
      entries.push({ error_key: 'employee_compensations', category: 'nested_errors', idx, metadata, errors });
      return;
    }
    const next: PayrollEntryRecord = structuredClone(entry);
    const jobs = new Set(jobsOf(service.store, entry.employeeUuid).map((j) => j.uuid));
    if (data.excluded !== undefined) {
      if (typeof data.excluded === 'boolean') next.excluded = data.excluded;
      else errors.push(invalidAttribute('excluded', 'excluded must be true or false.'));
    }
    // Upstream ignores an invalid payment_method rather than refusing it (UPSTREAM E.4); a
    // check-only payroll pays everyone by check (UPSTREAM E.6).
    if (!checkOnly && (data.payment_method === 'Check' || data.payment_method === 'Direct Deposit'))
      next.payment_method = data.payment_method;
    if (data.memo !== undefined) {
      if (data.memo === null || (typeof data.memo === 'string' && data.memo.length <= 500))
        next.memo = (data.memo as string | null) || null;
      else errors.push(invalidAttribute('memo', 'memo must be text of 500 characters at most.'));
    }
    const list = (key: string): Record<string, unknown>[] | undefined => {
      const value = data[key];
      if (value === undefined) return undefined;
      if (!Array.isArray(value) || !value.every((v) => v && typeof v === 'object' && !Array.isArray(v))) {
        errors.push(invalidAttribute(key, `${key} must be a list of objects.`));
        return undefined;
      }
      if (value.length > MAX_LINES) {
        errors.push(invalidAttribute(key, `${key} takes at most ${MAX_LINES} items.`));
        return undefined;
      }
      return value as Record<string, unknown>[];
    };
    const hourly = list('hourly_compensations');
    if (hourly) {
      for (const line of hourly) {
        const h =
          typeof line.hours === 'string' || typeof line.hours === 'number'
            ? hours(String(line.hours))
            : undefined;
        if (!(HOURLY_NAMES as readonly string[]).includes(line.name as string))
          errors.push(
            invalidAttribute('hourly_compensations', `name must be one of ${HOURLY_NAMES.join(', ')}.`),
          );
        else if (h === undefined || h < 0 || h > 744_000)
          errors.push(invalidAttribute('hours', 'hours must be a number of hours between 0 and 744.'));
        else if (typeof line.job_uuid !== 'string' || !jobs.has(line.job_uuid))
          errors.push(invalidAttribute('job_uuid', "job_uuid must be one of the employee's jobs."));
        else {
          const existing = next.hourly.find((x) => x.name === line.name && x.jobUuid === line.job_uuid);
          if (existing) existing.hours = h;
          else next.hourly.push({ name: line.name as string, hours: h, jobUuid: line.job_uuid });
        }
      }
    }
    const fixed = list('fixed_compensations');
    if (fixed) {
      next.fixed = [];
      // Fixed compensation names are the company's active earning types (DECISIONS 67).
      const fixedNames = activeEarningTypeNames(service, payroll.companyUuid);
      for (const line of fixed) {
        const amount =
          typeof line.amount === 'string' || typeof line.amount === 'number'
            ? parseDecimal(String(line.amount), 2)
            : undefined;
        if (!fixedNames.includes(line.name as string))
          errors.push(
            invalidAttribute('fixed_compensations', `name must be one of ${fixedNames.join(', ')}.`),
          );
        else if (amount === undefined || amount < 0 || amount > MAX_AMOUNT)
          errors.push(invalidAttribute('amount', AMOUNT_MESSAGE));
        else if (line.job_uuid !== undefined && line.job_uuid !== null && !jobs.has(line.job_uuid as string))
          errors.push(invalidAttribute('job_uuid', "job_uuid must be one of the employee's jobs."));
        else if (amount > 0)
          next.fixed.push({
            name: line.name as string,
            amount,
            jobUuid: (line.job_uuid as string | null | undefined) ?? null,
          });
      }
    }
    const pto = list('paid_time_off');
    if (pto) {
      next.paidTimeOff = [];
      for (const line of pto) {
        const h =
          typeof line.hours === 'string' || typeof line.hours === 'number'
            ? hours(String(line.hours))
            : undefined;
        const named = timeOffLine(service, payroll.companyUuid, line);
        // Unused hours paid out: termination payrolls only (UPSTREAM-2 J.2).
        const payoutSent = line.final_payout_unused_hours_input;
        const payout =
          payoutSent === undefined || payoutSent === null
            ? undefined
            : typeof payoutSent === 'string' || typeof payoutSent === 'number'
              ? (hours(String(payoutSent)) ?? -1)
              : -1;
        if ('error_key' in named) errors.push(named);
        else if (h === undefined || h < 0 || h > 744_000)
          errors.push(invalidAttribute('hours', 'hours must be a number of hours between 0 and 744.'));
        else if (payout !== undefined && payroll.off_cycle_reason !== 'Dismissed employee')
          errors.push(
            invalidAttribute(
              'final_payout_unused_hours_input',
              'Only a termination payroll pays out unused hours.',
            ),
          );
        else if (payout !== undefined && (payout < 0 || payout > 744_000))
          errors.push(
            invalidAttribute(
              'final_payout_unused_hours_input',
              'final_payout_unused_hours_input must be a number of hours between 0 and 744.',
            ),
          );
        else if (h > 0 || (payout ?? 0) > 0)
          next.paidTimeOff.push({
            name: named.name,
            policyUuid: named.policyUuid,
            hours: h,
            ...(payout ? { finalPayoutHours: payout } : {}),
          });
      }
    }
    const reimbursements = list('reimbursements');
    if (reimbursements) {
      next.reimbursements = [];
      for (const line of reimbursements) {
        // A recurring reimbursement's line, sent back as shown, is the employee's, not a one-off.
        if (isRecurringReimbursement(service, line.uuid)) continue;
        const amount =
          typeof line.amount === 'string' || typeof line.amount === 'number'
            ? parseDecimal(String(line.amount), 2)
            : undefined;
        if (amount === undefined || amount < 0 || amount > MAX_AMOUNT)
          errors.push(invalidAttribute('amount', AMOUNT_MESSAGE));
        else
          next.reimbursements.push({
            uuid: typeof line.uuid === 'string' ? line.uuid : service.ids(),
            amount,
            description: typeof line.description === 'string' ? line.description : null,
          });
      }
    }
    const deductions = list('deductions');
    if (deductions) {
      next.deductions = [];
      for (const line of deductions) {
        // A garnishment's line, sent back as shown, is the calculation's, not a one-time deduction.
        if (typeof line.uuid === 'string' && service.store.garnishments.has(line.uuid)) continue;
        const type = line.amount_type ?? 'fixed';
        const amount =
          typeof line.amount === 'string' || typeof line.amount === 'number'
            ? parseDecimal(String(line.amount), 2)
            : undefined;
        if (type !== 'fixed' && type !== 'percent')
          errors.push(invalidAttribute('amount_type', 'amount_type must be fixed or percent.'));
        else if (
          amount === undefined ||
          amount < 0 ||
          amount > MAX_AMOUNT ||
          (type === 'percent' && amount > 10_000)
        )
          errors.push(
            invalidAttribute('amount', 'amount must be a non-negative number (a percent at most 100).'),
          );
        else if (typeof line.name !== 'string' || line.name.trim() === '')
          errors.push(invalidAttribute('name', 'Each deduction needs a name.'));
        else
          next.deductions.push({
            uuid: typeof line.uuid === 'string' ? line.uuid : service.ids(),
            name: line.name,
            amount,
            amount_type: type,
          });
      }
    }
    if (errors.length > 0)
      entries.push({ error_key: 'employee_compensations', category: 'nested_errors', idx, metadata, errors });
    else updates.push({ entry, next });
  });
  if (stale.length > 0) {
    const conflict = staleVersion();
    throw new ApiError(
      409,
      stale.map((uuid) => ({
        ...conflict.entries[0]!,
        metadata: { entity_type: 'Employee', entity_uuid: uuid },
      })),
    );
  }
  if (entries.length > 0) throw new ApiError(422, entries);
  return updates;
}
