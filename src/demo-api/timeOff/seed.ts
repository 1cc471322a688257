import { moveBalance, requestHours } from './timeOffBalances';
import type { DemoService } from '../service';
import type { TimeOffPolicyRecord, TimeOffRequestRecord } from './records';
import { addDays, weekday } from '../calendar/dates';

type PolicySettings = Omit<
  TimeOffPolicyRecord,
  'uuid' | 'companyUuid' | 'is_active' | 'balances' | 'activities' | 'createdAt' | 'seq'
>;

const VACATION: PolicySettings = {
  name: 'Vacation',
  policy_type: 'vacation',
  accrual_method: 'per_pay_period',
  accrual_rate: '4.0000',
  accrual_rate_unit: null,
  paid_out_on_termination: true,
  accrual_waiting_period_days: 0,
  carryover_limit_hours: '40.000',
  max_accrual_hours_per_year: '104.000',
  max_hours: '160.000',
  policy_reset_date: '01-01',
  complete: true,
};

const SICK: PolicySettings = {
  name: 'Sick leave',
  policy_type: 'sick',
  accrual_method: 'per_hour_worked',
  accrual_rate: '1.0000',
  accrual_rate_unit: '30.000',
  paid_out_on_termination: false,
  accrual_waiting_period_days: 90,
  carryover_limit_hours: '48.000',
  max_accrual_hours_per_year: null,
  max_hours: '80.000',
  policy_reset_date: '01-01',
  complete: true,
};

const RETIRED: PolicySettings = {
  name: 'Summer Fridays (2025)',
  policy_type: 'vacation',
  accrual_method: 'per_calendar_year',
  accrual_rate: '24.0000',
  accrual_rate_unit: null,
  paid_out_on_termination: false,
  accrual_waiting_period_days: 0,
  carryover_limit_hours: null,
  max_accrual_hours_per_year: null,
  max_hours: '24.000',
  policy_reset_date: '06-01',
  complete: true,
};

/** The Monday on or after a date. */
function mondayFrom(day: string): string {
  return addDays(day, (8 - weekday(day)) % 7);
}

/**
 * Time off of the seeded company (DECISIONS 43): a vacation and a sick policy with every payroll
 * employee but the last enrolled at a starting balance, the last on no policy (so a client must
 * offer only enrolled employees), a retired inactive policy, and a few requests: one approved (its
 * hours already off the balance) and two pending. Uuids come from the seed's generator.
 *
 * @example
 * seedTimeOff(service, company.uuid, eligibleEmployees(service, company.uuid), ids);
 */
export function seedTimeOff(
  service: DemoService,
  companyUuid: string,
  payrollEmployees: readonly string[],
  ids: () => string,
): void {
  const { store } = service;
  const now = service.nowIso();
  const enrolled = payrollEmployees.slice(0, Math.max(0, payrollEmployees.length - 1));
  const make = (settings: PolicySettings, active: boolean): TimeOffPolicyRecord => {
    const policy: TimeOffPolicyRecord = {
      ...settings,
      uuid: ids(),
      companyUuid,
      is_active: active,
      balances: new Map(),
      activities: [],
      createdAt: now,
      seq: store.nextSeq(),
    };
    store.timeOffPolicies.set(policy.uuid, policy);
    return policy;
  };
  const vacation = make(VACATION, true);
  const sick = make(SICK, true);
  const retired = make(RETIRED, false);
  enrolled.forEach((uuid, i) => {
    moveBalance(
      service,
      vacation,
      uuid,
      (40 + (i % 4) * 8) * 1000,
      'TimeOffEvent::AddToPolicy',
      'Added to policy',
    );
    moveBalance(service, sick, uuid, 24_000, 'TimeOffEvent::AddToPolicy', 'Added to policy');
  });
  void retired;

  const nextWeek = mondayFrom(addDays(now.slice(0, 10), 7));
  const fullName = (uuid: string) => {
    const e = store.employees.get(uuid);
    return e ? `${e.first_name} ${e.last_name}` : '';
  };
  const file = (
    employeeUuid: string | undefined,
    policy: TimeOffPolicyRecord,
    days: Record<string, number>,
    status: 'pending' | 'approved',
    note: string,
  ) => {
    if (!employeeUuid) return;
    const dates = Object.keys(days).sort();
    const request: TimeOffRequestRecord = {
      uuid: ids(),
      companyUuid,
      employeeUuid,
      policyUuid: policy.uuid,
      status,
      start_date: dates[0]!,
      end_date: dates[dates.length - 1]!,
      days,
      employee_note: note,
      employer_note: status === 'approved' ? 'Enjoy!' : null,
      initiator: { uuid: employeeUuid, full_name: fullName(employeeUuid) },
      approverUuid: status === 'approved' ? 'company-admin' : null,
      consumedByPayrollUuid: null,
      createdAt: now,
      seq: store.nextSeq(),
    };
    store.timeOffRequests.set(request.uuid, request);
    if (status === 'approved')
      moveBalance(
        service,
        policy,
        employeeUuid,
        -requestHours(request),
        'TimeOffEvent::RequestApproved',
        `Time off approved: ${request.start_date} to ${request.end_date}`,
      );
  };
  // Not the first two enrolled employees: flows and tests that file their own requests start there.
  const [a, b, c] = [2, 3, 4].map((i) => enrolled[i] ?? enrolled[i % Math.max(1, enrolled.length)]);
  file(
    a,
    vacation,
    { [addDays(nextWeek, 7)]: 8000, [addDays(nextWeek, 8)]: 8000 },
    'approved',
    'Family visit',
  );
  file(b, vacation, { [nextWeek]: 8000, [addDays(nextWeek, 1)]: 4000 }, 'pending', 'Long weekend');
  file(c, sick, { [addDays(nextWeek, 2)]: 4000 }, 'pending', 'Dentist appointment');
}
