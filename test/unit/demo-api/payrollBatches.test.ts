import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Payroll cancellation batches over HTTP (UPSTREAM-3 M.9, DECISIONS 75), system token: each named
 * payroll cancelled or refused on its own (an unprocessed regular one is skipped: it leaves the
 * run list; a processed one is `not_cancellable`); a payroll not of the company named with it is
 * excluded as `not_found`, a repeat as `duplicate_operation`; the same key again cancels nothing.
 */

const http = demoHttpForEachTest({ employees: 4 });
const system = () => http.api.tokens.system;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const payrolls = async (status: 'unprocessed' | 'processed') =>
  (
    await http.call('GET', `/v1/companies/${http.company}/payrolls?processing_statuses=${status}`)
  ).body.filter((p: ApiJson) => !p.off_cycle);
const cancel = (key: string, items: { uuid: string; company_uuid: string }[]) =>
  http.call(
    'POST',
    '/v1/payroll_batches',
    {
      idempotency_key: key,
      batch_action: 'cancel',
      batch: items.map((i) => ({ entity_type: 'payroll', ...i })),
    },
    system(),
  );

describe('payroll cancellation batches (UPSTREAM-3 M.9)', () => {
  it('cancels each unprocessed payroll, refuses a processed one, and excludes what is not the company’s', async () => {
    const [next, after] = await payrolls('unprocessed');
    const [done] = await payrolls('processed');
    const company = http.company;
    const created = await cancel('cancel-1', [
      { uuid: next.payroll_uuid, company_uuid: company },
      { uuid: done.payroll_uuid, company_uuid: company },
      { uuid: after.payroll_uuid, company_uuid: UNKNOWN },
      { uuid: next.payroll_uuid, company_uuid: company },
    ]);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      batch_action: 'cancel',
      status: 'completed',
      idempotency_key: 'cancel-1',
    });
    const read = await http.call('GET', `/v1/payroll_batches/${created.body.uuid}`, undefined, system());
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      status: 'completed',
      submitted_items: 4,
      processed_items: 2,
      excluded_items: 2,
    });
    expect(read.body.results).toEqual([
      { idx: 0, uuid: next.payroll_uuid, status: 'success', errors: [] },
      {
        idx: 1,
        uuid: done.payroll_uuid,
        status: 'failed',
        errors: [
          { error_key: 'base', category: 'not_cancellable', message: 'The payroll is already processed.' },
        ],
      },
    ]);
    expect(read.body.exclusions).toEqual([
      expect.objectContaining({
        idx: 2,
        entity_type: 'payroll',
        uuid: after.payroll_uuid,
        company_uuid: UNKNOWN,
        category: 'not_found',
      }),
      expect.objectContaining({ idx: 3, uuid: next.payroll_uuid, category: 'duplicate_operation' }),
    ]);
    // The cancelled payroll left the run list (skipped as a $0 payroll); the excluded one is untouched.
    await http.advance(3000);
    const left = (await payrolls('unprocessed')).map((p: ApiJson) => p.payroll_uuid);
    expect(left).not.toContain(next.payroll_uuid);
    expect(left).toContain(after.payroll_uuid);
  });

  it('cancels nothing twice for the same key, and refuses bad bodies on their field', async () => {
    const [next] = await payrolls('unprocessed');
    const first = await cancel('same', [{ uuid: next.payroll_uuid, company_uuid: http.company }]);
    const again = await cancel('same', [{ uuid: next.payroll_uuid, company_uuid: http.company }]);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].metadata).toEqual({ request_uuid: first.body.uuid });
    expect((await http.call('GET', `/v1/payroll_batches/${UNKNOWN}`, undefined, system())).status).toBe(404);

    const refused = async (body: unknown, key: string) => {
      const answer = await http.call('POST', '/v1/payroll_batches', body, system());
      expect(answer.status).toBe(422);
      expect(answer.body.errors.map((e: ApiJson) => e.error_key)).toContain(key);
    };
    const item = { entity_type: 'payroll', uuid: next.payroll_uuid, company_uuid: http.company };
    await refused({ idempotency_key: 'k', batch_action: 'create', batch: [item] }, 'batch_action');
    await refused({ idempotency_key: 'k', batch_action: 'cancel', batch: Array(101).fill(item) }, 'batch');
    await refused(
      {
        idempotency_key: 'k',
        batch_action: 'cancel',
        batch: [{ entity_type: 'payroll', uuid: next.payroll_uuid }],
      },
      'batch',
    );
    await refused({ idempotency_key: 12, batch_action: 'cancel', batch: [item] }, 'idempotency_key');
    for (const body of [null, 'x', { idempotency_key: 'h', batch_action: 'cancel', batch: [[], {}] }]) {
      const answer = await http.call('POST', '/v1/payroll_batches', body, system());
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
