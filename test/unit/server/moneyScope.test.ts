import { describe, expect, it } from 'vitest';
import { demoAdmin } from '../../support/demoAdmin';
import { payrollAwaitingWire, processedPayroll } from '../../support/payrollMoney';
import { proxyForTwoCompanies } from './twoCompanyProxy';

// A wire-in request's path (`/v1/wire_in_requests/{uuid}`, UPSTREAM-3 M.4) and a recovery case's
// (`/v1/recovery_cases/{uuid}/redebit`, M.5) name no company: the proxy finds the owner in the
// session's companies' own lists, so an admin of one company can act on its own and cannot read,
// confirm or redebit another company's by uuid.
describe('wire-in requests and recovery cases through the proxy', () => {
  it('serves a request to its own company’s session and refuses it to another’s', async () => {
    const { api, newcomer, call, signIn } = await proxyForTwoCompanies();
    const { wire } = await payrollAwaitingWire(demoAdmin(api), (ms) => api.clock.advance(ms));
    const item = `/v1/wire_in_requests/${wire.uuid}`;
    const sent = { date_sent: '2026-06-15', bank_name: 'First Bank', amount_sent: wire.requested_amount };

    signIn([newcomer]);
    const read = await call('GET', item);
    expect(read.status).toBe(404);
    expect(read.body.errors[0]).toMatchObject({ category: 'not_found' });
    expect((await call('PUT', item, sent)).status).toBe(404);
    expect((await call('GET', `/v1/companies/${api.companyUuid}/wire_in_requests`)).status).toBe(404);

    signIn([api.companyUuid]);
    expect((await call('GET', item)).body).toMatchObject({ uuid: wire.uuid, status: 'awaiting_funds' });
    const confirmed = await call('PUT', item, sent);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('pending_review');

    // Its owner now known to the proxy, the other company is still refused.
    signIn([newcomer]);
    expect((await call('GET', item)).status).toBe(404);
  });

  it('redebits a recovery case for its own company’s session and refuses it to another’s', async () => {
    const { api, newcomer, call, signIn } = await proxyForTwoCompanies();
    const admin = demoAdmin(api);
    const payrollUuid = await processedPayroll(admin, (ms) => api.clock.advance(ms));
    const opened = await admin.call('POST', `/__demo/payrolls/${payrollUuid}/fail_debit`, { code: 'R01' });
    const redebit = `/v1/recovery_cases/${(opened.body as { uuid: string }).uuid}/redebit`;

    signIn([newcomer]);
    const refused = await call('PUT', redebit);
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0]).toMatchObject({ category: 'not_found' });

    signIn([api.companyUuid]);
    expect((await call('PUT', redebit)).status).toBe(202);
    const [owned] = (await call('GET', `/v1/companies/${api.companyUuid}/recovery_cases`)).body;
    expect(owned.status).toBe('redebit_initiated');
  });
});
