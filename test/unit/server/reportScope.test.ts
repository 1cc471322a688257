import { describe, expect, it } from 'vitest';
import { downloadReport } from '../../../src/api/reports/operations';
import { demoAdmin } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { proxyForTwoCompanies } from './twoCompanyProxy';

// A report's paths (`/v1/reports/{uuid}` and the file it names, UPSTREAM-3 N.1) name no company,
// and no company lists its reports: the proxy finds the owner as the session's company whose token
// reads the report, so an admin of one company follows and downloads its own and cannot reach
// another company's by uuid.
describe('reports through the proxy', () => {
  it('serves a report and its file to its own company’s session and refuses them to another’s', async () => {
    const { api, newcomer, call, client, signIn } = await proxyForTwoCompanies({ employees: 2 });
    await processedPayroll(demoAdmin(api), (ms) => api.clock.advance(ms));
    signIn([api.companyUuid]);
    const asked = await call('POST', `/v1/companies/${api.companyUuid}/reports`, {
      columns: ['employee_last_name', 'gross_earnings'],
      file_type: 'csv',
    });
    expect(asked.status).toBe(201);
    const item = `/v1/reports/${asked.body.request_uuid}`;
    await api.clock.advance(2000);

    // Another company's session first, before the proxy knows the owner, then after.
    signIn([newcomer]);
    expect((await call('GET', item)).status).toBe(404);
    expect((await call('GET', `${item}/file`)).status).toBe(404);

    signIn([newcomer, api.companyUuid]);
    const ready = await call('GET', item);
    expect(ready.body).toMatchObject({ status: 'succeeded' });
    const { data: file } = await downloadReport(client, ready.body.report_urls[0]);
    expect(file.type).toMatch(/^text\/csv/);
    expect((await file.text()).split('\r\n')[0]).toBe('employee_last_name,gross_earnings');

    signIn([newcomer]);
    expect((await call('GET', item)).status).toBe(404);
    expect((await call('GET', `${item}/file`)).status).toBe(404);
  });
});
