// DECISIONS 43 accrual and DECISIONS 15 consumption, through the functions the payroll routes
// call when a payroll is processed or cancelled (rules/timeOffLedger.ts).
import { describe, expect, it } from 'vitest';
import { DemoClock } from '../../../src/demo-api/clock';
import {
  accrueForProcessedPayroll,
  approvedTimeOffInPeriod,
  consumeTimeOffForPayroll,
  restoreTimeOffForPayroll,
  type AccruingPayroll,
} from '../../../src/demo-api/timeOff/timeOffLedger';
import { moveBalance } from '../../../src/demo-api/timeOff/timeOffBalances';
import { seedDemoData } from '../../../src/demo-api/seed';
import { DemoService } from '../../../src/demo-api/service';
import { DemoStore } from '../../../src/demo-api/store';
import { WebhookDispatcher } from '../../../src/demo-api/webhooks/dispatcher';
import { counterIds, fixedNow } from './request';
import { NOW } from './timeOffSetup';
import type { TimeOffPolicyRecord } from '../../../src/demo-api/timeOff/records';

function demo() {
  const store = new DemoStore();
  const clock = new DemoClock(fixedNow(NOW), false);
  const ids = counterIds();
  const offline = () => Promise.reject(new Error('no network in tests'));
  const service = new DemoService(
    store,
    clock,
    ids,
    new WebhookDispatcher(store, clock, ids, offline, 2000),
    'demo',
  );
  const { companyUuid } = seedDemoData(service, 6);
  const employees = [...store.employees.values()]
    .filter((e) => e.companyUuid === companyUuid && store.jobs.childrenOf(e.uuid).length > 0)
    .map((e) => e.uuid);
  return { service, companyUuid, employees };
}

type Settings = Partial<TimeOffPolicyRecord> & Pick<TimeOffPolicyRecord, 'accrual_method'>;

/**
 * A policy record as the store holds it, enrolled at the given balances. Written out here rather
 * than made through the create route (whose insert spells the same defaults, routes/timeOff.ts):
 * the ledger is tested on stored records, inactive ones and caps at stored precision included,
 * which the route would validate and normalise first.
 */
function policy(
  { service, companyUuid }: ReturnType<typeof demo>,
  settings: Settings,
  balances: Record<string, number>,
): TimeOffPolicyRecord {
  const record: TimeOffPolicyRecord = {
    uuid: service.ids(),
    companyUuid,
    name: 'Test',
    policy_type: 'vacation',
    accrual_rate: null,
    accrual_rate_unit: null,
    paid_out_on_termination: false,
    accrual_waiting_period_days: null,
    carryover_limit_hours: null,
    max_accrual_hours_per_year: null,
    max_hours: null,
    policy_reset_date: null,
    complete: true,
    is_active: true,
    balances: new Map(),
    activities: [],
    createdAt: NOW,
    seq: service.store.nextSeq(),
    ...settings,
  };
  service.store.timeOffPolicies.set(record.uuid, record);
  for (const [uuid, hours] of Object.entries(balances))
    moveBalance(service, record, uuid, hours, 'TimeOffEvent::AddToPolicy', 'Added');
  return record;
}

/** A processed two-week payroll (Mon 2026-06-01 – Sun 2026-06-14: 10 weekdays). */
function payroll(
  uuid: string,
  companyUuid: string,
  entries: { employeeUuid: string; hourly?: { name: string; hours: number }[]; timeOff?: number }[],
  offCycle = false,
): AccruingPayroll {
  return {
    uuid,
    companyUuid,
    off_cycle: offCycle,
    start_date: '2026-06-01',
    end_date: '2026-06-14',
    entries: entries.map((e) => ({
      employeeUuid: e.employeeUuid,
      excluded: false,
      hourly: e.hourly ?? [],
      paidTimeOff: e.timeOff ? [{ name: 'Vacation Hours', policyUuid: null, hours: e.timeOff }] : [],
    })),
  };
}

const HOURLY = [
  { name: 'Regular Hours', hours: 80_000 },
  { name: 'Overtime', hours: 6_000 },
  { name: 'Double overtime', hours: 4_000 },
];

