import { describe, expect, it } from 'vitest';
import { createDemoApi, type DemoApi } from '../../../src/testing';
import { demoAdmin } from '../../support/demoAdmin';
import { addPaySchedule, paySchedules, TWICE_A_MONTH } from '../../support/paySchedules';
import { call, employees, fixedNow, type ApiJson } from './request';

// The demo clock is Mon Jun 15, 2026. The seeded schedule is every other week, periods ending on
// Fridays (Jun 5, Jun 19, Jul 3, …) and paid the Wednesday after.

const schedules = (api: DemoApi) => `/v1/companies/${api.companyUuid}/pay_schedules`;

/** The seeded every-other-week schedule. */
const seededSchedule = async (api: DemoApi): Promise<ApiJson> => (await paySchedules(demoAdmin(api)))[0]!;

async function payPeriods(api: DemoApi, query = 'start_date=2026-06-01&end_date=2026-09-15') {
  const res = await call(api, 'GET', `/v1/companies/${api.companyUuid}/pay_periods?${query}`);
  expect(res.status).toBe(200);
  return res.body as ApiJson[];
}

/** Whether an employee's primary job is paid by the hour, read through the API. */
async function isHourly(api: DemoApi, employeeUuid: string): Promise<boolean> {
  const jobs = (await call(api, 'GET', `/v1/employees/${employeeUuid}/jobs`)).body as ApiJson[];
  const job = jobs.find((j) => j.primary) ?? jobs[0];
  const pay = job?.compensations?.at(-1);
  return pay?.payment_unit === 'Hour' && pay?.flsa_status === 'Nonexempt';
}

