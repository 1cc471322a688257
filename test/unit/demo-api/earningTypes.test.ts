import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Earning types over HTTP (UPSTREAM-3 M.1, DECISIONS 67): the list of defaults and the company's
 * own, create (201; re-adding an inactive one brings it back), rename (200, no version),
 * deactivate (204), the defaults fixed, names unique case-insensitively, and a payroll's fixed
 * compensations limited to the active types.
 */

const http = demoHttpForEachTest({ employees: 4 });
const types = () => `/v1/companies/${http.company}/earning_types`;

const DEFAULTS = [
  'Bonus',
  'Cash Tips',
  'Commission',
  'Correction Payment',
  'Minimum Wage Adjustment',
  'Paycheck Tips',
  'Reimbursement',
  'Severance',
];

async function listed(): Promise<{ default: ApiJson[]; custom: ApiJson[] }> {
  const res = await http.call('GET', types());
  expect(res.status).toBe(200);
  return res.body;
}

async function add(name: unknown) {
  return http.call('POST', types(), { name });
}

/** The first unprocessed payroll, prepared, and the first row's employee and version. */
async function preparedPayroll() {
  const list = await http.call(
    'GET',
    `/v1/companies/${http.company}/payrolls?processing_statuses=unprocessed`,
  );
  const path = `/v1/companies/${http.company}/payrolls/${list.body[0].uuid}`;
  const prepared = (await http.call('PUT', `${path}/prepare`)).body;
  return { path, prepared, row: prepared.employee_compensations[0] };
}

describe('earning types: list (UPSTREAM-3 M.1)', () => {
  it('lists the eight defaults, active, and no custom type on a new company', async () => {
    const body = await listed();
    expect(Object.keys(body).sort()).toEqual(['custom', 'default']);
    expect(body.default.map((t) => t.name).sort()).toEqual(DEFAULTS);
    expect(body.default.every((t) => t.active === true && typeof t.uuid === 'string')).toBe(true);
    expect(body.custom).toEqual([]);
    // The defaults keep their uuids from read to read.
    expect((await listed()).default.map((t) => t.uuid)).toEqual(body.default.map((t) => t.uuid));
  });

  it('answers 404 for an unknown company and 401 without a token', async () => {
    const unknown = await http.call(
      'GET',
      '/v1/companies/00000000-0000-4000-8000-000000000000/earning_types',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].category).toBe('not_found');
    expect((await http.call('GET', types(), undefined, null)).status).toBe(401);
  });

  it('needs payrolls:write to add one (production mode): the read-only token reads but cannot write', async () => {
    await http.restart({ employees: 0, mode: 'production' });
    const readOnly = 'demo-company-readonly-token';
    expect((await http.call('GET', types(), undefined, readOnly)).status).toBe(200);
    const refused = await http.call('POST', types(), { name: 'Holiday Bonus' }, readOnly);
    expect(refused.status).toBe(403);
    expect((await listed()).custom).toEqual([]);
  });
});

