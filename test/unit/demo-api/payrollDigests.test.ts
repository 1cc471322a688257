import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Payroll digests over HTTP (UPSTREAM-3 M.9, DECISIONS 75), system token: each company of the
 * partner with its blockers and its next regular payroll per active pay schedule (the day it must
 * run by, totals once calculated); companies left out in `exclusions`; the body's idempotency key
 * (409 naming the digest), results expiring (410), every refusal on its field.
 */

// Monday 15 June 2026, 09:00 in California: the seeded schedule's next period is 6-19 June, paid
// Wednesday 24 June, run by Monday 22 June (two business days before).
const http = demoHttpForEachTest({ employees: 4 });
const system = () => http.api.tokens.system;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const digest = (key: string, uuids: string[]) =>
  http.call(
    'POST',
    '/v1/payroll_digests',
    {
      idempotency_key: key,
      batch_action: 'create',
      batch: uuids.map((uuid) => ({ entity_type: 'company', uuid })),
    },
    system(),
  );
const results = async (key: string, uuids: string[]) => {
  const created = await digest(key, uuids);
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ idempotency_key: key, batch_action: 'create', status: 'completed' });
  const read = await http.call('GET', `/v1/payroll_digests/${created.body.uuid}`, undefined, system());
  expect(read.status).toBe(200);
  return read.body;
};

async function newCompany() {
  const made = await http.call(
    'POST',
    '/v1/partner_managed_companies',
    {
      user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
      company: { name: 'Langley Analytics LLC' },
    },
    system(),
  );
  expect(made.status).toBe(200);
  return { uuid: made.body.company_uuid as string, token: made.body.access_token as string };
}

describe('payroll digests (UPSTREAM-3 M.9)', () => {
  it('lists each company’s next payroll, its run-by date, totals once calculated and its blockers', async () => {
    const other = await newCompany();
    const body = await results('digest-1', [http.company, other.uuid, UNKNOWN, http.company]);
    expect(body).toMatchObject({
      status: 'completed',
      submitted_items: 4,
      processed_items: 2,
      excluded_items: 2,
    });
    const [acme, langley] = body.results;
    expect(acme).toMatchObject({
      idx: 0,
      entity_type: 'company',
      uuid: http.company,
      name: 'Acme Robotics, Inc.',
      blockers: [],
    });
    expect(acme.payrolls).toEqual([
      expect.objectContaining({
        payroll_type: 'regular',
        auto_payroll: false,
        status: 'unprocessed',
        pay_period: {
          start_date: '2026-06-06',
          end_date: '2026-06-19',
          check_date: '2026-06-24',
          run_payroll_by: '2026-06-22',
        },
        pay_schedule: expect.objectContaining({ frequency: 'Every other week', custom_name: null }),
        totals: null,
      }),
    ]);
    // The new company cannot run payroll: the same blockers as its own blockers list, and no payroll.
    const own = await http.call(
      'GET',
      `/v1/companies/${other.uuid}/payrolls/blockers`,
      undefined,
      other.token,
    );
    expect(langley.blockers.map((b: ApiJson) => b.type)).toEqual(own.body.map((b: ApiJson) => b.key));
    expect(langley.blockers.length).toBeGreaterThan(0);
    expect(langley.blockers[0].description).toBe(own.body[0].message);
    expect(langley.payrolls).toEqual([]);
    expect(body.exclusions).toEqual([
      {
        idx: 2,
        entity_type: 'company',
        uuid: UNKNOWN,
        status: 'failed',
        category: 'not_found',
        message: expect.any(String),
      },
      {
        idx: 3,
        entity_type: 'company',
        uuid: http.company,
        status: 'failed',
        category: 'duplicate',
        message: expect.any(String),
      },
    ]);

    // Calculated, the payroll's totals are the digest's, to the cent.
    const path = `/v1/companies/${http.company}/payrolls/${acme.payrolls[0].payroll_uuid}`;
    expect((await http.call('PUT', `${path}/prepare`)).status).toBe(200);
    expect((await http.call('PUT', `${path}/calculate`)).status).toBe(202);
    await http.advance(1000);
    const payroll = (await http.call('GET', `${path}?include=totals`)).body;
    const again = await results('digest-2', [http.company]);
    expect(again.results[0].payrolls[0]).toMatchObject({
      status: 'calculated',
      totals: {
        total_debit_amount: payroll.totals.company_debit,
        net_pay: payroll.totals.net_pay,
        total_employer_cost: expect.stringMatching(/^\d+\.\d{2}$/),
      },
    });
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(again.results[0].payrolls[0].totals.total_employer_cost)).toBe(
      cents(payroll.totals.gross_pay) + cents(payroll.totals.employer_taxes) + cents(payroll.totals.benefits),
    );
  });

  it('answers the same key with 409 naming the digest, expires results with 410, refuses bad bodies on their field', async () => {
    const first = await digest('same', [http.company]);
    const second = await digest('same', [http.company]);
    expect(second.status).toBe(409);
    expect(second.body.errors[0]).toMatchObject({
      error_key: 'idempotency_key',
      metadata: { request_uuid: first.body.uuid },
    });
    expect((await http.call('GET', `/v1/payroll_digests/${UNKNOWN}`, undefined, system())).status).toBe(404);
    await http.advance(60 * 60_000);
    const expired = await http.call('GET', `/v1/payroll_digests/${first.body.uuid}`, undefined, system());
    expect(expired.status).toBe(410);

    const refused = async (body: unknown, key: string) => {
      const answer = await http.call('POST', '/v1/payroll_digests', body, system());
      expect(answer.status).toBe(422);
      expect(answer.body.errors.map((e: ApiJson) => e.error_key)).toContain(key);
    };
    const batch = [{ entity_type: 'company', uuid: http.company }];
    await refused({ batch_action: 'create', batch }, 'idempotency_key');
    await refused({ idempotency_key: ' ', batch_action: 'create', batch }, 'idempotency_key');
    await refused({ idempotency_key: 'k', batch_action: 'cancel', batch }, 'batch_action');
    await refused({ idempotency_key: 'k', batch_action: 'create', batch: [] }, 'batch');
    await refused({ idempotency_key: 'k', batch_action: 'create', batch: Array(26).fill(batch[0]) }, 'batch');
    await refused(
      {
        idempotency_key: 'k',
        batch_action: 'create',
        batch: [{ entity_type: 'payroll', uuid: http.company }],
      },
      'batch',
    );
    await refused(
      { idempotency_key: 'k', batch_action: 'create', batch: [{ entity_type: 'company', uuid: 7 }] },
      'batch',
    );
    await refused({ idempotency_key: 'k', batch_action: 'create', batch: 'all', extra: true }, 'extra');

    // Hostile input: a clean 4xx; the company token is not the system token.
    for (const body of [
      null,
      [],
      'x',
      { idempotency_key: { $ne: 1 }, batch_action: 'create', batch: [null] },
    ]) {
      const answer = await http.call('POST', '/v1/payroll_digests', body, system());
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(
      (
        await http.call('POST', '/v1/payroll_digests', {
          idempotency_key: 'c',
          batch_action: 'create',
          batch,
        })
      ).status,
    ).toBe(401);
    // Nothing refused was kept: the key is still free.
    expect((await digest('k', [http.company])).status).toBe(201);
  });
});
