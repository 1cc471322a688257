import { type ErrorEntry, invalidAttribute, missingParameter } from '../errors';
import type { FieldRules } from '../fields';

/** UPSTREAM D.1. */
export const ACCRUAL_METHODS = [
  'unlimited',
  'per_pay_period',
  'per_calendar_year',
  'per_anniversary_year',
  'per_hour_worked',
  'per_hour_worked_no_overtime',
  'per_hour_paid',
  'per_hour_paid_no_overtime',
] as const;

/** Accrual settings kept as decimal text, with their decimal places. */
export const POLICY_DECIMALS = {
  accrual_rate: 4,
  accrual_rate_unit: 3,
  carryover_limit_hours: 3,
  max_accrual_hours_per_year: 3,
  max_hours: 3,
} as const;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `MM-DD` of a real day of the year (Feb 29 allowed). @example isResetDate('02-30'); // false */
export function isResetDate(text: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

const decimal = (places: number) => ({ kind: 'decimal' as const, places, min: 0, nullable: true as const });

/** Body rules of a policy create (update drops `policy_type` and requires nothing). */
export const POLICY_RULES = {
  name: { kind: 'string', required: true, check: (v) => (v ? undefined : 'Name is required.') },
  policy_type: { kind: 'enum', values: ['vacation', 'sick'], required: true },
  accrual_method: { kind: 'enum', values: ACCRUAL_METHODS, required: true },
  accrual_rate: decimal(POLICY_DECIMALS.accrual_rate),
  accrual_rate_unit: decimal(POLICY_DECIMALS.accrual_rate_unit),
  paid_out_on_termination: { kind: 'boolean' },
  accrual_waiting_period_days: { kind: 'integer', min: 0, max: 3650, nullable: true },
  carryover_limit_hours: decimal(POLICY_DECIMALS.carryover_limit_hours),
  max_accrual_hours_per_year: decimal(POLICY_DECIMALS.max_accrual_hours_per_year),
  max_hours: decimal(POLICY_DECIMALS.max_hours),
  policy_reset_date: {
    kind: 'string',
    nullable: true,
    check: (v) =>
      isResetDate(v) ? undefined : 'policy_reset_date must be a day of the year as MM-DD, like 01-01.',
  },
  complete: { kind: 'boolean' },
} satisfies FieldRules;

const PER_HOUR = new Set([
  'per_hour_worked',
  'per_hour_worked_no_overtime',
  'per_hour_paid',
  'per_hour_paid_no_overtime',
]);
const YEARLY = new Set(['per_calendar_year', 'per_anniversary_year']);

/** Whether a method accrues per hour worked or paid. @example isPerHour('per_hour_paid'); // true */
export function isPerHour(method: string): boolean {
  return PER_HOUR.has(method);
}

/**
 * The D.1 field rules of each accrual method, over the policy as it would be saved (create body,
 * or the stored policy with the update's delta): unlimited takes no rate, rate unit, carryover,
 * caps or waiting period; the yearly methods no per-year cap and no waiting period; only the
 * per-hour methods take a rate unit, which they need; every accruing method needs a rate (unless
 * the policy is saved as incomplete). Each refusal is 422 `invalid_attribute_value` on its field
 * (DECISIONS 47c); a missing rate is `missing_parameter`.
 *
 * @example
 * accrualFieldErrors({ accrual_method: 'unlimited', accrual_rate: 4000 }); // [{ error_key: 'accrual_rate', … }]
 */
export function accrualFieldErrors(policy: Record<string, unknown>): ErrorEntry[] {
  const method = policy.accrual_method as string;
  const set = (key: string) => policy[key] !== undefined && policy[key] !== null;
  const label = method.replaceAll('_', ' ');
  const entries: ErrorEntry[] = [];
  const forbid = (key: string, why: string) => {
    if (set(key)) entries.push(invalidAttribute(key, `${key} must be blank ${why}.`));
  };
  if (method === 'unlimited') {
    for (const key of [
      'accrual_rate',
      'accrual_rate_unit',
      'carryover_limit_hours',
      'max_accrual_hours_per_year',
      'max_hours',
    ])
      forbid(key, 'for an unlimited policy');
  } else {
    if (!set('accrual_rate') && policy.complete !== false) entries.push(missingParameter('accrual_rate'));
    if (YEARLY.has(method)) forbid('max_accrual_hours_per_year', `for a ${label} policy`);
    if (isPerHour(method)) {
      if (!set('accrual_rate_unit')) entries.push(missingParameter('accrual_rate_unit'));
      else if (policy.accrual_rate_unit === 0)
        entries.push(invalidAttribute('accrual_rate_unit', 'accrual_rate_unit must be more than 0 hours.'));
    } else forbid('accrual_rate_unit', `for a ${label} policy (only per-hour methods take one)`);
  }
  const waiting = policy.accrual_waiting_period_days;
  if ((method === 'unlimited' || YEARLY.has(method)) && typeof waiting === 'number' && waiting !== 0)
    entries.push(
      invalidAttribute(
        'accrual_waiting_period_days',
        `accrual_waiting_period_days must be 0 for a ${label} policy.`,
      ),
    );
  return entries;
}
