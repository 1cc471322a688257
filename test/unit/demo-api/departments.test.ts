import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';

/*
 * Departments over HTTP (UPSTREAM-2 J.6, UPSTREAM-3 N.9, DECISIONS 75): made (201), listed, read,
 * renamed with the version (409 when stale), people added and removed with the version (a person
 * in one department at most: adding moves them; the employee's record names its department), a
 * duplicate title and another company's person refused on their fields, and only an empty
 * department deleted (422 `invalid_operation` on `base`, then 204).
 */

const http = demoHttpForEachTest({ employees: 3 });

const collection = () => `/v1/companies/${http.company}/departments`;
const item = (uuid: string) => `/v1/departments/${uuid}`;

async function employeeIds(): Promise<string[]> {
  const list = await http.call('GET', `/v1/companies/${http.company}/employees`);
  return list.body.map((e: { uuid: string }) => e.uuid);
}

describe('departments (UPSTREAM-2 J.6)', () => {
  it('makes, lists, renames with the version, and refuses a stale version and a taken title', async () => {
    const made = await http.call('POST', collection(), { title: '  Engineering ' });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      uuid: expect.any(String),
      company_uuid: http.company,
      title: 'Engineering',
      version: expect.any(String),
      employees: [],
      contractors: [],
    });
    await http.call('POST', collection(), { title: 'Sales' });
    const list = await http.call('GET', collection());
    expect(list.status).toBe(200);
    expect(list.body.map((d: { title: string }) => d.title)).toEqual(['Engineering', 'Sales']);

    const taken = await http.call('POST', collection(), { title: 'sales' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors[0]).toMatchObject({ error_key: 'title', category: 'invalid_attribute_value' });
    const blank = await http.call('POST', collection(), {});
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0]).toMatchObject({ error_key: 'title' });

    const renamed = await http.call('PUT', item(made.body.uuid), {
      version: made.body.version,
      title: 'Product',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe('Product');
    expect(renamed.body.version).not.toBe(made.body.version);
    const stale = await http.call('PUT', item(made.body.uuid), {
      version: made.body.version,
      title: 'Design',
    });
    expect(stale.status).toBe(409);
    const clash = await http.call('PUT', item(made.body.uuid), {
      version: renamed.body.version,
      title: 'SALES',
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors[0]).toMatchObject({ error_key: 'title', category: 'invalid_attribute_value' });
    expect((await http.call('GET', item(made.body.uuid))).body.title).toBe('Product');
  });

  it('adds people with the version (moving them from another department), removes them, and deletes only an empty one', async () => {
    const [ada, grace] = await employeeIds();
    const engineering = (await http.call('POST', collection(), { title: 'Engineering' })).body;
    const sales = (await http.call('POST', collection(), { title: 'Sales' })).body;

    const added = await http.call('PUT', `${item(engineering.uuid)}/add`, {
      version: engineering.version,
      employees: [{ uuid: ada }, { uuid: grace }],
    });
    expect(added.status).toBe(200);
    expect(added.body.employees).toEqual([{ uuid: ada }, { uuid: grace }]);
    const employee = await http.call('GET', `/v1/employees/${ada}`);
    expect(employee.body).toMatchObject({ department: 'Engineering', department_uuid: engineering.uuid });

    // The version shown before the add is stale now.
    const stale = await http.call('PUT', `${item(engineering.uuid)}/remove`, {
      version: engineering.version,
      employees: [{ uuid: ada }],
    });
    expect(stale.status).toBe(409);

    const moved = await http.call('PUT', `${item(sales.uuid)}/add`, {
      version: sales.version,
      employees: [{ uuid: grace }],
    });
    expect(moved.body.employees).toEqual([{ uuid: grace }]);
    expect((await http.call('GET', item(engineering.uuid))).body.employees).toEqual([{ uuid: ada }]);

    const stranger = await http.call('PUT', `${item(sales.uuid)}/add`, {
      version: moved.body.version,
      employees: [{ uuid: crypto.randomUUID() }],
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors[0]).toMatchObject({
      error_key: 'employees',
      category: 'invalid_attribute_value',
      metadata: { idx: 0 },
    });

    const refused = await http.call('DELETE', item(sales.uuid));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    const emptied = await http.call('PUT', `${item(sales.uuid)}/remove`, {
      version: moved.body.version,
      employees: [{ uuid: grace }],
    });
    expect(emptied.body.employees).toEqual([]);
    expect((await http.call('GET', `/v1/employees/${grace}`)).body.department_uuid).toBeNull();
    expect((await http.call('DELETE', item(sales.uuid))).status).toBe(204);
    expect((await http.call('GET', item(sales.uuid))).status).toBe(404);
  });
});
