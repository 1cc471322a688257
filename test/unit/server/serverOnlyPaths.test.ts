import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import defaultInventory from '../../../src/server/endpoint-inventory.json';
import type { EndpointInventory } from '../../../src/server';
import { startProxyHarness } from './proxyHarness';

// Creating a company answers its OAuth tokens (DECISIONS 49), and the token endpoint exchanges
// grants: only the partner's server may call them. A signed-in browser cannot reach them through
// the proxy, even when a partner's inventory lists them by mistake.
const inventory: EndpointInventory = {
  ...(defaultInventory as EndpointInventory),
  endpoints: [
    ...(defaultInventory as EndpointInventory).endpoints,
    { name: 'createCompany', method: 'POST', path: '/v1/partner_managed_companies', token: 'company' },
    {
      name: 'companyTerms',
      method: 'GET',
      path: '/v1/partner_managed_companies/{company_id}/terms_of_service',
      token: 'company',
    },
    { name: 'oauthToken', method: 'POST', path: '/oauth/token', token: 'company' },
  ],
};

let harness: Awaited<ReturnType<typeof startProxyHarness>>;
let cookie: string;
let companyId: string;

beforeAll(async () => {
  harness = await startProxyHarness({ inventory });
  companyId = harness.demo.companyUuid;
  cookie = harness.signIn([companyId]);
});
afterAll(() => harness.close());

describe('server-only paths', () => {
  it.each([
    ['POST', '/v1/partner_managed_companies', { user: { first_name: 'A' }, company: { name: 'B' } }],
    ['POST', '/V1/Partner_Managed_Companies', { company: { name: 'B' } }],
    ['GET', `/v1/partner_managed_companies/{company}/terms_of_service`, undefined],
    ['POST', '/oauth/token', { grant_type: 'refresh_token', refresh_token: 'r' }],
  ] as const)('refuses %s %s from a browser without calling the service', async (method, template, body) => {
    const before = harness.upstreamRequests.length;
    const response = await harness.call(method, template.replace('{company}', companyId), cookie, body);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({
      errors: [{ error_key: 'request', category: 'not_found' }],
    });
    expect(harness.upstreamRequests).toHaveLength(before);
  });

  it('still forwards the company operations of the same inventory', async () => {
    const response = await harness.call('GET', `/v1/companies/${companyId}/employees?per=1`, cookie);
    expect(response.status).toBe(200);
  });
});
