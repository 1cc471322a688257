// Contract tests over HTTP of who pays an employee around a pay schedule change (DECISIONS 40, 44;
// UPSTREAM C, E): every day from before to after the move is paid exactly once.
//
// The demo clock is Mon Jun 15, 2026, 09:00 in California. The seeded schedule A is every other
// week, periods ending on Fridays, paid the Wednesday after; B is twice a month, paid on the 15th
// and the last day. Moving everyone A → B today, worked by hand:
//
//   A  May 23 – Jun  5  (processed by the seed)   everyone: paid before the move
//   A  Jun  6 – Jun 19  (check Wed Jun 24)         everyone: the period in progress stays A's
//   A  Jun 20 – Jul  3  (check Wed Jul  8)         no one
//   B  Jun 16 – Jun 30  (check Tue Jun 30)         no one: it overlaps A's Jun 6–19
//   transition Jun 20 – Jun 30 (check Jun 30)      everyone: the gap before B's first period
//   B  Jul  1 – Jul 15  (check Wed Jul 15)         everyone: the preview's first_pay_period
//   B  Jul 16 – Jul 31, Aug 1 – 15, Aug 16 – 31    everyone
//
// So each day of Jun 6 – Aug 31 is on exactly one payroll of each employee a payroll can pay.
import { describe, expect, it } from 'vitest';
import { addPaySchedule, moveEveryoneTo, TWICE_A_MONTH, WEEKLY_TO_SUNDAY } from '../../support/paySchedules';
import { demoHttpForEachTest, type DemoHttp } from './http';
import { type ApiJson } from './request';

const http = demoHttpForEachTest({ employees: 6 });

const schedules = (h: DemoHttp) => `/v1/companies/${h.api.companyUuid}/pay_schedules`;
const payrolls = (h: DemoHttp) => `/v1/companies/${h.api.companyUuid}/payrolls`;

/** B: twice a month on the 15th and the last day, paid on those days. */
const createSemimonthly = async (h: DemoHttp) => (await addPaySchedule(h, TWICE_A_MONTH)).uuid;

/** C: every week, periods Monday to Sunday, paid the Friday after. */
const createWeeklyToSunday = async (h: DemoHttp) => (await addPaySchedule(h, WEEKLY_TO_SUNDAY)).uuid;

async function scheduleList(h: DemoHttp): Promise<ApiJson[]> {
  return (await h.call('GET', schedules(h))).body;
}

/** Employees a payroll can pay (onboarded, with a job). */
async function payableStaff(h: DemoHttp): Promise<ApiJson[]> {
  const res = await h.call('GET', `/v1/companies/${h.api.companyUuid}/employees?per=100`);
  return res.body.filter((e: ApiJson) => e.onboarding_status === 'onboarding_completed' && e.jobs?.length);
}

interface PaidPeriod {
  label: string;
  uuid: string;
  start: string;
  end: string;
  processed: boolean;
  paid: string[];
}

/** A payroll's period and the employees it pays (rows not excluded). */
async function paidPeriod(h: DemoHttp, uuid: string, label: string): Promise<PaidPeriod> {
  const res = await h.call('GET', `${payrolls(h)}/${uuid}?per=100`);
  expect(res.status).toBe(200);
  return {
    label,
    uuid,
    start: res.body.pay_period.start_date,
    end: res.body.pay_period.end_date,
    processed: res.body.processed,
    paid: res.body.employee_compensations
      .filter((r: ApiJson) => !r.excluded)
      .map((r: ApiJson) => r.employee_uuid)
      .sort(),
  };
}

/**
 * Every payroll `pay_periods` links from Jun 6 to Aug 31 (regular ones of the active schedules and
 * transition ones), labelled by schedule frequency and period, with who it pays.
 */
async function payrollsOfPeriods(h: DemoHttp): Promise<PaidPeriod[]> {
  const names = new Map((await scheduleList(h)).map((s) => [s.uuid, s.frequency as string]));
  const res = await h.call(
    'GET',
    `/v1/companies/${h.api.companyUuid}/pay_periods?start_date=2026-06-06&end_date=2026-08-31&payroll_types=regular,transition`,
  );
  expect(res.status).toBe(200);
  const out: PaidPeriod[] = [];
  for (const p of res.body as ApiJson[]) {
    if (!p.payroll.payroll_uuid || p.end_date < '2026-06-06') continue;
    const kind = p.payroll.payroll_type === 'transition' ? 'transition' : names.get(p.pay_schedule_uuid);
    out.push(await paidPeriod(h, p.payroll.payroll_uuid, `${kind} ${p.start_date}–${p.end_date}`));
  }
  return out.sort((a, b) => (a.label < b.label ? -1 : 1));
}