describe('accrual for a processed payroll (DECISIONS 43)', () => {
  it('per_pay_period adds the rate for each processed regular payroll, nothing for an off-cycle one', () => {
    const d = demo();
    const [a] = d.employees as [string];
    const p = policy(d, { accrual_method: 'per_pay_period', accrual_rate: '3.0769' }, { [a]: 10_000 });
    const added = accrueForProcessedPayroll(d.service, payroll('p1', d.companyUuid, [{ employeeUuid: a }]));
    // The seeded vacation (per pay period) and sick (per hour worked) policies accrue too.
    expect(added.filter((x) => x.policyUuid === p.uuid)).toEqual([
      { policyUuid: p.uuid, employeeUuid: a, hours: 3077 },
    ]);
    expect(p.balances.get(a)).toBe(13_077);
    accrueForProcessedPayroll(d.service, payroll('p2', d.companyUuid, [{ employeeUuid: a }], true));
    expect(p.balances.get(a)).toBe(13_077);
  });

  it.each([
    // 80 regular + 6 overtime + 4 double, 8 h time off; 1 hour per 30
    ['per_hour_worked', 3000], // 90 / 30
    ['per_hour_worked_no_overtime', 2667], // 80 / 30
    ['per_hour_paid', 3267], // 98 / 30
    ['per_hour_paid_no_overtime', 2933], // 88 / 30
  ])('%s adds the rate per rate unit of its hours (hourly employee)', (method, expected) => {
    const d = demo();
    const [a] = d.employees as [string];
    const p = policy(
      d,
      { accrual_method: method, accrual_rate: '1.0000', accrual_rate_unit: '30.000' },
      { [a]: 0 },
    );
    accrueForProcessedPayroll(
      d.service,
      payroll('p1', d.companyUuid, [{ employeeUuid: a, hourly: HOURLY, timeOff: 8_000 }]),
    );
    expect(p.balances.get(a)).toBe(expected);
  });

  it('a salaried employee counts 8 hours per weekday of the period, less time off, as worked', () => {
    const d = demo();
    const [a] = d.employees as [string];
    const worked = policy(
      d,
      { accrual_method: 'per_hour_worked', accrual_rate: '0.0500', accrual_rate_unit: '1.000' },
      { [a]: 0 },
    );
    const paid = policy(
      d,
      { accrual_method: 'per_hour_paid', accrual_rate: '0.0500', accrual_rate_unit: '1.000' },
      { [a]: 0 },
    );
    accrueForProcessedPayroll(
      d.service,
      payroll('p1', d.companyUuid, [{ employeeUuid: a, timeOff: 16_000 }]),
    );
    expect(worked.balances.get(a)).toBe(3200); // (80 − 16) × 0.05
    expect(paid.balances.get(a)).toBe(4000); // 80 × 0.05
  });

  it('max_hours caps the balance and max_accrual_hours_per_year caps the year', () => {
    const d = demo();
    const [a, b] = d.employees as [string, string];
    const capped = policy(
      d,
      { accrual_method: 'per_pay_period', accrual_rate: '4.0000', max_hours: '41.500' },
      { [a]: 40_000 },
    );
    const yearly = policy(
      d,
      { accrual_method: 'per_pay_period', accrual_rate: '4.0000', max_accrual_hours_per_year: '6.000' },
      { [b]: 0 },
    );
    accrueForProcessedPayroll(
      d.service,
      payroll('p1', d.companyUuid, [{ employeeUuid: a }, { employeeUuid: b }]),
    );
    accrueForProcessedPayroll(
      d.service,
      payroll('p2', d.companyUuid, [{ employeeUuid: a }, { employeeUuid: b }]),
    );
    expect(capped.balances.get(a)).toBe(41_500);
    expect(yearly.balances.get(b)).toBe(6_000);
  });

  it('nothing accrues within the waiting period, for the yearly methods, on unlimited or inactive policies, or for employees not enrolled', () => {
    const d = demo();
    const [a, b] = d.employees as [string, string];
    const hire = d.service.store.jobs.childrenOf(a)[0]!.hire_date;
    const days = Math.round((Date.parse('2026-06-14') - Date.parse(hire)) / 86_400_000);
    const waiting = policy(
      d,
      { accrual_method: 'per_pay_period', accrual_rate: '4.0000', accrual_waiting_period_days: days + 1 },
      { [a]: 0 },
    );
    const served = policy(
      d,
      { accrual_method: 'per_pay_period', accrual_rate: '4.0000', accrual_waiting_period_days: days },
      { [a]: 0 },
    );
    const yearly = policy(d, { accrual_method: 'per_calendar_year', accrual_rate: '40.0000' }, { [a]: 0 });
    const anniversary = policy(
      d,
      { accrual_method: 'per_anniversary_year', accrual_rate: '40.0000' },
      { [a]: 0 },
    );
    const unlimited = policy(d, { accrual_method: 'unlimited' }, { [a]: 0 });
    const inactive = policy(
      d,
      { accrual_method: 'per_pay_period', accrual_rate: '4.0000', is_active: false },
      { [a]: 0 },
    );
    accrueForProcessedPayroll(
      d.service,
      payroll('p1', d.companyUuid, [{ employeeUuid: a }, { employeeUuid: b }]),
    );
    expect(waiting.balances.get(a)).toBe(0);
    expect(served.balances.get(a)).toBe(4000);
    for (const p of [yearly, anniversary, unlimited, inactive]) expect(p.balances.get(a)).toBe(0);
    expect(served.balances.has(b)).toBe(false);
  });

  it('cancelling the payroll takes its accrual back, once', () => {
    const d = demo();
    const [a] = d.employees as [string];
    const p = policy(d, { accrual_method: 'per_pay_period', accrual_rate: '4.0000' }, { [a]: 10_000 });
    accrueForProcessedPayroll(d.service, payroll('p1', d.companyUuid, [{ employeeUuid: a }]));
    restoreTimeOffForPayroll(d.service, 'p1');
    restoreTimeOffForPayroll(d.service, 'p1');
    expect(p.balances.get(a)).toBe(10_000);
    expect(p.activities.map((x) => [x.event_type, x.balance_change])).toEqual([
      ['TimeOffEvent::AddToPolicy', 10_000],
      ['TimeOffEvent::Accrual', 4000],
      ['TimeOffEvent::AccrualReversal', -4000],
    ]);
  });
});

