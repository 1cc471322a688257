import { afterAll, describe, expect, it } from 'vitest';
import { UnprocessableEntityError } from '@gusto/embedded-api-v-2026-06-15/models/errors/unprocessableentityerror.js';
import { demoAdmin } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Reports through the upstream client (UPSTREAM-3 N.1, DECISIONS 73): the payroll journal
 * template, a custom report (201), a payroll's general ledger (200) and the annual FICA wage
 * report (202) parse, and so does the poll, pending then succeeded with its URL; an integration
 * ledger without its type comes back as the client's 422 with the field.
 */

const { gusto, api, reached } = startUpstreamClient({ employees: 3 });

describe('the upstream client on reports', () => {
  it('asks for every report and polls it until it has succeeded', async () => {
    const payrollUuid = await processedPayroll(demoAdmin(api), (ms) => api.clock.advance(ms));
    const companyUuid = api.companyUuid;
    const { reportTemplate } = await gusto.reports.getTemplate({
      companyUuid,
      reportType: 'payroll_journal',
    });
    expect(reportTemplate).toMatchObject({
      companyUuid,
      reportType: 'payroll_journal',
      groupings: ['payroll', 'employee'],
    });

    const { createReport } = await gusto.reports.createCustom({
      companyUuid,
      createReportBody: {
        columns: reportTemplate!.columns as never,
        groupings: ['payroll', 'employee'],
        fileType: 'csv',
        withTotals: true,
        dateFilterType: 'check_date',
      },
    });
    expect(createReport).toMatchObject({ companyUuid, fileType: 'csv', customName: null });
    const pending = await gusto.reports.getReportsRequestUuid({ requestUuid: createReport!.requestUuid! });
    expect(pending.report).toEqual({
      requestUuid: createReport!.requestUuid,
      status: 'pending',
      reportUrls: [],
    });
    await api.clock.advance(2000);
    const ready = await gusto.reports.getReportsRequestUuid({ requestUuid: createReport!.requestUuid! });
    expect(ready.report!.status).toBe('succeeded');
    expect(ready.report!.reportUrls![0]).toMatch(/\/v1\/reports\/[^/]+\/file$/);

    const { generalLedgerReport } = await gusto.reports.postPayrollsPayrollUuidReportsGeneralLedger({
      payrollUuid,
      generalLedgerReportBody: { aggregation: 'integration', integrationType: 'xero' },
    });
    expect(generalLedgerReport).toMatchObject({
      payrollUuid,
      aggregation: 'integration',
      integrationType: 'xero',
    });

    const fica = await gusto.reports.postV1CompaniesCompanyIdReportsEmployeesAnnualFicaWage({
      companyId: companyUuid,
      requestBody: { startYear: 2025, endYear: 2026 },
    });
    expect(fica.employeesAnnualFicaWageReportAcceptance).toMatchObject({
      companyUuid,
      startYear: 2025,
      endYear: 2026,
    });

    const refused = await gusto.reports
      .postPayrollsPayrollUuidReportsGeneralLedger({
        payrollUuid,
        generalLedgerReportBody: { aggregation: 'integration' },
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(refused).toBeInstanceOf(UnprocessableEntityError);
    expect((refused as UnprocessableEntityError).errors?.[0]).toMatchObject({
      errorKey: 'integration_type',
      category: 'invalid_attribute_value',
    });
  });

  afterAll(() => {
    expect(routesOf('reports').filter((key) => !reached.has(key))).toEqual([]);
  });
});