/** Each day from `first` to `last` with how many of the payrolls pay the employee for it. */
function timesPaid(
  periods: PaidPeriod[],
  employee: string,
  first: string,
  last: string,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (let day = new Date(`${first}T00:00:00Z`); day.toISOString().slice(0, 10) <= last;) {
    const iso = day.toISOString().slice(0, 10);
    counts.set(
      iso,
      periods.filter((p) => p.paid.includes(employee) && p.start <= iso && iso <= p.end).length,
    );
    day = new Date(day.getTime() + 86_400_000);
  }
  return counts;
}

function expectEachDayPaidOnce(periods: PaidPeriod[], staff: ApiJson[], first: string, last: string) {
  for (const e of staff) {
    const twiceOrNever = [...timesPaid(periods, e.uuid, first, last)].filter(([, n]) => n !== 1);
    expect({ employee: e.uuid, twiceOrNever }).toEqual({ employee: e.uuid, twiceOrNever: [] });
  }
}

async function processPayroll(h: DemoHttp, uuid: string): Promise<void> {
  const path = `${payrolls(h)}/${uuid}`;
  expect((await h.call('PUT', `${path}/prepare`)).status).toBe(200);
  expect((await h.call('PUT', `${path}/calculate`)).status).toBe(202);
  await h.advance(1000);
  expect((await h.call('PUT', `${path}/submit`)).status).toBe(202);
  await h.advance(2000);
  expect((await h.call('GET', path)).body.processed).toBe(true);
}

async function scheduleEvents(h: DemoHttp): Promise<ApiJson[]> {
  const res = await h.call('GET', '/v1/events?limit=100', undefined, h.api.tokens.system);
  return res.body.filter((e: ApiJson) => e.event_type === 'pay_schedule.updated');
}

