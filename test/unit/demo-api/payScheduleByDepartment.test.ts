import { describe, expect, it } from 'vitest';
import { addDepartment, addToDepartment } from '../../support/departments';
import { TWICE_A_MONTH } from '../../support/paySchedules';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * The `by_department` pay schedule assignment over HTTP (UPSTREAM C assignment body, UPSTREAM-2
 * J.6, DECISIONS 44): once the company has departments, each department is mapped to a schedule
 * (every one of them unless `partial_assignment`), previewed and assigned; the people of a
 * department move to its schedule, the others stay put, and a new hire added to a department is
 * paid on its schedule. The demo clock is Mon Jun 15, 2026; the seeded schedule is every other week.
 */

const http = demoHttpForEachTest({ employees: 4 });

const schedules = () => `/v1/companies/${http.company}/pay_schedules`;

async function ok(method: string, path: string, body?: unknown): Promise<ApiJson> {
  const res = await http.call(method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

/** Two departments (Engineering: the first two employees; Sales: the third) and a second schedule. */
async function setUp() {
  const staff = (await ok('GET', `/v1/companies/${http.company}/employees`)) as ApiJson[];
  const [biweekly] = (await ok('GET', schedules())) as ApiJson[];
  const twiceAMonth = await ok('POST', schedules(), TWICE_A_MONTH);
  const uuids = staff.map((e) => e.uuid as string);
  const engineering = await addDepartment(http, 'Engineering', uuids.slice(0, 2));
  const sales = await addDepartment(http, 'Sales', uuids.slice(2, 3));
  return { staff, biweekly, twiceAMonth, engineering, sales };
}

describe('by_department pay schedule assignment (UPSTREAM C, UPSTREAM-2 J.6)', () => {
  it('needs every department unless partial, names bad rows on their index, and changes nothing refused', async () => {
    const { engineering, sales, twiceAMonth } = await setUp();
    const before = http.api.snapshot();
    const partial = await http.call('POST', `${schedules()}/assign`, {
      type: 'by_department',
      departments: [{ department_uuid: engineering.uuid, pay_schedule_uuid: twiceAMonth.uuid }],
    });
    expect(partial.status).toBe(422);
    expect(partial.body.errors).toEqual([
      expect.objectContaining({
        error_key: 'departments',
        category: 'invalid_attribute_value',
        metadata: { department_uuids: [sales.uuid] },
      }),
    ]);
    const bad = await http.call('POST', `${schedules()}/assignment_preview`, {
      type: 'by_department',
      departments: [
        { department_uuid: engineering.uuid, pay_schedule_uuid: twiceAMonth.uuid },
        { department_uuid: engineering.uuid, pay_schedule_uuid: 'no-such-schedule' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ error_key: 'departments', category: 'nested_errors', idx: 1 }),
    ]);
    expect(bad.body.errors[0].errors.map((e: ApiJson) => e.error_key)).toEqual([
      'department_uuid',
      'pay_schedule_uuid',
    ]);
    const none = await http.call('POST', `${schedules()}/assign`, { type: 'by_department' });
    expect(none.body.errors[0]).toMatchObject({ error_key: 'departments' });
    expect(http.api.snapshot()).toBe(before);
  });

  it('previews and assigns each department its schedule; a new hire added to one is paid on it', async () => {
    const { staff, biweekly, twiceAMonth, engineering, sales } = await setUp();
    const body = {
      type: 'by_department',
      departments: [
        { department_uuid: engineering.uuid, pay_schedule_uuid: twiceAMonth.uuid },
        { department_uuid: sales.uuid, pay_schedule_uuid: biweekly.uuid },
      ],
    };
    const preview = await ok('POST', `${schedules()}/assignment_preview`, body);
    expect(preview.type).toBe('by_department');
    // Engineering moves; Sales and the employee in no department stay on every other week. Their
    // biweekly period Jun 6–19 ends Fri the 19th: the first twice-a-month period after it is Jul 1–15.
    expect(preview.employee_changes.map((c: ApiJson) => c.employee_uuid)).toEqual([
      staff[0].uuid,
      staff[1].uuid,
    ]);
    expect(preview.employee_changes[0]).toMatchObject({
      first_pay_period: {
        pay_schedule_uuid: twiceAMonth.uuid,
        start_date: '2026-07-01',
        end_date: '2026-07-15',
      },
      transition_pay_period: { start_date: '2026-06-20', end_date: '2026-06-30' },
    });

    expect((await http.call('POST', `${schedules()}/assign`, body)).status).toBe(200);
    expect(await ok('GET', `${schedules()}/assignments`)).toMatchObject({
      type: 'by_department',
      departments: body.departments,
    });
    const list = (await ok('GET', schedules())) as ApiJson[];
    expect(list.map((s) => [s.uuid, s.active])).toEqual([
      [biweekly.uuid, true],
      [twiceAMonth.uuid, true],
    ]);
    // Who would move if everyone went back to every other week: exactly who is on twice a month.
    const backToBiweekly = async () =>
      (
        await ok('POST', `${schedules()}/assignment_preview`, {
          type: 'single',
          default_pay_schedule_uuid: biweekly.uuid,
        })
      ).employee_changes.map((c: ApiJson) => c.employee_uuid);
    expect(await backToBiweekly()).toEqual([staff[0].uuid, staff[1].uuid]);

    const hire = await ok('POST', `/v1/companies/${http.company}/employees`, {
      first_name: 'Nadia',
      last_name: 'Okafor',
    });
    expect(await backToBiweekly()).not.toContain(hire.uuid);
    await addToDepartment(http, await ok('GET', `/v1/departments/${engineering.uuid}`), [hire.uuid]);
    expect(await backToBiweekly()).toEqual([staff[0].uuid, staff[1].uuid, hire.uuid]);
  });
});
