import { describe, expect, it } from 'vitest';
import { proxyForTwoCompanies } from './twoCompanyProxy';

// Contractor paths through the proxy (issue 25): a contractor, its W-9 (`/v1/documents/{id}`,
// whose record names the contractor as recipient), a payment group and a payment's receipt
// (`/v1/contractor_payments/{id}/receipt`, which names no company) are served to their own
// company's session and refused to another company's, by uuid.
const setUp = () => proxyForTwoCompanies();

/** Adds a contractor through the proxy and takes it to onboarded; pays it in a group the demo funds. */
async function paidContractor({ api, call }: Awaited<ReturnType<typeof setUp>>) {
  const company = `/v1/companies/${api.companyUuid}`;
  const contractor = await call('POST', `${company}/contractors`, {
    type: 'Business',
    wage_type: 'Fixed',
    start_date: '2026-06-01',
    business_name: 'Hamilton Rigging LLC',
    ein: '123456789',
  });
  expect(contractor.status).toBe(201);
  const uuid = contractor.body.uuid as string;
  const address = await call('GET', `/v1/contractors/${uuid}/address`);
  const saved = await call('PUT', `/v1/contractors/${uuid}/address`, {
    version: address.body.version,
    street_1: '300 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  });
  expect(saved.status).toBe(200);
  const account = await call('POST', `/v1/contractors/${uuid}/bank_accounts`, {
    name: 'Operating',
    routing_number: '021000021',
    account_number: '000123456789',
    account_type: 'Checking',
  });
  expect(account.status).toBe(201);
  const [w9] = (await call('GET', `/v1/contractors/${uuid}/documents`)).body;
  // The proxy adds the signer's IP.
  expect((await call('PUT', `/v1/documents/${w9.uuid}/sign`, { agree: true })).status).toBe(200);
  const done = await call('PUT', `/v1/contractors/${uuid}/onboarding_status`, {
    onboarding_status: 'onboarding_completed',
  });
  expect(done.status).toBe(200);
  const group = await call('POST', `${company}/contractor_payment_groups`, {
    check_date: '2026-06-22',
    creation_token: 'june-22',
    contractor_payments: [{ contractor_uuid: uuid, wage: '500.00' }],
  });
  expect(group.status).toBe(201);
  // The demo's fund call is a test control, not the library's: straight to the service.
  const funded = await api.handle(
    new Request(`${api.baseUrl}/v1/contractor_payment_groups/${group.body.uuid}/fund`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${api.tokens.company}` },
    }),
  );
  expect(funded.status).toBe(200);
  return {
    contractor: uuid,
    document: w9.uuid as string,
    group: group.body.uuid as string,
    payment: group.body.contractor_payments[0].uuid as string,
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
