import { describe, expect, it } from 'vitest';
import { demoAdmin } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { proxyForTwoCompanies } from './twoCompanyProxy';

// A generated document's path (`/v1/generated_documents/{document_type}/{request_uuid}`, UPSTREAM-3
// M.8) names no company and no payroll, and no company lists its documents: the proxy finds the
// owner as the session's company whose token reads the document (as a report's), so an admin
// follows their own printed checks to the PDF and cannot read another company's by uuid.
describe('printable checks through the proxy', () => {
  it('serves a checks document to its own company’s session and refuses it to another’s', async () => {
    const { api, newcomer, call, signIn } = await proxyForTwoCompanies({ employees: 4 });
    const payrollUuid = await processedPayroll(demoAdmin(api), (ms) => api.clock.advance(ms));
    signIn([api.companyUuid]);
    const printed = await call(
      'POST',
      `/v1/payrolls/${payrollUuid}/generated_documents/printable_payroll_checks`,
      { printing_format: 'top' },
    );
    expect(printed.status).toBe(200);
    const item = `/v1/generated_documents/printable_payroll_checks/${printed.body.request_uuid}`;
    await api.clock.advance(2000);

    // Another company's session first, before the proxy knows the owner, then after.
    signIn([newcomer]);
    const refused = await call('GET', item);
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0]).toMatchObject({ category: 'not_found' });

    signIn([newcomer, api.companyUuid]);
    const ready = await call('GET', item);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ request_uuid: printed.body.request_uuid, status: 'succeeded' });
    expect(ready.body.document_urls).toHaveLength(1);

    signIn([newcomer]);
    expect((await call('GET', item)).status).toBe(404);
    // An unknown request of the company's own session: the service's 404, not a 5xx.
    signIn([api.companyUuid]);
    expect(
      (await call('GET', `/v1/generated_documents/printable_payroll_checks/${crypto.randomUUID()}`)).status,
    ).toBe(404);
  });
});