describe('earning types: create, rename, deactivate (DECISIONS 67)', () => {
  it('creates a custom type with 201, trimmed, listed under custom', async () => {
    const created = await add('  Holiday Bonus ');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ uuid: expect.any(String), name: 'Holiday Bonus', active: true });
    expect((await listed()).custom).toEqual([created.body]);
  });

  it('refuses a name equal to an active type, case-insensitively and trimmed, on name', async () => {
    await add('Holiday Bonus');
    for (const name of ['holiday bonus', ' HOLIDAY BONUS  ', 'bonus', 'Cash  tips']) {
      const res = await add(name);
      expect(res.status, name).toBe(422);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ error_key: 'name', category: 'invalid_attribute_value' }),
      ]);
    }
    expect((await listed()).custom).toHaveLength(1);
  });

  it('refuses a missing, blank, non-text or too long name with 422 on name', async () => {
    const missing = await http.call('POST', types(), {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ error_key: 'name', category: 'missing_parameter' });
    for (const name of ['   ', 42, ['Bonus'], { name: 'x' }, 'x'.repeat(101)]) {
      const res = await add(name);
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ error_key: 'name', category: 'invalid_attribute_value' });
    }
    const extra = await http.call('POST', types(), { name: 'Stipend', taxable: false });
    expect(extra.status).toBe(422);
    expect(extra.body.errors[0].error_key).toBe('taxable');
    expect((await listed()).custom).toEqual([]);
  });

  it('answers hostile bodies with a clean 4xx and changes nothing', async () => {
    const before = http.api.snapshot();
    const raw = (body: string, type = 'application/json') =>
      fetch(`${http.origin}${types()}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${http.api.tokens.company}`, 'content-type': type },
        body,
      });
    for (const body of ['{"name":', '[]', 'null', '"Bonus"', `{"name":"${'a'.repeat(2_000_000)}"}`]) {
      const res = await raw(body);
      expect(res.status, body.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.status, body.slice(0, 20)).toBeLessThan(500);
    }
    expect(http.api.snapshot()).toBe(before);
    // Markup is a name like any other: stored as the text sent, never read as anything else.
    const markup = await raw('{"__proto__":{"active":false},"name":"<script>alert(1)</script>"}');
    expect(markup.status).toBe(201);
    expect(await markup.json()).toMatchObject({ name: '<script>alert(1)</script>', active: true });
  });

  it('renames a custom type with 200 and no version; a name taken by another type is 422 on name', async () => {
    const tips = (await add('Travel Stipend')).body;
    await add('Phone Stipend');
    const renamed = await http.call('PUT', `${types()}/${tips.uuid}`, { name: 'Travel Allowance' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ uuid: tips.uuid, name: 'Travel Allowance', active: true });
    // The same name in another case is its own, not another's.
    expect((await http.call('PUT', `${types()}/${tips.uuid}`, { name: 'travel allowance' })).status).toBe(
      200,
    );
    for (const name of ['phone stipend', 'Severance']) {
      const taken = await http.call('PUT', `${types()}/${tips.uuid}`, { name });
      expect(taken.status).toBe(422);
      expect(taken.body.errors[0]).toMatchObject({ error_key: 'name', category: 'invalid_attribute_value' });
    }
    const blank = await http.call('PUT', `${types()}/${tips.uuid}`, { name: '' });
    expect(blank.status).toBe(422);
    expect((await listed()).custom.map((t) => t.name)).toEqual(['travel allowance', 'Phone Stipend']);
  });

  it('refuses to rename or deactivate a default with 422 invalid_operation on base', async () => {
    const bonus = (await listed()).default.find((t) => t.name === 'Bonus');
    for (const [method, body] of [
      ['PUT', { name: 'Bonuses' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await http.call(method, `${types()}/${bonus.uuid}`, body);
      expect(res.status, method).toBe(422);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ error_key: 'base', category: 'invalid_operation' }),
      ]);
    }
    expect((await listed()).default.find((t) => t.name === 'Bonus')).toEqual({ ...bonus, active: true });
  });

  it('deactivates with 204, keeps it listed as inactive, and re-adding it reactivates it (201, same uuid)', async () => {
    const stipend = (await add('Travel Stipend')).body;
    const removed = await http.call('DELETE', `${types()}/${stipend.uuid}`);
    expect(removed.status).toBe(204);
    expect((await listed()).custom).toEqual([{ ...stipend, active: false }]);
    const again = await add(' travel STIPEND ');
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ uuid: stipend.uuid, name: 'Travel Stipend', active: true });
    expect((await listed()).custom).toEqual([again.body]);
  });

  it('answers 404 for an unknown type, and for another company’s type under this company', async () => {
    for (const [method, body] of [
      ['PUT', { name: 'X' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await http.call(method, `${types()}/00000000-0000-4000-8000-000000000000`, body);
      expect(res.status).toBe(404);
      expect(res.body.errors[0].category).toBe('not_found');
    }
    const other = await http.call(
      'POST',
      '/v1/partner_managed_companies',
      {
        user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
        company: { name: 'Langley Analytics LLC' },
      },
      http.api.tokens.system,
    );
    const theirs = await http.call(
      'POST',
      `/v1/companies/${other.body.company_uuid}/earning_types`,
      { name: 'Hazard Pay' },
      other.body.access_token,
    );
    expect(theirs.status).toBe(201);
    const ourBonus = (await listed()).default.find((t) => t.name === 'Bonus');
    const theirBonus = (
      await http.call(
        'GET',
        `/v1/companies/${other.body.company_uuid}/earning_types`,
        undefined,
        other.body.access_token,
      )
    ).body.default.find((t: ApiJson) => t.name === 'Bonus');
    expect(theirBonus.uuid).not.toBe(ourBonus.uuid);
    expect((await http.call('DELETE', `${types()}/${theirs.body.uuid}`)).status).toBe(404);
    expect((await http.call('PUT', `${types()}/${theirs.body.uuid}`, { name: 'Mine' })).status).toBe(404);
    // Their token does not reach our company either.
    expect((await http.call('GET', types(), undefined, other.body.access_token)).status).toBe(404);
  });

  it('replays a create sent again with the same Idempotency-Key', async () => {
    const send = () =>
      fetch(`${http.origin}${types()}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${http.api.tokens.company}`,
          'content-type': 'application/json',
          'idempotency-key': 'earning-1',
        },
        body: JSON.stringify({ name: 'Hazard Pay' }),
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect((await again.json()).uuid).toBe((await first.json()).uuid);
    expect((await listed()).custom).toHaveLength(1);
  });
});

describe('earning types in a payroll (DECISIONS 67)', () => {
  it('lists the active types as fixed_compensation_types, custom ones once added', async () => {
    const hazard = (await add('Hazard Pay')).body;
    const { prepared } = await preparedPayroll();
    const names = prepared.fixed_compensation_types.map((t: ApiJson) => t.name);
    expect([...names].sort()).toEqual([...DEFAULTS, 'Hazard Pay'].sort());
    expect(names.at(-1)).toBe('Hazard Pay');
    await http.call('DELETE', `${types()}/${hazard.uuid}`);
    const after = await preparedPayroll();
    expect(after.prepared.fixed_compensation_types.map((t: ApiJson) => t.name)).not.toContain('Hazard Pay');
  });

  it('pays an active custom type, and refuses an inactive or unknown name in the entry’s nested_errors', async () => {
    const hazard = (await add('Hazard Pay')).body;
    const { path, row } = await preparedPayroll();
    const send = (name: string, version: string) =>
      http.call('PUT', path, {
        employee_compensations: [
          { employee_uuid: row.employee_uuid, version, fixed_compensations: [{ name, amount: '125.00' }] },
        ],
      });
    const paid = await send('Hazard Pay', row.version);
    expect(paid.status).toBe(200);
    const saved = paid.body.employee_compensations.find(
      (e: ApiJson) => e.employee_uuid === row.employee_uuid,
    );
    expect(saved.fixed_compensations).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Hazard Pay', amount: '125.00' })]),
    );
    expect((await http.call('DELETE', `${types()}/${hazard.uuid}`)).status).toBe(204);
    for (const name of ['Hazard Pay', 'Danger Money']) {
      const refused = await send(name, saved.version);
      expect(refused.status, name).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({
        error_key: 'employee_compensations',
        category: 'nested_errors',
        idx: 0,
        metadata: { entity_type: 'Employee', entity_uuid: row.employee_uuid },
      });
      expect(refused.body.errors[0].errors[0]).toMatchObject({
        error_key: 'fixed_compensations',
        category: 'invalid_attribute_value',
      });
    }
    // Brought back by adding it again, it is paid again.
    expect((await add('hazard pay')).status).toBe(201);
    const again = await send('Hazard Pay', saved.version);
    expect(again.status).toBe(200);
    // Every active default is paid, listed in fixed_compensation_types or not.
    const latest = again.body.employee_compensations.find(
      (e: ApiJson) => e.employee_uuid === row.employee_uuid,
    );
    expect((await send('Severance', latest.version)).status).toBe(200);
  });
});
