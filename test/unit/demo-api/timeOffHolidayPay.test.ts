import { describe, expect, it } from 'vitest';
import { call } from './request';
import { staff, timeOffApi } from './timeOffSetup';

describe('holiday pay policy (UPSTREAM D.3)', () => {
  it('is absent (204) until created; one per company; federal holidays chosen, version-safe', async () => {
    const api = timeOffApi();
    const path = `/v1/companies/${api.companyUuid}/holiday_pay_policy`;
    expect((await call(api, 'GET', path)).status).toBe(204);
    const created = await call(api, 'POST', path, {
      body: { federal_holidays: { new_years_day: { selected: true }, thanksgiving: { selected: true } } },
    });
    expect(created.status).toBe(200);
    expect(Object.keys(created.body.federal_holidays)).toHaveLength(11);
    expect(created.body.federal_holidays.thanksgiving).toEqual({
      selected: true,
      name: 'Thanksgiving',
      date: 'Fourth Thursday in November',
    });
    expect(created.body.federal_holidays.labor_day.selected).toBe(false);
    expect((await call(api, 'POST', path, { body: {} })).body.errors[0]).toMatchObject({
      category: 'invalid_operation',
    });

    const unknown = await call(api, 'PUT', path, {
      body: { version: created.body.version, federal_holidays: { boxing_day: { selected: true } } },
    });
    expect(unknown.body.errors[0]).toMatchObject({
      error_key: 'federal_holidays',
      metadata: { key: 'boxing_day' },
    });
    const updated = await call(api, 'PUT', path, {
      body: {
        version: created.body.version,
        federal_holidays: { labor_day: { selected: true }, new_years_day: { selected: false } },
      },
    });
    expect(updated.body.federal_holidays.labor_day.selected).toBe(true);
    expect(updated.body.federal_holidays.new_years_day.selected).toBe(false);
    const stale = await call(api, 'PUT', path, {
      body: { version: created.body.version, federal_holidays: {} },
    });
    expect(stale.status).toBe(409);
    expect((await call(api, 'DELETE', path)).status).toBe(204);
    expect((await call(api, 'GET', path)).status).toBe(204);
  });

  it('adds and removes employees with the version; unknown ones are refused by index', async () => {
    const api = timeOffApi();
    const { enrolled } = await staff(api);
    const path = `/v1/companies/${api.companyUuid}/holiday_pay_policy`;
    const none = await call(api, 'PUT', `${path}/add`, {
      body: { version: 'x', employees: [{ uuid: enrolled[0] }] },
    });
    expect(none.body.errors[0]).toMatchObject({ category: 'invalid_operation' });
    const created = (await call(api, 'POST', path, { body: {} })).body;
    expect(Object.values(created.federal_holidays).every((h) => (h as { selected: boolean }).selected)).toBe(
      true,
    );
    const added = await call(api, 'PUT', `${path}/add`, {
      body: { version: created.version, employees: [{ uuid: enrolled[0] }, { uuid: enrolled[1] }] },
    });
    expect(added.body.employees).toEqual([{ uuid: enrolled[0] }, { uuid: enrolled[1] }]);
    const bad = await call(api, 'PUT', `${path}/add`, {
      body: { version: added.body.version, employees: [{ uuid: enrolled[2] }, { uuid: 'nobody' }] },
    });
    expect(bad.body.errors[0]).toMatchObject({ error_key: 'employees', category: 'nested_errors', idx: 1 });
    const empty = await call(api, 'PUT', `${path}/add`, {
      body: { version: added.body.version, employees: [] },
    });
    expect(empty.body.errors[0].message).toBe('Employees are required.');
    const removed = await call(api, 'PUT', `${path}/remove`, {
      body: { version: added.body.version, employees: [{ uuid: enrolled[0] }] },
    });
    expect(removed.body.employees).toEqual([{ uuid: enrolled[1] }]);
  });

  it("previews the coming year's paid holidays on their observed days", async () => {
    const api = timeOffApi();
    const path = `/v1/companies/${api.companyUuid}`;
    await call(api, 'POST', `${path}/holiday_pay_policy`, {
      body: {
        federal_holidays: {
          new_years_day: { selected: true },
          independence_day: { selected: true },
          presidents_day: { selected: true },
          christmas_day: { selected: true },
        },
      },
    });
    const preview = await call(api, 'GET', `${path}/paid_holidays?year=2027`);
    // 2027: Jan 1 is a Friday; Jul 4 a Sunday (observed Mon Jul 5); Dec 25 a Saturday (observed Fri Dec 24).
    expect(preview.body).toEqual([
      {
        holiday_key: 'new_years_day',
        holiday_name: "New Year's Day",
        start_date: '2027-01-01',
        end_date: '2027-01-01',
      },
      {
        holiday_key: 'presidents_day',
        holiday_name: "Presidents' Day",
        start_date: '2027-02-15',
        end_date: '2027-02-15',
      },
      {
        holiday_key: 'independence_day',
        holiday_name: 'Independence Day',
        start_date: '2027-07-05',
        end_date: '2027-07-05',
      },
      {
        holiday_key: 'christmas_day',
        holiday_name: 'Christmas Day',
        start_date: '2027-12-24',
        end_date: '2027-12-24',
      },
    ]);
    const threeYears = await call(api, 'GET', `${path}/paid_holidays`);
    expect(threeYears.body).toHaveLength(12);
    expect(threeYears.body[0].start_date.slice(0, 4)).toBe('2026');
    expect((await call(api, 'GET', `${path}/paid_holidays?year=27`)).body.errors[0]).toMatchObject({
      error_key: 'year',
      category: 'invalid_parameter',
    });
  });
});
