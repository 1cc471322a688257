import { describe, expect, it } from 'vitest';
import { processedPayroll } from '../../support/payrollMoney';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Recovery cases over HTTP (UPSTREAM-3 M.5, DECISIONS 70): the demo control returns a processed
 * payroll's debit with an ACH code and opens a case for it (the company's payroll blocked by
 * `pending_recovery_case`); a redebit (202) is collected at 16:00 Pacific on the fourth business
 * day after it (`recovered`, nothing outstanding, the blocker gone); a returned redebit puts the
 * case back to `open`, and after two of them no redebit is taken.
 */

// Monday 15 June 2026, 09:00 in California (the harness's pinned clock).
const http = demoHttpForEachTest({ employees: 6 });

const cases = () => `/v1/companies/${http.company}/recovery_cases`;
const failDebit = (payrollUuid: string, body: unknown) =>
  http.call('POST', `/__demo/payrolls/${payrollUuid}/fail_debit`, body, null);
const redebit = (uuid: string) => http.call('PUT', `/v1/recovery_cases/${uuid}/redebit`);
const blockerKeys = async () =>
  (await http.call('GET', `/v1/companies/${http.company}/payrolls/blockers`)).body.map((b: ApiJson) => b.key);

/** A processed payroll whose debit the bank returned with R01: the payroll and its case. */
async function failedPayroll(): Promise<{ payroll: ApiJson; opened: ApiJson }> {
  const uuid = await processedPayroll(http, (ms) => http.advance(ms));
  const payroll = (
    await http.call('GET', `/v1/companies/${http.company}/payrolls/${uuid}?include=totals&per=1`)
  ).body;
  const opened = await failDebit(uuid, { code: 'R01' });
  expect(opened.status).toBe(201);
  return { payroll, opened: opened.body };
}

describe('a failed debit and its recovery case (DECISIONS 70)', () => {
  it('opens a case for the returned debit and blocks the company’s payroll', async () => {
    expect(await blockerKeys()).not.toContain('pending_recovery_case');
    const { payroll, opened } = await failedPayroll();
    expect(opened).toEqual({
      uuid: expect.any(String),
      company_uuid: http.company,
      status: 'open',
      latest_error_code: 'R01',
      // Debited two business days before the check date (Wed 24 Jun): Mon 22 Jun.
      original_debit_date: '2026-06-22',
      check_date: payroll.check_date,
      payroll_uuid: payroll.uuid,
      contractor_payment_uuids: null,
      amount_outstanding: payroll.totals.company_debit,
      event_total_amount: payroll.totals.company_debit,
    });
    expect(payroll.check_date).toBe('2026-06-24');
    expect((await http.call('GET', cases())).body).toEqual([opened]);
    expect(await blockerKeys()).toContain('pending_recovery_case');
    // The next payroll cannot be calculated while the case is owed.
    const next = (
      await http.call('GET', `/v1/companies/${http.company}/payrolls?processing_statuses=unprocessed`)
    ).body.find((p: ApiJson) => !p.off_cycle);
    const refused = await http.call('PUT', `/v1/companies/${http.company}/payrolls/${next.uuid}/calculate`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toContainEqual(
      expect.objectContaining({ category: 'payroll_blocker', metadata: { key: 'pending_recovery_case' } }),
    );
  });

  it('refuses a code that is not an ACH return code, a payroll not processed, and an unknown payroll', async () => {
    const { payroll } = await failedPayroll();
    const bad = await failDebit(payroll.uuid, { code: 'R30' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ error_key: 'code', category: 'invalid_attribute_value' });
    expect((await failDebit(payroll.uuid, {})).body.errors[0]).toMatchObject({
      error_key: 'code',
      category: 'missing_parameter',
    });
    const unprocessed = (
      await http.call('GET', `/v1/companies/${http.company}/payrolls?processing_statuses=unprocessed`)
    ).body[0];
    const notYet = await failDebit(unprocessed.uuid, { code: 'R02' });
    expect(notYet.status).toBe(422);
    expect(notYet.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    expect((await failDebit('no-such-payroll', { code: 'R01' })).status).toBe(404);
    expect((await redebit('no-such-case')).status).toBe(404);
    expect((await http.call('GET', cases())).body).toHaveLength(1);
  });

  it('a redebit is collected on the fourth business day after it; the blocker goes', async () => {
    const { opened } = await failedPayroll();
    const started = await redebit(opened.uuid);
    expect(started.status).toBe(202);
    expect(started.body).toBeNull();
    const [initiated] = (await http.call('GET', cases())).body;
    expect(initiated).toMatchObject({
      status: 'redebit_initiated',
      amount_outstanding: opened.amount_outstanding,
    });
    expect(await blockerKeys()).toContain('pending_recovery_case');
    const again = await redebit(opened.uuid);
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    // Redebited Mon 15 Jun: Tue 16, Wed 17, Thu 18, (Fri 19 Juneteenth, a bank holiday), Mon 22 Jun
    // at 16:00 Pacific, 23:00 UTC.
    const now = Date.parse((await http.call('POST', '/__demo/clock/advance', { ms: 0 }, null)).body.now);
    await http.advance(Date.parse('2026-06-22T23:00:00Z') - now - 1000);
    expect((await http.call('GET', cases())).body[0].status).toBe('redebit_initiated');
    await http.advance(1000);
    expect((await http.call('GET', cases())).body[0]).toMatchObject({
      status: 'recovered',
      amount_outstanding: '0.00',
      event_total_amount: opened.event_total_amount,
    });
    expect(await blockerKeys()).not.toContain('pending_recovery_case');
    expect((await redebit(opened.uuid)).status).toBe(422);
  });

  it('a returned redebit opens the case again; after two, no more redebits', async () => {
    const { payroll, opened } = await failedPayroll();
    expect((await redebit(opened.uuid)).status).toBe(202);
    const returned = await failDebit(payroll.uuid, { code: 'R16' });
    expect(returned.body).toMatchObject({ uuid: opened.uuid, status: 'open', latest_error_code: 'R16' });
    // The returned redebit's collection never comes.
    await http.advance(10 * 24 * 60 * 60 * 1000);
    expect((await http.call('GET', cases())).body).toMatchObject([{ uuid: opened.uuid, status: 'open' }]);
    expect((await redebit(opened.uuid)).status).toBe(202);
    await failDebit(payroll.uuid, { code: 'R29' });
    const third = await redebit(opened.uuid);
    expect(third.status).toBe(422);
    expect(third.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    expect((await http.call('GET', cases())).body).toMatchObject([
      { status: 'open', latest_error_code: 'R29' },
    ]);
  });
});
