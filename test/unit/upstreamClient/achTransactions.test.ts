import { afterAll, describe, expect, it } from 'vitest';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import {
  addOnboardedContractor,
  FIXED_BUSINESS,
  fundContractorPayment,
  payContractor,
} from '../../support/contractors';
import { processedPayroll } from '../../support/payrollMoney';
import { routesOf, startUpstreamClient } from './harness';

/*
 * ACH transactions through the upstream client (UPSTREAM-3 M.6): a processed payroll's debits
 * and credits (one of them failed by the bank) and a funded contractor payment's parse.
 */

const { gusto, api, reached } = startUpstreamClient();
const companyUuid = api.companyUuid;

describe('the upstream client on ACH transactions', () => {
  it('lists a payroll’s and a contractor payment’s debits and credits', async () => {
    const admin = demoAdmin(api);
    const payrollUuid = await processedPayroll(admin, (ms) => api.clock.advance(ms));
    await expectCall(admin, 201, 'POST', `/__demo/payrolls/${payrollUuid}/fail_debit`, { code: 'R01' });
    const payroll = await gusto.achTransactions.getAll({ companyUuid, payrollUuid, per: 100 });
    expect(payroll.achTransactionList).toContainEqual(
      expect.objectContaining({ paymentDirection: 'debit', paymentStatus: 'failed', errorCode: 'R01' }),
    );
    expect(payroll.achTransactionList).toContainEqual(
      expect.objectContaining({
        paymentDirection: 'credit',
        recipientType: 'Employee',
        paymentEventUuid: payrollUuid,
      }),
    );

    const contractor = await addOnboardedContractor(admin, FIXED_BUSINESS);
    const group = await payContractor(admin, {
      contractorUuid: contractor,
      checkDate: '2026-06-22',
      wage: '500.00',
      creationToken: 'june-22',
    });
    await fundContractorPayment(admin, group.uuid);
    const paid = await gusto.achTransactions.getAll({
      companyUuid,
      contractorPaymentUuid: group.contractor_payments[0]!.uuid,
      paymentDirection: 'credit',
    });
    expect(paid.achTransactionList).toEqual([
      expect.objectContaining({ recipientType: 'Contractor', recipientUuid: contractor, amount: '500.00' }),
    ]);
  });

  afterAll(() => {
    expect(routesOf('achTransactions').filter((key) => !reached.has(key))).toEqual([]);
  });
});