describe('pay schedule assignments (DECISIONS 44, 47 d)', () => {
  it('puts everyone on the first schedule and creates a later one inactive, with no pay periods', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 12 });
    const first = await seededSchedule(api);
    expect(first.active).toBe(true);
    const assignments = (await call(api, 'GET', `${schedules(api)}/assignments`)).body;
    expect(assignments).toMatchObject({ type: 'single', default_pay_schedule_uuid: first.uuid });
    const second = await addPaySchedule(demoAdmin(api), TWICE_A_MONTH);
    expect(second.active).toBe(false);
    expect((await payPeriods(api)).some((p) => p.pay_schedule_uuid === second.uuid)).toBe(false);
  });

  it('previews moving hourly employees with their first pay period and the transition gap, then assigns', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 12 });
    const first = await seededSchedule(api);
    const second = await addPaySchedule(demoAdmin(api), TWICE_A_MONTH);
    const body = {
      type: 'hourly_salaried',
      hourly_pay_schedule_uuid: second.uuid,
      salaried_pay_schedule_uuid: first.uuid,
    };
    const before = api.snapshot();
    const preview = await call(api, 'POST', `${schedules(api)}/assignment_preview`, { body });
    expect(preview.status).toBe(200);
    expect(api.snapshot()).toBe(before);
    expect(preview.body.type).toBe('hourly_salaried');
    const changes = preview.body.employee_changes as ApiJson[];
    expect(changes.length).toBeGreaterThan(0);
    const all = await employees(api);
    const hourly = [];
    for (const e of all) if (await isHourly(api, e.uuid)) hourly.push(e.uuid);
    expect(changes.map((c) => c.employee_uuid).sort()).toEqual(hourly.sort());
    // Their biweekly period Jun 6–19 ends on Friday the 19th; the first twice-a-month period that
    // starts after it is Jul 1–15 (paid Wed Jul 15); Jun 20–30 is left to a transition payroll.
    expect(changes[0]).toMatchObject({
      pay_frequency: 'Twice per month',
      first_pay_period: {
        pay_schedule_uuid: second.uuid,
        start_date: '2026-07-01',
        end_date: '2026-07-15',
        check_date: '2026-07-15',
      },
      transition_pay_period: { start_date: '2026-06-20', end_date: '2026-06-30' },
    });
    expect(changes[0].first_name).toBe(
      all.find((e: ApiJson) => e.uuid === changes[0].employee_uuid).first_name,
    );

    const assigned = await call(api, 'POST', `${schedules(api)}/assign`, { body });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toBeNull();
    const list = (await call(api, 'GET', schedules(api))).body as ApiJson[];
    expect(list.map((s) => s.active)).toEqual([true, true]);
    expect((await call(api, 'GET', `${schedules(api)}/assignments`)).body).toMatchObject(body);
    // Nobody changes twice: the same preview now lists no one.
    const again = await call(api, 'POST', `${schedules(api)}/assignment_preview`, { body });
    expect(again.body.employee_changes).toEqual([]);

    // Row 39: the newly active schedule has its upcoming payrolls, linked from its pay periods.
    const periods = (await payPeriods(api)).filter((p) => p.pay_schedule_uuid === second.uuid);
    // Its first period is the one ending at its anchor, Jun 30.
    expect(periods.map((p) => [p.start_date, p.end_date, p.payroll.check_date])).toEqual([
      ['2026-06-16', '2026-06-30', '2026-06-30'],
      // Wed Jul 15; Fri Jul 31; Sat Aug 15 → Fri Aug 14; Mon Aug 31; Tue Sep 15.
      ['2026-07-01', '2026-07-15', '2026-07-15'],
      ['2026-07-16', '2026-07-31', '2026-07-31'],
      ['2026-08-01', '2026-08-15', '2026-08-14'],
      ['2026-08-16', '2026-08-31', '2026-08-31'],
      ['2026-09-01', '2026-09-15', '2026-09-15'],
    ]);
    for (const p of periods.filter((p) => p.payroll.check_date >= '2026-06-15')) {
      expect(p.payroll).toMatchObject({ processed: false, payroll_type: 'regular' });
      expect(p.payroll.payroll_uuid).toEqual(expect.any(String));
      const payroll = await call(
        api,
        'GET',
        `/v1/companies/${api.companyUuid}/payrolls/${p.payroll.payroll_uuid}`,
      );
      expect(payroll.body.pay_period).toMatchObject({ start_date: p.start_date, end_date: p.end_date });
    }
  });

  it('moves chosen employees by_employee only with partial_assignment, and lists every employee after', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 8 });
    const first = await seededSchedule(api);
    const second = await addPaySchedule(demoAdmin(api), TWICE_A_MONTH);
    const [mover] = await employees(api);
    const employeesBody = [{ employee_uuid: mover.uuid, pay_schedule_uuid: second.uuid }];
    const before = api.snapshot();
    const whole = await call(api, 'POST', `${schedules(api)}/assign`, {
      body: { type: 'by_employee', employees: employeesBody },
    });
    expect(whole.status).toBe(422);
    expect(whole.body.errors[0]).toMatchObject({
      error_key: 'employees',
      category: 'invalid_attribute_value',
    });
    expect(whole.body.errors[0].metadata.employee_uuids).toHaveLength(7);
    expect(api.snapshot()).toBe(before);

    const body = { type: 'by_employee', partial_assignment: true, employees: employeesBody };
    const preview = await call(api, 'POST', `${schedules(api)}/assignment_preview`, { body });
    expect(preview.body.employee_changes.map((c: ApiJson) => c.employee_uuid)).toEqual([mover.uuid]);
    expect((await call(api, 'POST', `${schedules(api)}/assign`, { body })).status).toBe(200);
    const assignments = (await call(api, 'GET', `${schedules(api)}/assignments`)).body;
    expect(assignments.type).toBe('by_employee');
    expect(assignments.employees).toHaveLength(8);
    for (const row of assignments.employees)
      expect(row.pay_schedule_uuid).toBe(row.employee_uuid === mover.uuid ? second.uuid : first.uuid);
  });

  it('deactivates a schedule left without employees and drops its unprocessed payrolls', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 8 });
    const first = await seededSchedule(api);
    const second = await addPaySchedule(demoAdmin(api), TWICE_A_MONTH);
    const [mover] = await employees(api);
    await call(api, 'POST', `${schedules(api)}/assign`, {
      body: {
        type: 'by_employee',
        partial_assignment: true,
        employees: [{ employee_uuid: mover.uuid, pay_schedule_uuid: second.uuid }],
      },
    });
    expect((await payPeriods(api)).some((p) => p.pay_schedule_uuid === second.uuid)).toBe(true);
    await call(api, 'POST', `${schedules(api)}/assign`, {
      body: { type: 'single', default_pay_schedule_uuid: first.uuid },
    });
    const list = (await call(api, 'GET', schedules(api))).body as ApiJson[];
    expect(list.map((s) => [s.uuid, s.active])).toEqual([
      [first.uuid, true],
      [second.uuid, false],
    ]);
    const unprocessed = (
      await call(api, 'GET', `/v1/companies/${api.companyUuid}/payrolls?processing_statuses=unprocessed`)
    ).body as ApiJson[];
    expect(unprocessed.length).toBeGreaterThan(0);
    expect(unprocessed.every((p) => p.pay_period.pay_schedule_uuid !== second.uuid)).toBe(true);
  });

  it('refuses by_department while the company has no departments, and unknown schedules, changing nothing', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 4 });
    const before = api.snapshot();
    const department = await call(api, 'POST', `${schedules(api)}/assign`, {
      body: { type: 'by_department', departments: [] },
    });
    expect(department.status).toBe(422);
    expect(department.body.errors).toEqual([
      expect.objectContaining({ error_key: 'type', category: 'invalid_attribute_value' }),
    ]);
    const unknown = await call(api, 'POST', `${schedules(api)}/assignment_preview`, {
      body: { type: 'single', default_pay_schedule_uuid: 'no-such-schedule' },
    });
    expect(unknown.body.errors[0]).toMatchObject({ error_key: 'default_pay_schedule_uuid' });
    const missing = await call(api, 'POST', `${schedules(api)}/assign`, {
      body: { type: 'hourly_salaried' },
    });
    expect(missing.body.errors.map((e: ApiJson) => e.error_key)).toEqual([
      'hourly_pay_schedule_uuid',
      'salaried_pay_schedule_uuid',
    ]);
    const badRow = await call(api, 'POST', `${schedules(api)}/assign`, {
      body: {
        type: 'by_employee',
        partial_assignment: true,
        employees: [{ employee_uuid: 'x', pay_schedule_uuid: 'y' }],
      },
    });
    expect(badRow.body.errors[0]).toMatchObject({
      error_key: 'employees',
      category: 'nested_errors',
      idx: 0,
    });
    expect(api.snapshot()).toBe(before);
  });
});

