import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Time sheets and payroll syncs over HTTP (UPSTREAM-3 N.7, DECISIONS 75): a sheet made `pending`
 * (201, `hours_worked` a number ≥ 0.001 with at most 3 decimals, answered as "1.500"), listed with
 * its filters, approved by `PUT` with `status` and the version (409 when stale), deleted (204);
 * a sync (202, `completed_at` null) completes a second later with the period's approved hours in
 * its regular payroll, summed per employee and classification, replacing what was there.
 */

// Monday 15 June 2026, 09:00 in California: the next regular payroll pays 6–19 June.
const http = demoHttpForEachTest({ employees: 3 });

const sheets = () => `/v1/companies/${http.company}/time_tracking/time_sheets`;
const sheet = (uuid: string) => `/v1/time_tracking/time_sheets/${uuid}`;
const syncs = () => `/v1/companies/${http.company}/time_tracking/payroll_syncs`;

/** The seeded people: Ada (hourly), Grace (salaried) and the third, hourly too. */
async function people(): Promise<ApiJson[]> {
  return (await http.call('GET', `/v1/companies/${http.company}/employees`)).body;
}

/** The next unprocessed regular payroll: its uuid and pay period. */
async function nextPayroll(): Promise<{ uuid: string; start: string; end: string; schedule: string }> {
  const list = await http.call(
    'GET',
    `/v1/companies/${http.company}/payrolls?processing_statuses=unprocessed&payroll_types=regular`,
  );
  const payroll = list.body[0];
  return {
    uuid: payroll.payroll_uuid ?? payroll.uuid,
    start: payroll.pay_period.start_date,
    end: payroll.pay_period.end_date,
    schedule: payroll.pay_period.pay_schedule_uuid,
  };
}

const day = (date: string) => `${date}T09:00:00-07:00`;

async function approvedSheet(employee: string, date: string, entries: unknown[]): Promise<ApiJson> {
  const made = await http.call('POST', sheets(), {
    entity_type: 'Employee',
    entity_uuid: employee,
    time_zone: 'America/Los_Angeles',
    shift_started_at: day(date),
    entries,
  });
  expect(made.status).toBe(201);
  const approved = await http.call('PUT', sheet(made.body.uuid), {
    version: made.body.version,
    status: 'approved',
  });
  expect(approved.status).toBe(200);
  return approved.body;
}

