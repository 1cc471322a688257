import { describe, expect, it } from 'vitest';
import { proxyForTwoCompanies } from './twoCompanyProxy';

// External payrolls (UPSTREAM-3 M.3) are read under their company's path: the proxy finds the
// owner there, so an admin of one company reaches its own and never another's by uuid, even
// under their own company's path. A supported benefit type (`/v1/benefits/{id}`, UPSTREAM-2 K.2)
// is the same for every company: any admin session reads it with its own company's token.
describe('external payrolls and supported benefit types through the proxy', () => {
  it('serves a company’s external payrolls to its own session only', async () => {
    const { api, newcomer, call, signIn } = await proxyForTwoCompanies();
    signIn([api.companyUuid]);
    const created = await call('POST', `/v1/companies/${api.companyUuid}/external_payrolls`, {
      check_date: '2026-03-13',
      payment_period_start_date: '2026-02-28',
      payment_period_end_date: '2026-03-13',
    });
    expect(created.status).toBe(200);
    const uuid = created.body.uuid as string;
    const item = `/v1/companies/${api.companyUuid}/external_payrolls/${uuid}`;
    expect((await call('GET', item)).body).toMatchObject({ uuid, status: 'unprocessed' });

    signIn([newcomer]);
    const refused = await call('GET', item);
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0]).toMatchObject({ category: 'not_found' });
    expect((await call('DELETE', item)).status).toBe(404);
    expect(
      (await call('PUT', `/v1/companies/${api.companyUuid}/external_payrolls/tax_liabilities/finish`)).status,
    ).toBe(404);
    // Under its own company's path, the other company's payroll is still out of reach.
    expect((await call('GET', `/v1/companies/${newcomer}/external_payrolls/${uuid}`)).status).toBe(404);
    expect((await call('GET', `/v1/companies/${newcomer}/external_payrolls`)).body).toEqual([]);

    signIn([api.companyUuid]);
    expect((await call('DELETE', item)).status).toBe(204);
  });

  it('serves a supported benefit type to any admin session', async () => {
    const { newcomer, call, signIn } = await proxyForTwoCompanies();
    signIn([newcomer]);
    const types = await call('GET', '/v1/benefits');
    expect(types.status).toBe(200);
    const first = types.body[0] as { benefit_type: number; description: string };
    const one = await call('GET', `/v1/benefits/${first.benefit_type}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ benefit_type: first.benefit_type, description: first.description });
    expect((await call('GET', '/v1/benefits/999999')).status).toBe(404);
  });
});