describe('upcoming payrolls after a schedule update (DECISIONS 39, UPSTREAM C)', () => {
  it('deletes the unprocessed payrolls ending today or later and makes them again on the new dates', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 8 });
    const schedule = await seededSchedule(api);
    const beforePeriods = await payPeriods(api);
    const processed = beforePeriods.filter((p) => p.payroll.processed);
    expect(processed).toHaveLength(1);
    const upcoming = beforePeriods.filter((p) => !p.payroll.processed && p.payroll.payroll_uuid);
    expect(upcoming.length).toBeGreaterThan(3);
    // Pay on the Friday the period ends instead of the Wednesday after.
    const updated = await call(api, 'PUT', `${schedules(api)}/${schedule.uuid}`, {
      body: { version: schedule.version, anchor_pay_date: schedule.anchor_end_of_pay_period },
    });
    expect(updated.status).toBe(200);
    for (const old of upcoming) {
      const res = await call(
        api,
        'GET',
        `/v1/companies/${api.companyUuid}/payrolls/${old.payroll.payroll_uuid}`,
      );
      expect(res.status).toBe(404);
    }
    const after = await payPeriods(api);
    expect(after.filter((p) => p.payroll.processed).map((p) => p.payroll.payroll_uuid)).toEqual(
      processed.map((p) => p.payroll.payroll_uuid),
    );
    const recreated = after.filter((p) => !p.payroll.processed && p.payroll.check_date >= '2026-06-15');
    expect(recreated.map((p) => [p.end_date, p.payroll.check_date])).toEqual([
      // Fri Jun 19, 2026 is Juneteenth: paid Thursday the 18th.
      ['2026-06-19', '2026-06-18'],
      // Fri Jul 3, 2026 stays a pay date: Independence Day falls on Saturday, not observed.
      ['2026-07-03', '2026-07-03'],
      ['2026-07-17', '2026-07-17'],
      ['2026-07-31', '2026-07-31'],
      ['2026-08-14', '2026-08-14'],
      ['2026-08-28', '2026-08-28'],
      ['2026-09-11', '2026-09-11'],
    ]);
    for (const p of recreated) expect(p.payroll.payroll_uuid).toEqual(expect.any(String));
  });
});

describe('auto-payroll (UPSTREAM C auto_payroll_enablement_blockers)', () => {
  it('names employees paid by check as a blocker and refuses to turn it on', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 12 });
    const schedule = await seededSchedule(api);
    const blocker = schedule.auto_payroll_enablement_blockers.find(
      (b: ApiJson) => b.key === 'employees_not_on_direct_deposit',
    );
    expect(blocker.metadata.employee_uuids.length).toBeGreaterThan(0);
    for (const uuid of blocker.metadata.employee_uuids) {
      const method = await call(api, 'GET', `/v1/employees/${uuid}/payment_method`);
      expect(method.body.type).toBe('Check');
    }
    const before = api.snapshot();
    const refused = await call(api, 'PUT', `${schedules(api)}/${schedule.uuid}`, {
      body: { version: schedule.version, auto_payroll: true },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      error_key: 'auto_payroll',
      category: 'invalid_attribute_value',
      metadata: { key: 'employees_not_on_direct_deposit' },
    });
    expect(api.snapshot()).toBe(before);
  });

  it('turns on for a company with nothing in the way, and the blockers become null', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 0 });
    const schedule = await seededSchedule(api);
    expect(schedule.auto_payroll_enablement_blockers).toEqual([]);
    const on = await call(api, 'PUT', `${schedules(api)}/${schedule.uuid}`, {
      body: { version: schedule.version, auto_payroll: true },
    });
    expect(on.body).toMatchObject({ auto_payroll: true, auto_payroll_enablement_blockers: null });
  });
});

describe('employee date of birth (issue 16)', () => {
  it('refuses a date of birth in the future on create and update', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 1 });
    const create = await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
      body: { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '2031-01-01' },
    });
    expect(create.status).toBe(422);
    expect(create.body.errors).toEqual([
      expect.objectContaining({ error_key: 'date_of_birth', category: 'invalid_attribute_value' }),
    ]);
    const [employee] = await employees(api);
    const update = await call(api, 'PUT', `/v1/employees/${employee.uuid}`, {
      body: { version: employee.version, date_of_birth: '2026-06-16' },
    });
    expect(update.body.errors[0]).toMatchObject({ error_key: 'date_of_birth' });
    const today = await call(api, 'PUT', `/v1/employees/${employee.uuid}`, {
      body: { version: employee.version, date_of_birth: '1990-06-15' },
    });
    expect(today.status).toBe(200);
  });
});