describe('pay around a pay schedule change (DECISIONS 40, 44)', () => {
  it('pays each day once: the old schedule to its period in progress, the gap, the new one from its first period', async () => {
    const b = await createSemimonthly(http);
    const staff = await payableStaff(http);
    const everyone = staff.map((e) => e.uuid).sort();
    const preview = await http.call('POST', `${schedules(http)}/assignment_preview`, {
      type: 'single',
      default_pay_schedule_uuid: b,
    });
    const first = preview.body.employee_changes[0];
    expect(first.first_pay_period).toMatchObject({ start_date: '2026-07-01', end_date: '2026-07-15' });
    expect(first.transition_pay_period).toEqual({ start_date: '2026-06-20', end_date: '2026-06-30' });

    await moveEveryoneTo(http, b);
    const periods = await payrollsOfPeriods(http);
    expect(periods.map((p) => [p.label, p.paid])).toEqual([
      ['Every other week 2026-06-06–2026-06-19', everyone],
      ['Every other week 2026-06-20–2026-07-03', []],
      ['Every other week 2026-07-04–2026-07-17', []],
      ['Every other week 2026-07-18–2026-07-31', []],
      ['Every other week 2026-08-01–2026-08-14', []],
      ['Every other week 2026-08-15–2026-08-28', []],
      ['Twice per month 2026-06-16–2026-06-30', []],
      ['Twice per month 2026-07-01–2026-07-15', everyone],
      ['Twice per month 2026-07-16–2026-07-31', everyone],
      ['Twice per month 2026-08-01–2026-08-15', everyone],
      ['Twice per month 2026-08-16–2026-08-31', everyone],
      ['transition 2026-06-20–2026-06-30', everyone],
    ]);
    expectEachDayPaidOnce(periods, staff, '2026-06-06', '2026-08-31');

    // The API reports everyone on B now; A stays active while it still owes them Jun 6–19.
    const assignments = (await http.call('GET', `${schedules(http)}/assignments`)).body;
    expect(assignments).toMatchObject({ type: 'single', default_pay_schedule_uuid: b });
    expect((await scheduleList(http)).map((s) => [s.frequency, s.active])).toEqual([
      ['Every other week', true],
      ['Twice per month', true],
    ]);
  });

  it('retires the old schedule once its last period for them is paid, and leaves that payroll as it was', async () => {
    const b = await createSemimonthly(http);
    const staff = await payableStaff(http);
    await moveEveryoneTo(http, b);
    const before = await payrollsOfPeriods(http);
    const last = before.find((p) => p.label === 'Every other week 2026-06-06–2026-06-19')!;
    const a = (await scheduleList(http))[0].uuid;
    expect(await scheduleEvents(http)).toEqual([expect.objectContaining({ entity_uuid: b })]);

    await processPayroll(http, last.uuid);
    expect((await scheduleList(http)).map((s) => [s.frequency, s.active])).toEqual([
      ['Every other week', false],
      ['Twice per month', true],
    ]);
    expect((await scheduleEvents(http)).map((e) => e.entity_uuid)).toEqual([b, a]);
    // Its later payrolls, which paid no one, are gone; the paid one still pays everyone.
    const after = await payrollsOfPeriods(http);
    expect(after.some((p) => p.label.startsWith('Every other week'))).toBe(false);
    expect(after).toEqual(before.filter((p) => !p.label.startsWith('Every other week')));
    const paid = await paidPeriod(http, last.uuid, last.label);
    expect(paid).toEqual({ ...last, processed: true });
    expectEachDayPaidOnce([...after, paid], staff, '2026-06-06', '2026-08-31');
  });

  it('never touches a payroll already processed: the period paid before the move stays paid once', async () => {
    const b = await createSemimonthly(http);
    const staff = await payableStaff(http);
    const current = (await payrollsOfPeriods(http))[0]!;
    expect(current.label).toBe('Every other week 2026-06-06–2026-06-19');
    await processPayroll(http, current.uuid);
    const processed = await http.call('GET', `${payrolls(http)}/${current.uuid}?per=100`);

    await moveEveryoneTo(http, b);
    expect((await http.call('GET', `${payrolls(http)}/${current.uuid}?per=100`)).body).toEqual(
      processed.body,
    );
    // Nothing of A is left to pay: it is inactive at once; the gap and B pay the rest.
    expect((await scheduleList(http)).map((s) => s.active)).toEqual([false, true]);
    const periods = await payrollsOfPeriods(http);
    expect(periods.map((p) => p.label)).toContain('transition 2026-06-20–2026-06-30');
    expectEachDayPaidOnce(
      [...periods, await paidPeriod(http, current.uuid, current.label)],
      staff,
      '2026-06-06',
      '2026-08-31',
    );
  });

  it('takes the moved employees off old-schedule payrolls read or prepared before the move, so no period is paid twice', async () => {
    const b = await createSemimonthly(http);
    const staff = await payableStaff(http);
    const next = (await payrollsOfPeriods(http)).find(
      (p) => p.label === 'Every other week 2026-06-20–2026-07-03',
    )!;
    const path = `${payrolls(http)}/${next.uuid}`;
    expect((await http.call('PUT', `${path}/prepare`)).status).toBe(200);
    expect((await paidPeriod(http, next.uuid, next.label)).paid).toEqual(staff.map((e) => e.uuid).sort());

    await moveEveryoneTo(http, b);
    expect((await paidPeriod(http, next.uuid, next.label)).paid).toEqual([]);
    expectEachDayPaidOnce(await payrollsOfPeriods(http), staff, '2026-06-06', '2026-08-31');
  });

  it('recomputes cleanly when assigned again before anything is paid, as if only the last assignment had been made', async () => {
    // Moving on to C (weekly, to Sundays): A still pays Jun 6–19, C from Mon Jun 22, the weekend
    // Jun 20–21 is the gap; B, which never paid anyone, is inactive with no payrolls.
    const b = await createSemimonthly(http);
    const c = await createWeeklyToSunday(http);
    await moveEveryoneTo(http, b);
    await moveEveryoneTo(http, c);
    const direct = await http.another();
    await createSemimonthly(direct);
    await moveEveryoneTo(direct, await createWeeklyToSunday(direct));
    const labels = (periods: PaidPeriod[]) => periods.map((p) => [p.label, p.paid.length]);
    const again = await payrollsOfPeriods(http);
    expect(labels(again)).toEqual(labels(await payrollsOfPeriods(direct)));
    expect(labels(again)).toContainEqual(['transition 2026-06-20–2026-06-21', 5]);
    expect(labels(again)).toContainEqual(['Every week 2026-06-22–2026-06-28', 5]);
    expect((await scheduleList(http)).map((s) => s.active)).toEqual([true, false, true]);
    const offCycle = await http.call(
      'GET',
      `${payrolls(http)}?processing_statuses=unprocessed&payroll_types=off_cycle&per=100`,
    );
    expect(offCycle.body.map((p: ApiJson) => p.pay_period.pay_schedule_uuid)).toEqual([c]);
    // C's last period listed ends Sun Aug 30 (the next ends after the range asked for).
    expectEachDayPaidOnce(again, await payableStaff(http), '2026-06-06', '2026-08-30');

    // And back to A: no move at all, as on a company that never assigned anything.
    await moveEveryoneTo(http, (await scheduleList(http))[0].uuid);
    const untouched = await http.another();
    await createSemimonthly(untouched);
    await createWeeklyToSunday(untouched);
    expect(labels(await payrollsOfPeriods(http))).toEqual(labels(await payrollsOfPeriods(untouched)));
    expect((await scheduleList(http)).map((s) => s.active)).toEqual([true, false, false]);
    expect(
      (
        await http.call(
          'GET',
          `${payrolls(http)}?processing_statuses=unprocessed&payroll_types=off_cycle&per=100`,
        )
      ).body,
    ).toEqual([]);
  });
});