describe('time sheets (UPSTREAM-3 N.7)', () => {
  it('makes a pending sheet with hours as text, refuses bad hours on their entry, lists with filters, approves with the version, deletes', async () => {
    const [ada, grace] = await people();
    const made = await http.call('POST', sheets(), {
      entity_type: 'Employee',
      entity_uuid: ada.uuid,
      job_uuid: ada.jobs[0].uuid,
      time_zone: 'America/Los_Angeles',
      shift_started_at: '2026-06-08T09:00:00-07:00',
      shift_ended_at: '2026-06-08T18:30:00-07:00',
      metadata: { source: 'kiosk' },
      entries: [
        { hours_worked: 8, pay_classification: 'Regular' },
        { hours_worked: 1.5, pay_classification: 'Overtime' },
      ],
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      uuid: expect.any(String),
      company_uuid: http.company,
      entity_type: 'Employee',
      entity_uuid: ada.uuid,
      job_uuid: ada.jobs[0].uuid,
      status: 'pending',
      version: expect.any(String),
      synced_to_payroll_at: null,
      metadata: { source: 'kiosk' },
      entries: [
        { uuid: expect.any(String), hours_worked: '8.000', pay_classification: 'Regular' },
        { uuid: expect.any(String), hours_worked: '1.500', pay_classification: 'Overtime' },
      ],
    });

    const bad = await http.call('POST', sheets(), {
      entity_type: 'Employee',
      entity_uuid: grace.uuid,
      time_zone: 'Mars/Olympus_Mons',
      shift_started_at: 'yesterday',
      entries: [
        { hours_worked: 0.001, pay_classification: 'Regular' },
        { hours_worked: 1.2345, pay_classification: 'Regular' },
        { hours_worked: '1.5', pay_classification: 'Regular' },
        { hours_worked: 0.0004, pay_classification: 'Triple time' },
        { hours_worked: 1e300, pay_classification: 'Regular' },
      ],
    });
    expect(bad.status).toBe(422);
    const keys = bad.body.errors.map((e: ApiJson) => [e.error_key, e.idx ?? null]);
    expect(keys).toEqual([
      ['time_zone', null],
      ['shift_started_at', null],
      ['entries', 1],
      ['entries', 2],
      ['entries', 3],
      ['entries', 4],
    ]);
    expect(bad.body.errors[5].errors[0]).toMatchObject({
      error_key: 'hours_worked',
      category: 'invalid_attribute_value',
    });
    expect(bad.body.errors[4].errors.map((e: ApiJson) => e.error_key)).toEqual([
      'hours_worked',
      'pay_classification',
    ]);
    const stranger = await http.call('POST', sheets(), {
      entity_type: 'Contractor',
      entity_uuid: ada.uuid,
      job_uuid: ada.jobs[0].uuid,
      time_zone: 'America/New_York',
      shift_started_at: '2026-06-08T09:00:00Z',
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors.map((e: ApiJson) => e.error_key)).toEqual(['entity_uuid', 'job_uuid']);
    const missing = await http.call('POST', sheets(), {});
    expect(missing.body.errors.map((e: ApiJson) => [e.error_key, e.category])).toEqual([
      ['entity_uuid', 'missing_parameter'],
      ['entity_type', 'missing_parameter'],
      ['time_zone', 'missing_parameter'],
      ['shift_started_at', 'missing_parameter'],
    ]);

    await http.call('POST', sheets(), {
      entity_type: 'Employee',
      entity_uuid: grace.uuid,
      time_zone: 'America/Los_Angeles',
      shift_started_at: '2026-06-09T09:00:00-07:00',
    });
    const approved = await http.call('PUT', sheet(made.body.uuid), {
      version: made.body.version,
      status: 'approved',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(approved.body.entries).toEqual(made.body.entries);
    const stale = await http.call('PUT', sheet(made.body.uuid), {
      version: made.body.version,
      status: 'rejected',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_resource_version' });
    const badStatus = await http.call('PUT', sheet(made.body.uuid), {
      version: approved.body.version,
      status: 'paid',
    });
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.errors[0]).toMatchObject({ error_key: 'status' });

    const onlyApproved = await http.call('GET', `${sheets()}?status=approved`);
    expect(onlyApproved.body.map((s: ApiJson) => s.uuid)).toEqual([made.body.uuid]);
    const graces = await http.call('GET', `${sheets()}?entity_uuids[]=${grace.uuid}`);
    expect(graces.body.map((s: ApiJson) => s.entity_uuid)).toEqual([grace.uuid]);
    const latestShiftFirst = await http.call('GET', `${sheets()}?sort_by=shift_started_at&sort_order=desc`);
    expect(latestShiftFirst.body.map((s: ApiJson) => s.entity_uuid)).toEqual([grace.uuid, ada.uuid]);
    expect(latestShiftFirst.headers.get('x-total-count')).toBe('2');
    for (const query of [
      'status=paid',
      'sort_by=hours',
      'sort_order=up',
      'entity_type=Robot',
      'before=soon',
    ]) {
      const refused = await http.call('GET', `${sheets()}?${query}`);
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({
        error_key: query.split('=')[0],
        category: 'invalid_parameter',
      });
    }

    expect((await http.call('DELETE', sheet(made.body.uuid))).status).toBe(204);
    expect((await http.call('GET', sheet(made.body.uuid))).status).toBe(404);
  });

  it('syncs the period’s approved hours into its payroll a second later, summed per classification and replacing what was there', async () => {
    const [ada, grace, third] = await people();
    const payroll = await nextPayroll();
    const body = {
      kind: 'regular',
      pay_schedule_uuid: payroll.schedule,
      pay_period_start_date: payroll.start,
      pay_period_end_date: payroll.end,
    };
    // Nothing approved yet: an empty export.
    const empty = await http.call('POST', syncs(), body);
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });

    await approvedSheet(ada.uuid, payroll.start, [
      { hours_worked: 8.5, pay_classification: 'Regular' },
      { hours_worked: 1.25, pay_classification: 'Overtime' },
    ]);
    const second = await approvedSheet(ada.uuid, '2026-06-09', [
      { hours_worked: 7.75, pay_classification: 'Regular' },
      { hours_worked: 0.5, pay_classification: 'Double overtime' },
    ]);
    await approvedSheet(third.uuid, payroll.end, [{ hours_worked: 12.125, pay_classification: 'Regular' }]);
    // Not taken: a pending sheet, a rejected one, and an approved one of the next period.
    await http.call('POST', sheets(), {
      entity_type: 'Employee',
      entity_uuid: ada.uuid,
      time_zone: 'America/Los_Angeles',
      shift_started_at: day('2026-06-10'),
      entries: [{ hours_worked: 100, pay_classification: 'Regular' }],
    });
    const rejected = await approvedSheet(ada.uuid, '2026-06-11', [
      { hours_worked: 50, pay_classification: 'Overtime' },
    ]);
    await http.call('PUT', sheet(rejected.uuid), { version: rejected.version, status: 'rejected' });
    await approvedSheet(ada.uuid, '2026-06-20', [{ hours_worked: 40, pay_classification: 'Regular' }]);

    const started = await http.call('POST', syncs(), body);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      uuid: expect.any(String),
      kind: 'regular',
      pay_schedule_uuid: payroll.schedule,
      pay_period_start_date: payroll.start,
      pay_period_end_date: payroll.end,
      submitted_at: expect.any(String),
      completed_at: null,
      errors: [],
      warnings: [],
    });
    const running = await http.call('GET', `/v1/time_tracking/payroll_syncs/${started.body.uuid}`);
    expect(running.body.completed_at).toBeNull();
    await http.advance(1000);
    const done = await http.call('GET', `/v1/time_tracking/payroll_syncs/${started.body.uuid}`);
    expect(done.status).toBe(200);
    expect(done.body.completed_at).toEqual(expect.any(String));
    expect(done.body.errors).toEqual([]);

    const rows = (await http.call('GET', `/v1/companies/${http.company}/payrolls/${payroll.uuid}`)).body
      .employee_compensations as ApiJson[];
    const hoursOf = (uuid: string) =>
      Object.fromEntries(
        rows
          .find((r) => r.employee_uuid === uuid)!
          .hourly_compensations.map((h: ApiJson) => [h.name, h.hours]),
      );
    // 8.5 + 7.75 regular, 1.25 overtime, 0.5 double overtime: the seeded 80 regular hours replaced.
    expect(hoursOf(ada.uuid)).toEqual({
      'Regular Hours': '16.250',
      Overtime: '1.250',
      'Double overtime': '0.500',
    });
    expect(hoursOf(third.uuid)).toEqual({
      'Regular Hours': '12.125',
      Overtime: '0.000',
      'Double overtime': '0.000',
    });
    // The salaried employee keeps her row as it was.
    expect(rows.find((r) => r.employee_uuid === grace.uuid)!.hourly_compensations).toEqual([]);

    const synced = await http.call('GET', sheet(second.uuid));
    expect(synced.body.synced_to_payroll_at).toEqual(expect.any(String));
    const deleteSynced = await http.call('DELETE', sheet(second.uuid));
    expect(deleteSynced.status).toBe(422);
    expect(deleteSynced.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    const pending = await http.call('GET', `${sheets()}?status=pending`);
    expect(pending.body.every((s: ApiJson) => s.synced_to_payroll_at === null)).toBe(true);
  });

  it('refuses a sync without a usable schedule, period or employees, and hostile bodies, with a clean 4xx', async () => {
    const payroll = await nextPayroll();
    const body = {
      kind: 'regular',
      pay_schedule_uuid: payroll.schedule,
      pay_period_start_date: payroll.start,
      pay_period_end_date: payroll.end,
    };
    const unknown = await http.call('POST', syncs(), { ...body, pay_schedule_uuid: 'no-such-schedule' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({
      error_key: 'pay_schedule_uuid',
      category: 'invalid_attribute_value',
    });
    const offPeriod = await http.call('POST', syncs(), { ...body, pay_period_start_date: '2026-06-07' });
    expect(offPeriod.status).toBe(422);
    expect(offPeriod.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    const wrongKind = await http.call('POST', syncs(), { ...body, kind: 'off_cycle' });
    expect(wrongKind.body.errors[0]).toMatchObject({ error_key: 'kind' });
    for (const hostile of [[], 'x', { ...body, pay_period_end_date: '2026-02-30' }, { kind: { $ne: 1 } }]) {
      const refused = await http.call('POST', syncs(), hostile);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    }
    for (const hostile of [[], { entries: 'all' }, { entries: [null] }, { metadata: { a: 1 } }]) {
      const refused = await http.call('POST', sheets(), hostile);
      expect(refused.status).toBe(422);
    }
    expect((await http.call('GET', '/v1/time_tracking/payroll_syncs/no-such-sync')).status).toBe(404);

    // A company whose payroll pays no one.
    await http.restart({ employees: 0 });
    const nobody = await nextPayroll();
    const none = await http.call('POST', syncs(), {
      kind: 'regular',
      pay_schedule_uuid: nobody.schedule,
      pay_period_start_date: nobody.start,
      pay_period_end_date: nobody.end,
    });
    expect(none.status).toBe(422);
    expect(none.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    expect(none.body.errors[0].message).toMatch(/pays no employees/);
  });
});
