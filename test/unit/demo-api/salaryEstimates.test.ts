import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Salary estimates over HTTP (UPSTREAM-3 N.6): an S-corp owner's reasonable salary in integer
 * cents by the demo's formula (docs/contract.md#salary-estimates), hand-checked; one estimate in
 * progress per employee; updated until accepted into one of the employee's jobs, read-only after;
 * the occupations searched with the system token only (at least 3 characters); every refusal on
 * its field.
 */

const http = demoHttpForEachTest({ employees: 2 });

async function employees(): Promise<ApiJson[]> {
  return (await http.call('GET', `/v1/companies/${http.company}/employees?include=jobs`)).body as ApiJson[];
}
const create = (employeeUuid: string, body: unknown) =>
  http.call('POST', `/v1/employees/${employeeUuid}/salary_estimates`, body);

// Software Developers ($132,270.00) skilled (115 %) half the time: $76,055.25; General and
// Operations Managers ($101,280.00) average (100 %) the other half: $50,640.00. Sum $126,695.25.
const owner = {
  annual_net_revenue: 250000,
  zip_code: '94107',
  occupations: [
    { code: '15-1252', experience_level: 'skilled', time_percentage: '0.5', primary: true },
    { code: '11-1021', experience_level: 'average', time_percentage: '0.5' },
  ],
};

describe('salary estimates (UPSTREAM-3 N.6)', () => {
  it('estimates in integer cents, updates until accepted into a job, then is read-only', async () => {
    const [ada] = await employees();
    const made = await create(ada!.uuid as string, owner);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      employee_uuid: ada!.uuid,
      employee_job_uuid: null,
      annual_net_revenue: '250000.00',
      zip_code: '94107',
      result: 12_669_525,
      accepted_at: null,
    });
    expect((made.body.occupations as ApiJson[])[0]).toEqual({
      code: '15-1252',
      name: 'Software Developers',
      description: expect.any(String),
      experience_level: 'skilled',
      time_percentage: '0.5000',
      primary: true,
    });
    const item = `/v1/salary_estimates/${made.body.uuid}`;
    expect((await http.call('GET', item)).body).toEqual(made.body);

    // One in progress per employee.
    const again = await create(ada!.uuid as string, owner);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([
      expect.objectContaining({
        error_key: 'base',
        category: 'invalid_operation',
        metadata: { salary_estimate_uuid: made.body.uuid },
      }),
    ]);

    // 0.7 of $132,270.00 × 115 % = $106,477.35; 0.3 of $101,280.00 = $30,384.00: $136,861.35.
    const updated = await http.call('PUT', item, {
      occupations: [
        { code: '15-1252', experience_level: 'skilled', time_percentage: '0.7', primary: true },
        { code: '11-1021', experience_level: 'average', time_percentage: '0.3' },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ result: 13_686_135, zip_code: '94107' });
    // A revenue below the estimate caps it: the business cannot pay more than it nets.
    const capped = await http.call('PUT', item, { annual_net_revenue: '90000' });
    expect(capped.body).toMatchObject({ result: 9_000_000, annual_net_revenue: '90000.00' });

    const job = ((ada!.jobs as ApiJson[])[0] as ApiJson).uuid as string;
    const accepted = await http.call('POST', `${item}/accept`, { employee_job_uuid: job });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ employee_job_uuid: job, accepted_at: '2026-06-15T16:00:00.000Z' });
    const late = await http.call('PUT', item, { zip_code: '10001' });
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual([
      expect.objectContaining({ error_key: 'base', category: 'invalid_operation' }),
    ]);
    expect((await http.call('POST', `${item}/accept`, { employee_job_uuid: job })).status).toBe(422);
    // Accepted, it is no longer in progress: a new estimate may start.
    expect((await create(ada!.uuid as string, owner)).status).toBe(201);
  });

  it('refuses a bad ZIP, shares not summing to 1.0, unknown codes and levels, and a job of another employee', async () => {
    const [ada, grace] = await employees();
    const codes = async (body: unknown) => {
      const answer = await create(ada!.uuid as string, body);
      expect(answer.status).toBe(422);
      return (answer.body.errors as ApiJson[]).map((e) => [e.error_key, e.category]);
    };
    expect(await codes({})).toEqual([
      ['zip_code', 'missing_parameter'],
      ['occupations', 'missing_parameter'],
    ]);
    expect(
      await codes({
        zip_code: '9410',
        annual_net_revenue: 0,
        occupations: [
          { code: '15-1252', experience_level: 'skilled', time_percentage: '0.6' },
          { code: '11-1021', experience_level: 'average', time_percentage: '0.3' },
        ],
      }),
    ).toEqual([
      ['annual_net_revenue', 'invalid_attribute_value'],
      ['zip_code', 'invalid_attribute_value'],
      ['occupations', 'invalid_attribute_value'],
    ]);
    const sum = await create(ada!.uuid as string, {
      ...owner,
      occupations: [{ ...owner.occupations[0], time_percentage: '0.9' }],
    });
    expect((sum.body.errors as ApiJson[])[0]!.message).toMatch(/sum to 1\.0/);
    const unknown = await create(ada!.uuid as string, {
      ...owner,
      occupations: [{ code: '99-9999', experience_level: 'guru', time_percentage: '1.5' }],
    });
    expect((unknown.body.errors as ApiJson[])[0]!.message).toMatch(
      /99-9999.*experience_level.*time_percentage/,
    );
    expect((await create('no-such-employee', owner)).status).toBe(404);

    const made = await create(ada!.uuid as string, owner);
    const accept = (body: unknown) =>
      http.call('POST', `/v1/salary_estimates/${made.body.uuid}/accept`, body);
    expect((await accept({})).body.errors).toEqual([
      expect.objectContaining({ error_key: 'employee_job_uuid', category: 'missing_parameter' }),
    ]);
    const other = ((grace!.jobs as ApiJson[])[0] as ApiJson).uuid;
    expect((await accept({ employee_job_uuid: other })).body.errors).toEqual([
      expect.objectContaining({ error_key: 'employee_job_uuid', category: 'invalid_attribute_value' }),
    ]);
    expect((await http.call('GET', '/v1/salary_estimates/no-such-estimate')).status).toBe(404);
  });

  it('searches occupations with the system token only, from three characters', async () => {
    const system = http.api.tokens.system;
    const search = (text: string, token?: string) =>
      http.call(
        'GET',
        `/v1/salary_estimates/occupations?search=${encodeURIComponent(text)}`,
        undefined,
        token,
      );
    const found = await search('software', system);
    expect(found.status).toBe(200);
    expect(found.body).toEqual([
      { code: '15-1252', title: 'Software Developers', description: expect.any(String) },
    ]);
    expect((await search('15-12', system)).body.map((o: ApiJson) => o.code)).toEqual(['15-1252', '15-1211']);
    const short = await search('so', system);
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual([expect.objectContaining({ error_key: 'search' })]);
    expect((await search('software')).status).toBe(401);
  });
});
