import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';

/*
 * The fast payment limit over HTTP (DECISIONS 70, UPSTREAM-2 H.8): the payment configs'
 * `fast_payment_limit` and the demo's `fast_ach_threshold` control are one setting. None by
 * default (the seeded payroll calculates with no blocker); set through the payment configs, a
 * payroll whose company debit is over it gets `fast_ach_threshold_exceeded`; a company on
 * four-day speed has no fast payment to limit.
 */

// Monday 15 June 2026, 09:00 in California (the harness's pinned clock).
const http = demoHttpForEachTest({ employees: 6 });

const configs = () => `/v1/companies/${http.company}/payment_configs`;

/** The first upcoming regular payroll, calculated: its blockers and company debit. */
async function calculated(): Promise<{ blockers: { blocker_type: string }[]; debit: string }> {
  const list = await http.call(
    'GET',
    `/v1/companies/${http.company}/payrolls?processing_statuses=unprocessed`,
  );
  const path = `/v1/companies/${http.company}/payrolls/${list.body[0].uuid}`;
  await http.call('PUT', `${path}/prepare`);
  expect((await http.call('PUT', `${path}/calculate`)).status).toBe(202);
  await http.advance(1000);
  const payroll = (await http.call('GET', `${path}?include=totals,risk_blockers&per=1`)).body;
  return { blockers: payroll.submission_blockers ?? [], debit: payroll.totals.company_debit };
}

describe('the fast payment limit (DECISIONS 70)', () => {
  it('is none by default; set in the payment configs it blocks a debit over it, and null lifts it', async () => {
    // None is absent, not null (DECISIONS 60).
    expect((await http.call('GET', configs())).body).not.toHaveProperty('fast_payment_limit');
    const free = await calculated();
    expect(free.blockers).toEqual([]);

    const set = await http.call('PUT', configs(), { payment_configs: { fast_payment_limit: 1000 } });
    expect(set.status).toBe(200);
    expect(set.body.fast_payment_limit).toBe('1000.00');
    const over = await calculated();
    expect(Number(over.debit)).toBeGreaterThan(1000);
    expect(over.blockers).toMatchObject([
      {
        blocker_type: 'fast_ach_threshold_exceeded',
        unblock_options: [
          { unblock_type: 'wire_in', metadata: { wire_in_amount: over.debit } },
          { unblock_type: 'move_to_four_day', metadata: { fast_ach_threshold: '1000.00' } },
        ],
      },
    ]);
    // A limit at the debit itself does not block (only a debit over it does).
    await http.call('PUT', configs(), { payment_configs: { fast_payment_limit: over.debit } });
    expect((await calculated()).blockers).toEqual([]);

    await http.call('PUT', configs(), { payment_configs: { fast_payment_limit: null } });
    expect((await calculated()).blockers).toEqual([]);
  });

  it('is the same setting as the demo control; on four-day speed nothing is blocked', async () => {
    const control = await http.call(
      'PUT',
      `/__demo/companies/${http.company}/settings`,
      { fast_ach_threshold: '250.50' },
      null,
    );
    expect(control.body).toEqual({ fast_ach_threshold: '250.50' });
    expect((await http.call('GET', configs())).body.fast_payment_limit).toBe('250.50');
    expect((await calculated()).blockers).toHaveLength(1);

    await http.call('PUT', configs(), { payment_configs: { payment_speed: '4-day' } });
    expect((await calculated()).blockers).toEqual([]);
    const refused = await http.call('PUT', configs(), { payment_configs: { fast_payment_limit: 'lots' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      error_key: 'fast_payment_limit',
      category: 'invalid_attribute_value',
    });
  });
});
