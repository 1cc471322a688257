import { describe, expect, it } from 'vitest';
import {
  addOnboardedContractor,
  contractorW9,
  FIXED_BUSINESS,
  fundContractorPayment,
  payContractor,
} from '../../support/contractors';
import { demoAdmin } from '../../support/demoAdmin';
import { proxyForTwoCompanies } from './twoCompanyProxy';

// Contractor paths through the proxy (issue 25): a contractor, its W-9 (`/v1/documents/{id}`,
// whose record names the contractor as recipient), a payment group and a payment's receipt
// (`/v1/contractor_payments/{id}/receipt`, which names no company) are served to their own
// company's session and refused to another company's, by uuid.
const setUp = () => proxyForTwoCompanies();

/** Adds a contractor through the proxy and takes it to onboarded; pays it in a group the demo funds. */
async function paidContractor(page: Awaited<ReturnType<typeof setUp>>) {
  const contractor = await addOnboardedContractor(page, FIXED_BUSINESS);
  const w9 = await contractorW9(page, contractor);
  const group = await payContractor(page, {
    contractorUuid: contractor,
    checkDate: '2026-06-22',
    wage: '500.00',
    creationToken: 'june-22',
  });
  // The demo's fund call is a test control, not the library's: straight to the service.
  await fundContractorPayment(demoAdmin(page.api), group.uuid);
  return {
    contractor,
    document: w9.uuid,
    group: group.uuid,
    payment: group.contractor_payments[0]!.uuid,
  };
}

describe('contractors through the proxy', () => {
  it('serves a contractor, its documents, its group and its receipt to its own company’s session only', async () => {
    const page = await setUp();
    const { api, newcomer, call, signIn } = page;
    signIn([api.companyUuid]);
    const ids = await paidContractor(page);
    const reads = [
      `/v1/contractors/${ids.contractor}`,
      `/v1/contractors/${ids.contractor}/documents`,
      `/v1/contractor_payment_groups/${ids.group}`,
      `/v1/contractor_payments/${ids.payment}/receipt`,
    ];
    for (const path of reads) expect((await call('GET', path)).status, path).toBe(200);

    signIn([newcomer]);
    for (const path of reads) {
      const refused = await call('GET', path);
      expect(refused.status, path).toBe(404);
      expect(refused.body.errors[0]).toMatchObject({ category: 'not_found' });
    }
    const sign = await call('PUT', `/v1/documents/${ids.document}/sign`, { agree: true });
    expect(sign.status).toBe(404);
    const cancel = await call('DELETE', `/v1/contractor_payment_groups/${ids.group}`);
    expect(cancel.status).toBe(404);
    // A payment of the other company named under one's own company is refused too.
    const across = await call('GET', `/v1/companies/${newcomer}/contractor_payments/${ids.payment}`);
    expect(across.status).toBe(404);
  });
});
