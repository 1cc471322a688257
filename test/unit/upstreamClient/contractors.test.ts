import { afterAll, describe, expect, it } from 'vitest';
import { GustoEmbeddedError } from '@gusto/embedded-api-v-2026-06-15/models/errors/gustoembeddederror.js';
import { RFCDate } from '@gusto/embedded-api-v-2026-06-15/types/rfcdate.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Contractors and their payments through the upstream client (UPSTREAM-2 I, DECISIONS 55, 56, 60):
 * an Hourly person and a Fixed business added, onboarded by the admin path, paid alone and in a
 * group, funded, and dismissed, every response parsed by the client's own schemas. The steps run
 * in order, each on the state the one before left. The clock is pinned to 2026-06-15.
 */

const { api, gusto, reached } = startUpstreamClient();
const companyId = api.companyUuid;

let person: string;
let business: string;

async function rejection(call: Promise<unknown>): Promise<GustoEmbeddedError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GustoEmbeddedError);
  return error as GustoEmbeddedError;
}

/** The admin path: address, bank account, W-9, then finish (the service moved it to review). */
async function onboard(contractorUuid: string) {
  const address = await gusto.contractors.getAddress({ contractorUuid });
  await gusto.contractors.updateAddress({
    contractorUuid,
    contractorAddressUpdateBody: {
      version: address.contractorAddress?.version ?? '',
      street1: '300 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    },
  });
  await gusto.contractorPaymentMethods.createBankAccount({
    contractorUuid,
    contractorBankAccountCreateRequestBody: {
      name: 'Operating',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountType: 'Checking',
    },
  });
  const { contractorBankAccountList } = await gusto.contractorPaymentMethod.getBankAccounts({
    contractorUuid,
  });
  expect(contractorBankAccountList).toHaveLength(1);
  const { documents } = await gusto.contractorDocuments.getAll({ contractorUuid });
  const w9 = documents![0]!;
  await gusto.contractorDocuments.get({ documentUuid: w9.uuid! });
  await gusto.contractorDocuments.getPdf({ documentUuid: w9.uuid! });
  await gusto.contractorDocuments.sign({
    documentUuid: w9.uuid!,
    requestBody: { fields: [], agree: true, signedByIpAddress: '203.0.113.7' },
  });
  const status = await gusto.contractors.getOnboardingStatus({ contractorUuid });
  expect(status.contractorOnboardingStatus?.onboardingStatus).toBe('admin_onboarding_review');
  await gusto.contractors.updateOnboardingStatus({
    contractorUuid,
    contractorOnboardingStatusUpdateRequestBody: { onboardingStatus: 'onboarding_completed' },
  });
}

describe('contractors through the upstream client', () => {
  it('adds an Hourly person and a Fixed business; an Hourly one without a rate is refused', async () => {
    const missing = await rejection(
      gusto.contractors.create({
        companyUuid: companyId,
        contractorCreateRequestBody: {
          wageType: 'Hourly',
          startDate: '2026-06-01',
          firstName: 'A',
          lastName: 'B',
        },
      }),
    );
    expect(missing.httpMeta.response.status).toBe(422);
    const created = await gusto.contractors.create({
      companyUuid: companyId,
      contractorCreateRequestBody: {
        type: 'Individual',
        wageType: 'Hourly',
        hourlyRate: '42.50',
        startDate: '2026-06-01',
        firstName: 'Katherine',
        lastName: 'Johnson',
        ssn: '123456789',
      },
    });
    person = created.contractor!.uuid;
    const fixed = await gusto.contractors.create({
      companyUuid: companyId,
      contractorCreateRequestBody: {
        type: 'Business',
        wageType: 'Fixed',
        startDate: '2026-06-01',
        businessName: 'Hamilton Rigging LLC',
        ein: '12-3456789',
      },
    });
    business = fixed.contractor!.uuid;
    const { contractors } = await gusto.contractors.list({ companyUuid: companyId, sortBy: 'name' });
    expect(contractors?.map((c) => c.uuid)).toEqual([business, person]);
    const current = await gusto.contractors.get({ contractorUuid: person });
    const updated = await gusto.contractors.update({
      contractorUuid: person,
      contractorUpdateRequestBody: { version: current.contractor!.version!, hourlyRate: '45.00' },
    });
    expect(updated.contractor?.hourlyRate).toBe('45.00');
  });

  it('onboards both by the admin path, with a payment method read and set', async () => {
    await onboard(person);
    await onboard(business);
    const method = await gusto.contractorPaymentMethod.get({ contractorUuid: business });
    const check = await gusto.contractorPaymentMethod.update({
      contractorUuid: business,
      requestBody: { version: method.contractorPaymentMethod!.version!, type: 'Check' },
    });
    expect(check.contractorPaymentMethod?.type).toBe('Check');
  });

  it('makes a 1099 and reads it with its PDF', async () => {
    await gusto.contractorForms.generate1099({ requestBody: { contractorId: person, year: 2025 } });
    const { form1099s: forms } = await gusto.contractorForms.list({ contractorUuid: person });
    const formId = forms![0]!.uuid;
    expect((await gusto.contractorForms.get({ contractorUuid: person, formId })).form1099?.year).toBe(2025);
    await gusto.contractorForms.getPdf({ contractorUuid: person, formId });
  });

  it('pays alone and in a group, funds, reads the receipt, cancels and lists', async () => {
    const single = await gusto.contractorPayments.create({
      companyId,
      contractorPaymentBody: {
        contractorUuid: person,
        date: new RFCDate('2026-06-22'),
        hours: '12.5',
        bonus: '100.00',
      },
    });
    const paymentId = single.contractorPayment!.uuid!;
    expect(single.contractorPayment?.wageTotal).toBe('662.50');
    await gusto.contractorPayments.get({ companyId, contractorPaymentId: paymentId });
    await gusto.contractorPayments.fund({ contractorPaymentUuid: paymentId });
    const receipt = await gusto.contractorPayments.getReceipt({ contractorPaymentUuid: paymentId });
    expect(receipt.contractorPaymentReceipt?.totals?.companyDebit).toBe('662.50');
    const cancelable = await gusto.contractorPayments.create({
      companyId,
      contractorPaymentBody: { contractorUuid: business, date: new RFCDate('2026-06-22'), wage: '10.00' },
    });
    await gusto.contractorPayments.delete({
      companyId,
      contractorPaymentId: cancelable.contractorPayment!.uuid!,
    });
    const history = await gusto.contractorPayments.list({
      companyId,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    });
    // The funded $662.50 stays; the cancelled $10.00 is gone.
    expect(history.oneOf && 'total' in history.oneOf ? history.oneOf.total?.wages : undefined).toBe('662.50');

    const payments = [
      { contractorUuid: person, hours: '2', bonus: '0' },
      { contractorUuid: business, wage: '1234.56', reimbursement: '65.44' },
    ];
    const preview = await gusto.contractorPaymentGroups.preview({
      companyId,
      requestBody: { checkDate: new RFCDate('2026-06-22'), contractorPayments: payments },
    });
    const token = preview.contractorPaymentGroupPreview?.creationToken ?? 'group-1';
    const group = await gusto.contractorPaymentGroups.create({
      companyId,
      requestBody: {
        checkDate: new RFCDate('2026-06-22'),
        creationToken: token,
        contractorPayments: payments,
      },
    });
    const groupUuid = group.contractorPaymentGroup!.uuid!;
    await gusto.contractorPaymentGroups.get({ contractorPaymentGroupUuid: groupUuid });
    await gusto.contractorPaymentGroups.getList({
      companyId,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    });
    await gusto.contractorPaymentGroups.fund({ contractorPaymentGroupUuid: groupUuid });
    const other = await gusto.contractorPaymentGroups.create({
      companyId,
      requestBody: {
        checkDate: new RFCDate('2026-06-22'),
        creationToken: 'group-2',
        contractorPayments: payments,
      },
    });
    await gusto.contractorPaymentGroups.delete({
      contractorPaymentGroupUuid: other.contractorPaymentGroup!.uuid!,
    });
  });

  it('dismisses, takes it back, dismisses again, rehires and takes that back; deletes an unpaid one', async () => {
    await gusto.contractors.postV1ContractorsContractorUuidTermination({
      contractorUuid: business,
      requestBody: { endDate: new RFCDate('2026-06-30') },
    });
    await gusto.contractors.deleteV1ContractorsContractorUuidTermination({ contractorUuid: business });
    await gusto.contractors.postV1ContractorsContractorUuidTermination({
      contractorUuid: business,
      requestBody: { endDate: new RFCDate('2026-06-14') },
    });
    await gusto.contractors.postV1ContractorsContractorUuidRehire({
      contractorUuid: business,
      requestBody: { startDate: new RFCDate('2026-07-01') },
    });
    await gusto.contractors.deleteV1ContractorsContractorUuidRehire({ contractorUuid: business });
    const spare = await gusto.contractors.create({
      companyUuid: companyId,
      contractorCreateRequestBody: {
        wageType: 'Fixed',
        startDate: '2026-06-01',
        firstName: 'Mary',
        lastName: 'Jackson',
      },
    });
    await gusto.contractors.delete({ contractorUuid: spare.contractor!.uuid });
  });

  afterAll(() => {
    const contractorRoutes = routesOf('contractors');
    expect(contractorRoutes.length).toBeGreaterThanOrEqual(37);
    expect(contractorRoutes.filter((key) => !reached.has(key))).toEqual([]);
  });
});
