// Contract tests of the transition payroll a pay schedule change leaves (DECISIONS 40, 44;
// UPSTREAM C, E) against the demo service over HTTP, as a partner's client sees them.
//
// The demo clock is Mon Jun 15, 2026, 09:00 in California. The seeded schedule is every other
// week, periods ending on Fridays (Jun 6–19 is the current one) and paid the Wednesday after.
import { describe, expect, it } from 'vitest';
import {
  addPaySchedule,
  assignPaySchedules,
  moveEveryoneTo,
  TWICE_A_MONTH,
} from '../../support/paySchedules';
import { demoHttpForEachTest } from './http';
import { fixedNow, type ApiJson } from './request';

const http = demoHttpForEachTest({ employees: 6 });

const schedules = () => `/v1/companies/${http.company}/pay_schedules`;
const payrolls = () => `/v1/companies/${http.company}/payrolls`;

/** The company's unprocessed transition payrolls, as the payroll landing lists off-cycle ones. */
async function transitionPayrolls(): Promise<ApiJson[]> {
  const res = await http.call(
    'GET',
    `${payrolls()}?processing_statuses=unprocessed&payroll_types=off_cycle&include=payroll_status_meta&per=100`,
  );
  expect(res.status).toBe(200);
  return res.body.filter((p: ApiJson) => p.off_cycle_reason === 'Transition from old pay schedule');
}

async function payPeriods(types: string): Promise<ApiJson[]> {
  const query = `start_date=2026-06-01&end_date=2026-09-15${types ? `&payroll_types=${types}` : ''}`;
  const res = await http.call('GET', `/v1/companies/${http.company}/pay_periods?${query}`);
  expect(res.status).toBe(200);
  return res.body;
}

async function rows(payrollUuid: string): Promise<ApiJson[]> {
  const res = await http.call('GET', `${payrolls()}/${payrollUuid}?per=100`);
  expect(res.status).toBe(200);
  return res.body.employee_compensations;
}

/** Employees a payroll can pay (onboarded, with a job), with their jobs' rates. */
async function payableStaff(): Promise<ApiJson[]> {
  const res = await http.call('GET', `/v1/companies/${http.company}/employees?per=100`);
  return res.body.filter((e: ApiJson) => e.onboarding_status === 'onboarding_completed' && e.jobs?.length);
}

async function payrollEvents(): Promise<ApiJson[]> {
  const res = await http.call('GET', '/v1/events?limit=100', undefined, http.api.tokens.system);
  return res.body.filter((e: ApiJson) => e.entity_type === 'Payroll');
}

