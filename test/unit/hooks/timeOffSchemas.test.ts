import { expect, test } from 'vitest';
import {
  accrualFieldsFor,
  dayHours,
  timeOffPolicySchema,
  timeOffRequestSchema,
} from '../../../src/hooks/schemas/timeOff';

/** field → message key of a failed parse. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

test('more than 24 hours in a day says the limit, not "enter a number" (issue 16)', () => {
  expect(problems(dayHours.safeParse('30'))).toEqual({ '': 'validation.hoursPerDay' });
  expect(problems(dayHours.safeParse('8h'))).toEqual({ '': 'validation.hours' });
  expect(dayHours.parse('24')).toBe('24');
  const request = {
    employee_uuid: 'e',
    policy_uuid: 'p',
    start_date: '2027-01-08',
    end_date: '2027-01-11',
    days: { '2027-01-08': '30', '2027-01-11': '4' },
  };
  expect(problems(timeOffRequestSchema.safeParse(request))).toEqual({
    'days.2027-01-08': 'validation.hoursPerDay',
  });
  expect(problems(timeOffRequestSchema.safeParse({ ...request, days: { '2027-01-08': '0' } }))).toEqual({
    days: 'validation.required',
  });
});

test('each accrual method shows only the fields it allows (UPSTREAM D.1)', () => {
  expect(accrualFieldsFor('unlimited')).toEqual([]);
  expect(accrualFieldsFor('per_calendar_year')).toEqual([
    'accrual_rate',
    'carryover_limit_hours',
    'max_hours',
  ]);
  expect(accrualFieldsFor('per_pay_period')).toEqual([
    'accrual_rate',
    'carryover_limit_hours',
    'max_accrual_hours_per_year',
    'max_hours',
    'accrual_waiting_period_days',
  ]);
  expect(accrualFieldsFor('per_hour_paid_no_overtime')).toContain('accrual_rate_unit');
});

test('the policy schema refuses what the method does not take and asks for what it needs', () => {
  const base = { name: 'Vacation', policy_type: 'vacation' };
  expect(
    problems(timeOffPolicySchema.safeParse({ ...base, accrual_method: 'unlimited', max_hours: '40' })),
  ).toEqual({
    max_hours: 'validation.notForAccrualMethod',
  });
  expect(
    problems(
      timeOffPolicySchema.safeParse({ ...base, accrual_method: 'per_hour_worked', accrual_rate: '1' }),
    ),
  ).toEqual({
    accrual_rate_unit: 'validation.required',
  });
  expect(
    problems(
      timeOffPolicySchema.safeParse({
        ...base,
        accrual_method: 'per_anniversary_year',
        accrual_rate: '40',
        max_accrual_hours_per_year: '40',
      }),
    ),
  ).toEqual({
    max_accrual_hours_per_year: 'validation.notForAccrualMethod',
  });
  expect(
    problems(
      timeOffPolicySchema.safeParse({
        ...base,
        accrual_method: 'per_pay_period',
        accrual_rate: '4',
        policy_reset_date: '02-30',
      }),
    ),
  ).toEqual({
    policy_reset_date: 'validation.resetDate',
  });
  expect(
    timeOffPolicySchema.safeParse({
      ...base,
      accrual_method: 'per_pay_period',
      accrual_rate: '4',
      policy_reset_date: '',
      max_hours: '',
    }).success,
  ).toBe(true);
});
