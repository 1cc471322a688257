// What the contractor payment screens say beside their figures, read from the in-process demo
// service's own answers: the part of a group's total its debit leaves out (checks, payments
// already made), in integer cents, and who each listed group pays (the list's groups come without
// their payments; the payment history has them).
import { expect, test } from 'vitest';
import {
  createContractorPaymentGroup,
  listContractorPayments,
  previewContractorPaymentGroup,
} from '../../../../src/api/contractorPayments/operations';
import { groupContractors } from '../../../../src/flows/Contractors/groupContractors';
import { notDebited } from '../../../../src/flows/Contractors/notDebited';
import { paymentHistoryRange } from '../../../../src/flows/Contractors/paymentHistoryRange';
import { FIXED_BUSINESS, FIXED_INDIVIDUAL, HOURLY_INDIVIDUAL } from '../../../support/contractors';
import { contractorsPage, onboardedContractor } from './contractorsHarness';

async function threeContractors() {
  const page = contractorsPage();
  const katherine = await onboardedContractor(page, { ...HOURLY_INDIVIDUAL, ssn: '123456789' });
  const hamilton = await onboardedContractor(page, FIXED_BUSINESS);
  const mary = await onboardedContractor(page, { ...FIXED_INDIVIDUAL, ssn: '987654321' });
  return { page, katherine, hamilton, mary };
}

test('a preview’s checks are what its total has over its debit, to the cent', async () => {
  const { page, katherine, hamilton, mary } = await threeContractors();
  const { data: preview } = await previewContractorPaymentGroup(page.client, page.companyId, {
    check_date: '2026-06-22',
    contractor_payments: [
      // 12.5 h × $42.50 + $100.00 = $631.25, debited.
      { contractor_uuid: katherine.uuid, hours: '12.5', bonus: '100.00' },
      // $1,234.56 + $65.44 = $1,300.00 and $0.10 + $0.20 = $0.30, by check: $1,300.30 not debited.
      { contractor_uuid: hamilton.uuid, wage: '1234.56', reimbursement: '65.44', payment_method: 'Check' },
      { contractor_uuid: mary.uuid, wage: '0.10', reimbursement: '0.20', payment_method: 'Check' },
    ],
  });
  expect(preview.totals).toMatchObject({ amount: '1931.55', debit_amount: '631.25' });
  expect(notDebited(preview)).toEqual({ checks: '1300.30', other: '0.00' });
  // All by direct deposit: nothing to explain.
  const { data: direct } = await previewContractorPaymentGroup(page.client, page.companyId, {
    check_date: '2026-06-22',
    contractor_payments: [{ contractor_uuid: katherine.uuid, hours: '12.5', bonus: '100.00' }],
  });
  expect(notDebited(direct)).toEqual({ checks: '0.00', other: '0.00' });
});

test('a payment already made is reported, not debited: the rest of the gap', async () => {
  const { page, mary } = await threeContractors();
  const { data: preview } = await previewContractorPaymentGroup(page.client, page.companyId, {
    check_date: '2026-06-10',
    contractor_payments: [
      { contractor_uuid: mary.uuid, wage: '500.00', payment_method: 'Historical Payment' },
    ],
  });
  expect(preview.totals).toMatchObject({ amount: '500.00', debit_amount: '0.00' });
  expect(notDebited(preview)).toEqual({ checks: '0.00', other: '500.00' });
});

test('each group of the history is named by the contractors it pays, each once', async () => {
  const { page, katherine, hamilton, mary } = await threeContractors();
  const group = async (token: string, check_date: string, ids: string[]) =>
    (
      await createContractorPaymentGroup(page.client, page.companyId, {
        check_date,
        creation_token: token,
        contractor_payments: ids.map((uuid) =>
          uuid === katherine.uuid
            ? { contractor_uuid: uuid, hours: '8' }
            : { contractor_uuid: uuid, wage: '100.00' },
        ),
      })
    ).data.uuid!;
  const both = await group('two', '2026-06-22', [hamilton.uuid, katherine.uuid]);
  const alone = await group('one', '2026-06-24', [mary.uuid]);
  const { data: history } = await listContractorPayments(
    page.client,
    page.companyId,
    paymentHistoryRange('2026-06-15'),
  );
  const paid = groupContractors(history);
  expect(new Set(paid.get(both))).toEqual(new Set([hamilton.uuid, katherine.uuid]));
  expect(paid.get(both)).toHaveLength(2);
  expect(paid.get(alone)).toEqual([mary.uuid]);
  expect(paid.size).toBe(2);
});
