import { describe, expect, it } from 'vitest';
import { demoAdmin } from '../../support/demoAdmin';
import { payrollAwaitingWire } from '../../support/payrollMoney';
import { proxyForTwoCompanies } from './twoCompanyProxy';

// A wire-in request's path (`/v1/wire_in_requests/{uuid}`, UPSTREAM-3 M.4) names no company: the
// proxy finds its owner in the session's companies' own request lists, so an admin of one company
// can read and confirm its own wire and cannot read or confirm another company's by uuid.
describe('wire-in requests through the proxy', () => {
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
});
