import { describe, expect, it } from 'vitest';
import {
  addOnboardedContractor,
  FIXED_BUSINESS,
  fundContractorPayment,
  payContractor,
} from '../../support/contractors';
import { processedPayroll } from '../../support/payrollMoney';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * ACH transactions over HTTP (UPSTREAM-3 M.6, DECISIONS 70): a processed payroll debits the
 * company its direct-deposit net pay, reimbursements and taxes on its debit day (together its
 * `company_debit`) and credits each direct-deposit employee their `check_amount` on the check
 * date; submitted until paid, then successful; its debits failed with the bank's code while a
 * recovery case is owed. A funded contractor payment: one debit and one credit. Filters by
 * payroll, contractor payment, direction and type; amounts never negative.
 */

// Monday 15 June 2026, 09:00 in California (the harness's pinned clock).
const http = demoHttpForEachTest({ employees: 4 });

const list = (query = '') => http.call('GET', `/v1/companies/${http.company}/ach_transactions${query}`);
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('ACH transactions (UPSTREAM-3 M.6)', () => {
  it('a processed payroll’s debits make its company debit and its credits each row’s check amount', async () => {
    const uuid = await processedPayroll(http, (ms) => http.advance(ms));
    const payroll = (
      await http.call('GET', `/v1/companies/${http.company}/payrolls/${uuid}?include=totals&per=100`)
    ).body;
    const moved = await list(`?payroll_uuid=${uuid}&per=100`);
    expect(moved.status).toBe(200);
    const debits = moved.body.filter((t: ApiJson) => t.payment_direction === 'debit');
    const credits = moved.body.filter((t: ApiJson) => t.payment_direction === 'credit');
    expect(debits.map((t: ApiJson) => t.transaction_type).sort()).toEqual(['Debit net pay', 'Debit taxes']);
    expect(debits.reduce((sum: number, t: ApiJson) => sum + cents(t.amount), 0)).toBe(
      cents(payroll.totals.company_debit),
    );
    for (const debit of debits)
      expect(debit).toMatchObject({
        payment_event_type: 'Payroll',
        payment_event_uuid: uuid,
        recipient_type: null,
        payment_status: 'successful',
        error_code: null,
        // Debited two business days before the check date (Wed 24 Jun).
        payment_date: '2026-06-22',
        payment_event_check_date: '2026-06-24',
      });
    const byDeposit = payroll.employee_compensations.filter(
      (row: ApiJson) => row.payment_method === 'Direct Deposit' && !row.excluded,
    );
    expect(credits).toHaveLength(byDeposit.length);
    for (const row of byDeposit)
      expect(credits).toContainEqual(
        expect.objectContaining({
          recipient_type: 'Employee',
          recipient_uuid: row.employee_uuid,
          transaction_type: 'Credit employee pay',
          amount: row.check_amount,
          payment_date: '2026-06-24',
          payment_status: 'successful',
        }),
      );
    // The same list, read again, names the same movements; filters narrow it.
    expect((await list(`?payroll_uuid=${uuid}&per=100`)).body).toEqual(moved.body);
    expect((await list(`?payroll_uuid=${uuid}&payment_direction=debit`)).body).toEqual(debits);
    expect(
      (await list(`?payroll_uuid=${uuid}&transaction_type=${encodeURIComponent('Debit taxes')}`)).body,
    ).toEqual(debits.filter((t: ApiJson) => t.transaction_type === 'Debit taxes'));
    const refused = await list('?payment_direction=sideways');
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ error_key: 'payment_direction' });

    // The bank returns the debit: the payroll's debits are failed with its code.
    await http.call('POST', `/__demo/payrolls/${uuid}/fail_debit`, { code: 'R02' }, null);
    const failed = (await list(`?payroll_uuid=${uuid}&payment_direction=debit`)).body;
    expect(failed.map((t: ApiJson) => [t.payment_status, t.error_code])).toEqual(
      debits.map(() => ['failed', 'R02']),
    );
  });

  it('a funded contractor payment: one debit of the company, one credit to the contractor', async () => {
    const contractor = await addOnboardedContractor(http, FIXED_BUSINESS);
    const group = await payContractor(http, {
      contractorUuid: contractor,
      checkDate: '2026-06-22',
      wage: '500.00',
      reimbursement: '20.00',
      creationToken: 'june-22',
    });
    const payment = group.contractor_payments[0]!.uuid;
    expect((await list(`?contractor_payment_uuid=${payment}`)).body).toEqual([]);
    await fundContractorPayment(http, group.uuid);
    const moved = (await list(`?contractor_payment_uuid=${payment}`)).body;
    // $500.00 wage + $20.00 reimbursement, both ways.
    expect(moved).toEqual([
      expect.objectContaining({
        payment_event_type: 'ContractorPayment',
        payment_event_uuid: payment,
        payment_direction: 'debit',
        transaction_type: 'Debit contractor pay',
        recipient_type: null,
        amount: '520.00',
        payment_status: 'successful',
        payment_event_check_date: '2026-06-22',
      }),
      expect.objectContaining({
        payment_direction: 'credit',
        transaction_type: 'Credit contractor pay',
        recipient_type: 'Contractor',
        recipient_uuid: contractor,
        amount: '520.00',
        payment_date: '2026-06-22',
      }),
    ]);
    expect((await list(`?payroll_uuid=${payment}`)).body).toEqual([]);
  });
});