describe('the transition payroll a pay schedule change leaves (DECISIONS 40, 44)', () => {
  it('is made for the gap the preview named, with the employees who moved and their regular pay for it', async () => {
    const second = await addPaySchedule(http, TWICE_A_MONTH);
    const body = { type: 'single', default_pay_schedule_uuid: second.uuid };
    const preview = await http.call('POST', `${schedules()}/assignment_preview`, body);
    const gaps = preview.body.employee_changes.map((c: ApiJson) => c.transition_pay_period);
    // Everyone's biweekly period ends Fri Jun 19; the first twice-a-month one after it is Jul 1–15.
    expect(new Set(gaps.map((g: ApiJson) => JSON.stringify(g)))).toEqual(
      new Set([JSON.stringify({ start_date: '2026-06-20', end_date: '2026-06-30' })]),
    );
    expect(await transitionPayrolls()).toEqual([]);

    await assignPaySchedules(http, body);
    const [payroll, ...others] = await transitionPayrolls();
    expect(others).toEqual([]);
    // Its check date is the gap's last day (Tue Jun 30, a business day), the deadline two business
    // days before at 16:00 Pacific (DECISIONS 46).
    expect(payroll).toMatchObject({
      off_cycle: true,
      off_cycle_reason: 'Transition from old pay schedule',
      processed: false,
      check_date: '2026-06-30',
      payroll_deadline: '2026-06-26T16:00:00-07:00',
      pay_period: { start_date: '2026-06-20', end_date: '2026-06-30', pay_schedule_uuid: second.uuid },
    });
    expect((await payrollEvents()).filter((e) => e.event_type === 'payroll.created')).toEqual([
      expect.objectContaining({ entity_uuid: payroll.uuid }),
    ]);

    // Everyone the preview moved whom a payroll can pay (the one still onboarding is left out).
    const staff = await payableStaff();
    const moved = preview.body.employee_changes.map((c: ApiJson) => c.employee_uuid);
    expect(staff.length).toBeLessThan(moved.length);
    const lines = await rows(payroll.uuid);
    expect(lines.map((r) => r.employee_uuid).sort()).toEqual(staff.map((e) => e.uuid).sort());

    // Hand-worked regular pay of the gap, Sat Jun 20 – Tue Jun 30, 2026: its business days are
    // Mon 22 – Fri 26 and Mon 29 – Tue 30, 7 in all (no bank holiday; Juneteenth, Fri Jun 19, is
    // before it).
    //   salaried, $85,000 a year: 85,000 × 7 ÷ 260 = 2,288.4615… → $2,288.46 (the day rate of
    //     DECISIONS 57, rounded once);
    //   hourly, $24.50 an hour: 7 × 8 = 56 regular hours × $24.50 = $1,372.00.
    const salaried = staff.find((e) => e.jobs[0].rate === '85000.00');
    const hourly = staff.find((e) => e.jobs[0].rate === '24.50');
    const hourlyRow = lines.find((r) => r.employee_uuid === hourly.uuid);
    expect(hourlyRow.hourly_compensations.find((h: ApiJson) => h.name === 'Regular Hours').hours).toBe(
      '56.000',
    );

    expect((await http.call('PUT', `${payrolls()}/${payroll.uuid}/calculate`)).status).toBe(202);
    await http.advance(1000);
    const calculated = await rows(payroll.uuid);
    expect(calculated.find((r) => r.employee_uuid === salaried.uuid).gross_pay).toBe('2288.46');
    expect(calculated.find((r) => r.employee_uuid === hourly.uuid).gross_pay).toBe('1372.00');
  });

  it('pays a transition payroll created through POST /payrolls the same regular pay of its period', async () => {
    const second = await addPaySchedule(http, TWICE_A_MONTH);
    const staff = await payableStaff();
    const salaried = staff.find((e) => e.jobs[0].rate === '85000.00');
    const hourly = staff.find((e) => e.jobs[0].rate === '24.50');
    const created = await http.call('POST', payrolls(), {
      off_cycle: true,
      off_cycle_reason: 'Transition from old pay schedule',
      start_date: '2026-06-20',
      end_date: '2026-06-30',
      pay_schedule_uuid: second.uuid,
      employee_uuids: [salaried.uuid, hourly.uuid],
    });
    expect(created.status).toBe(200);
    expect((await http.call('PUT', `${payrolls()}/${created.body.uuid}/calculate`)).status).toBe(202);
    await http.advance(1000);
    // The same figures as the first test's, worked by hand there.
    const lines = await rows(created.body.uuid);
    expect(lines.find((r) => r.employee_uuid === salaried.uuid).gross_pay).toBe('2288.46');
    expect(lines.find((r) => r.employee_uuid === hourly.uuid).gross_pay).toBe('1372.00');
  });

  it('is paid on the earliest check date a run can make when the gap ends sooner', async () => {
    // Everyone is put on a weekly schedule ending on Fridays on Mon Jun 1, 2026, which pays them
    // by Fri Jun 19 (Juneteenth, a bank holiday), 09:00 in California: today's period is
    // Jun 13–19. They are then moved to a weekly one ending on Sundays: the first after Jun 19 is
    // Mon Jun 22 – Sun Jun 28, so the gap is the weekend, Jun 20–21, due Mon Jun 22. But a run
    // today is debited on the next business day, Mon Jun 22, and pays two business days later:
    // Wed Jun 24. (Both moves on Jun 19 would leave the biweekly schedule's Jun 10–23 period in
    // progress, which pays them to Jun 23: the Friday schedule would never pay them.)
    await http.restart({ now: fixedNow('2026-06-01T16:00:00Z'), employees: 6 });
    const weekly = async (end: string, pay: string) =>
      (
        await addPaySchedule(http, {
          frequency: 'Every week',
          anchor_pay_date: pay,
          anchor_end_of_pay_period: end,
        })
      ).uuid;
    await moveEveryoneTo(http, await weekly('2026-06-19', '2026-06-24'));
    await http.advance(18 * 86_400_000);
    await moveEveryoneTo(http, await weekly('2026-06-21', '2026-06-26'));
    const [payroll, ...others] = await transitionPayrolls();
    expect(others).toEqual([]);
    expect(payroll).toMatchObject({
      check_date: '2026-06-24',
      payroll_deadline: '2026-06-22T16:00:00-07:00',
      pay_period: { start_date: '2026-06-20', end_date: '2026-06-21' },
    });
    // A weekend holds no business day: the gap pays no regular hours.
    for (const row of await rows(payroll.uuid))
      for (const line of row.hourly_compensations) expect(line.hours).toBe('0.000');
  });

  it('is listed by pay_periods with payroll_types=transition, and regular alone stays as it was', async () => {
    const second = await addPaySchedule(http, TWICE_A_MONTH);
    await moveEveryoneTo(http, second.uuid);
    const [payroll] = await transitionPayrolls();

    expect(await payPeriods('transition')).toEqual([
      {
        start_date: '2026-06-20',
        end_date: '2026-06-30',
        pay_schedule_uuid: second.uuid,
        payroll: {
          payroll_uuid: payroll.uuid,
          check_date: '2026-06-30',
          processed: false,
          payroll_deadline: '2026-06-26T16:00:00-07:00',
          payroll_type: 'transition',
        },
      },
    ]);
    const regular = await payPeriods('regular');
    expect(regular.length).toBeGreaterThan(0);
    expect(regular.every((p) => p.payroll.payroll_type === 'regular')).toBe(true);
    expect(await payPeriods('')).toEqual(regular);
    const both = await payPeriods('regular,transition');
    expect(both.filter((p) => p.payroll.payroll_type === 'regular')).toEqual(regular);
    expect(both.filter((p) => p.payroll.payroll_type === 'transition')).toEqual(
      await payPeriods('transition'),
    );
  });

  it('makes none when the new schedule starts the day after the old period ends', async () => {
    // Weekly, periods ending on Fridays like the biweekly ones: the first after Jun 19 is Jun 20–26.
    const weekly = await http.call('POST', schedules(), {
      frequency: 'Every week',
      anchor_pay_date: '2026-06-24',
      anchor_end_of_pay_period: '2026-06-19',
    });
    expect(weekly.status).toBe(201);
    const body = { type: 'single', default_pay_schedule_uuid: weekly.body.uuid };
    const preview = await http.call('POST', `${schedules()}/assignment_preview`, body);
    expect(preview.body.employee_changes.length).toBeGreaterThan(0);
    for (const change of preview.body.employee_changes) {
      expect(change.first_pay_period).toMatchObject({ start_date: '2026-06-20', end_date: '2026-06-26' });
      expect(change.transition_pay_period).toBeNull();
    }
    await assignPaySchedules(http, body);
    expect(await transitionPayrolls()).toEqual([]);
    expect(await payPeriods('transition')).toEqual([]);
    expect((await payrollEvents()).filter((e) => e.event_type === 'payroll.created')).toEqual([]);
  });

  it('keeps one payroll per schedule and gap when assignments are applied again', async () => {
    const second = await addPaySchedule(http, TWICE_A_MONTH);
    const staff = await payableStaff();
    const first = (await http.call('GET', schedules())).body[0];
    // The hourly employees move first: the transition payroll pays them alone.
    await assignPaySchedules(http, {
      type: 'hourly_salaried',
      hourly_pay_schedule_uuid: second.uuid,
      salaried_pay_schedule_uuid: first.uuid,
    });
    const [hourlyOnly, ...none] = await transitionPayrolls();
    expect(none).toEqual([]);
    const hourly = staff.filter((e) => e.jobs[0].payment_unit === 'Hour').map((e) => e.uuid);
    expect((await rows(hourlyOnly.uuid)).map((r) => r.employee_uuid).sort()).toEqual(hourly.sort());

    // Applying the same assignment again moves no one: nothing new.
    await assignPaySchedules(http, {
      type: 'hourly_salaried',
      hourly_pay_schedule_uuid: second.uuid,
      salaried_pay_schedule_uuid: first.uuid,
    });
    expect((await transitionPayrolls()).map((p) => p.uuid)).toEqual([hourlyOnly.uuid]);

    // Then everyone: the salaried join the same payroll, and a calculation made before is dropped.
    expect((await http.call('PUT', `${payrolls()}/${hourlyOnly.uuid}/calculate`)).status).toBe(202);
    await http.advance(1000);
    await moveEveryoneTo(http, second.uuid);
    const [everyone, ...more] = await transitionPayrolls();
    expect(more).toEqual([]);
    expect(everyone).toMatchObject({ uuid: hourlyOnly.uuid, calculated_at: null });
    expect((await rows(everyone.uuid)).map((r) => r.employee_uuid).sort()).toEqual(
      staff.map((e) => e.uuid).sort(),
    );
    expect(await payPeriods('transition')).toHaveLength(1);
    expect((await payrollEvents()).filter((e) => e.event_type === 'payroll.created')).toHaveLength(1);
  });

  it('takes an employee off their waiting transition when they move again, and drops a payroll left empty', async () => {
    const second = await addPaySchedule(http, TWICE_A_MONTH);
    const [mover, stayer] = await payableStaff();
    await assignPaySchedules(http, {
      type: 'by_employee',
      partial_assignment: true,
      employees: [
        { employee_uuid: mover.uuid, pay_schedule_uuid: second.uuid },
        { employee_uuid: stayer.uuid, pay_schedule_uuid: second.uuid },
      ],
    });
    const [waiting] = await transitionPayrolls();
    expect((await rows(waiting.uuid)).map((r) => r.employee_uuid).sort()).toEqual(
      [mover.uuid, stayer.uuid].sort(),
    );

    // A weekly schedule ending on Fridays: the twice-a-month one has no period holding today
    // (its first is Jun 16–30), so the move leaves no gap, and no transition replaces the old one.
    const weekly = await addPaySchedule(http, {
      frequency: 'Every week',
      anchor_pay_date: '2026-06-24',
      anchor_end_of_pay_period: '2026-06-19',
    });
    const moveAgain = (uuid: string) =>
      assignPaySchedules(http, {
        type: 'by_employee',
        partial_assignment: true,
        employees: [{ employee_uuid: uuid, pay_schedule_uuid: weekly.uuid }],
      });
    await moveAgain(mover.uuid);
    const [kept, ...others] = await transitionPayrolls();
    expect(others).toEqual([]);
    expect(kept.uuid).toBe(waiting.uuid);
    expect((await rows(kept.uuid)).map((r) => r.employee_uuid)).toEqual([stayer.uuid]);

    await moveAgain(stayer.uuid);
    expect(await transitionPayrolls()).toEqual([]);
    expect((await http.call('GET', `${payrolls()}/${waiting.uuid}`)).status).toBe(404);
    expect(await payPeriods('transition')).toEqual([]);
    const events = (await payrollEvents()).map((e) => [e.event_type, e.entity_uuid]);
    expect(events).toContainEqual(['payroll.deleted', waiting.uuid]);
  });

  it('is prepared, edited, calculated, submitted, processed and cancelled like any off-cycle payroll', async () => {
    const second = await addPaySchedule(http, TWICE_A_MONTH);
    await moveEveryoneTo(http, second.uuid);
    const [payroll] = await transitionPayrolls();
    const path = `${payrolls()}/${payroll.uuid}`;

    const prepared = await http.call('PUT', `${path}/prepare`);
    expect(prepared.status).toBe(200);
    const row = prepared.body.employee_compensations[0];
    const bonus = await http.call('PUT', path, {
      employee_compensations: [
        {
          employee_uuid: row.employee_uuid,
          version: row.version,
          fixed_compensations: [{ name: 'Bonus', amount: '100.00' }],
        },
      ],
    });
    expect(bonus.status).toBe(200);

    expect((await http.call('PUT', `${path}/submit`)).status).toBe(202);
    await http.advance(2000);
    const processed = await http.call('GET', `${path}?include=totals`);
    expect(processed.body).toMatchObject({
      processed: true,
      processing_request: { status: 'submit_success' },
      payroll_status_meta: { cancellable: true },
    });
    expect(processed.body.totals.employee_bonuses).toBe('100.00');
    expect((await payPeriods('transition'))[0].payroll).toMatchObject({
      payroll_uuid: payroll.uuid,
      processed: true,
    });
    // Processed, it is no longer waiting: a new assignment leaves it alone.
    expect(await transitionPayrolls()).toEqual([]);

    // Before its deadline (Fri Jun 26, 16:00 Pacific) it can be cancelled back to unprocessed.
    const cancelled = await http.call('PUT', `${path}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.processed).toBe(false);
    expect((await transitionPayrolls()).map((p) => p.uuid)).toEqual([payroll.uuid]);
    const events = (await payrollEvents())
      .filter((e) => e.entity_uuid === payroll.uuid)
      .map((e) => e.event_type);
    expect(events).toEqual(
      expect.arrayContaining([
        'payroll.created',
        'payroll.submitted',
        'payroll.processed',
        'payroll.cancelled',
      ]),
    );
  });
});