describe('time off a payroll pays (DECISIONS 15, 43)', () => {
  function withRequests() {
    const d = demo();
    const [a] = d.employees as [string];
    const p = policy(d, { accrual_method: 'per_pay_period', accrual_rate: '4.0000' }, { [a]: 40_000 });
    const add = (uuid: string, status: 'approved' | 'pending', days: Record<string, number>) => {
      const dates = Object.keys(days).sort();
      d.service.store.timeOffRequests.set(uuid, {
        uuid,
        companyUuid: d.companyUuid,
        employeeUuid: a,
        policyUuid: p.uuid,
        status,
        start_date: dates[0]!,
        end_date: dates[dates.length - 1]!,
        days,
        employee_note: null,
        employer_note: null,
        initiator: null,
        approverUuid: null,
        consumedByPayrollUuid: null,
        createdAt: NOW,
        seq: d.service.store.nextSeq(),
      });
    };
    // Approved across the period's end, approved inside, pending inside.
    add('across', 'approved', { '2026-06-12': 8000, '2026-06-15': 8000 });
    add('inside', 'approved', { '2026-06-03': 4500 });
    add('pending', 'pending', { '2026-06-04': 8000 });
    return { ...d, a, p };
  }

  it('sums the approved hours whose days fall in the period, per policy', () => {
    const { service, companyUuid, a, p } = withRequests();
    expect(approvedTimeOffInPeriod(service, companyUuid, a, '2026-06-01', '2026-06-14')).toEqual([
      { policyUuid: p.uuid, policyName: 'Test', hours: 12_500 },
    ]);
    expect(approvedTimeOffInPeriod(service, companyUuid, a, '2026-06-15', '2026-06-28')).toEqual([
      { policyUuid: p.uuid, policyName: 'Test', hours: 8000 },
    ]);
  });

  it('processing consumes the approved requests it pays and leaves balances; cancelling returns them to approved', () => {
    const { service, a, p } = withRequests();
    const store = service.store;
    store.payrolls.set('p1', { uuid: 'p1', companyUuid: p.companyUuid, end_date: '2026-06-14' } as never);
    const before = p.balances.get(a);
    const unpaid = consumeTimeOffForPayroll(service, 'p1', [
      { employeeUuid: a, excluded: false, paidTimeOff: [] },
    ]);
    expect(unpaid).toEqual([]);
    const consumed = consumeTimeOffForPayroll(service, 'p1', [
      {
        employeeUuid: a,
        excluded: false,
        paidTimeOff: [{ name: 'Test', policyUuid: p.uuid, hours: 12_500 }],
      },
    ]);
    expect(consumed.sort()).toEqual(['across', 'inside']);
    expect(store.timeOffRequests.get('pending')!.status).toBe('pending');
    expect(p.balances.get(a)).toBe(before);
    restoreTimeOffForPayroll(service, 'p1');
    expect(store.timeOffRequests.get('across')!.status).toBe('approved');
    expect(store.timeOffRequests.get('inside')!.status).toBe('approved');
    expect(p.balances.get(a)).toBe(before);
  });
});
