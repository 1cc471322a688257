import { notFound } from '../errors';
import type { PayrollRecord } from '../payroll/records';
import {
  bodyReader,
  companyParent,
  resourceRoutes,
  withHeaders,
  type ParentLookup,
  type RecordLookup,
} from '../resource';
import type { Route } from '../service';
import { customReportTable, readCustomReport } from './customReport';
import { ficaWageCsv, readFicaYears } from './ficaWageReport';
import { generalLedgerJson, readLedgerRequest } from './generalLedger';
import { reports, type ReportRecord } from './records';
import { PAYROLL_JOURNAL } from './reportColumns';
import { reportFile } from './reportFiles';
import { fileServed, requestReport } from './reportRequests';

/**
 * Reports (UPSTREAM-3 N.1, DECISIONS 73): the custom report (201), a payroll's general ledger
 * (200), the annual FICA wage report (202), each polled at `GET /v1/reports/{request_uuid}` until
 * `succeeded`; the payroll journal template; and the demo's report files, which the poll's
 * `report_urls` point to (served ten minutes, a company token needed, so a browser reaches them
 * only through the proxy).
 */

const SCOPES = { read: 'company_reports:read', write: 'company_reports:write' };

/** The payroll of the path, checked for the token; unknown or another company's → 404. */
const payrollParent: ParentLookup<PayrollRecord> = (service, { params, grant }) => {
  const payroll = service.store.payrolls.get(params.payroll_id ?? '');
  if (!payroll) throw notFound();
  service.company(payroll.companyUuid, grant);
  return payroll;
};

/** A report of a company the token reaches; unknown or another company's → 404. */
const findReport: RecordLookup<ReportRecord> = (service, uuid, grant) => {
  const record = uuid ? service.store.table(reports).get(uuid) : undefined;
  if (!record) throw notFound();
  service.company(record.companyUuid, grant);
  return record;
};

/** The report file's path on the service, which `report_urls` name. */
const filePath = (uuid: string) => `/v1/reports/${uuid}/file`;

/** The poll's answer (UPSTREAM-3 N.1 `Report`): its status and, once ready, the file's URL. */
function reportView(record: ReportRecord, url: URL) {
  return {
    request_uuid: record.requestUuid,
    status: record.status,
    report_urls: record.status === 'succeeded' ? [new URL(filePath(record.requestUuid), url).href] : [],
  };
}

/**
 * The report routes.
 *
 * @example
 * new Router(reportRoutes);
 */
export const reportRoutes: Route[] = [
  ...resourceRoutes({
    collection: '/v1/companies/{company_id}/reports',
    scopes: SCOPES,
    parent: companyParent,
    view: (record: ReportRecord) => record.answer,
    create: {
      rules: bodyReader(readCustomReport),
      status: 201,
      insert: (request, company, service) => {
        const name = request.customName ?? 'Custom report';
        const table = customReportTable(service, company.uuid, request);
        return requestReport(
          service,
          company.uuid,
          'custom',
          reportFile(table, request.fileType, name),
          (uuid) => ({
            request_uuid: uuid,
            company_uuid: company.uuid,
            custom_name: request.customName,
            file_type: request.fileType,
          }),
        );
      },
    },
  }),
  ...resourceRoutes({
    collection: '/v1/payrolls/{payroll_id}/reports/general_ledger',
    scopes: SCOPES,
    parent: payrollParent,
    view: (record: ReportRecord) => record.answer,
    create: {
      rules: bodyReader(readLedgerRequest),
      status: 200,
      insert: (request, payroll, service) => {
        const text = generalLedgerJson(service, payroll, request);
        return requestReport(
          service,
          payroll.companyUuid,
          'general_ledger',
          { contentType: 'application/json', text },
          (uuid) => ({
            payroll_uuid: payroll.uuid,
            aggregation: request.aggregation,
            integration_type: request.integrationType,
            request_uuid: uuid,
          }),
        );
      },
    },
  }),
  ...resourceRoutes({
    collection: '/v1/companies/{company_id}/reports/employees_annual_fica_wage',
    scopes: SCOPES,
    parent: companyParent,
    view: (record: ReportRecord) => record.answer,
    create: {
      rules: bodyReader((body, service) => readFicaYears(body, service.clock.today())),
      status: 202,
      insert: ({ startYear, endYear }, company, service) => {
        return requestReport(
          service,
          company.uuid,
          'employees_annual_fica_wage',
          {
            contentType: 'text/csv; charset=utf-8',
            text: ficaWageCsv(service, company.uuid, startYear, endYear),
          },
          (uuid) => ({
            request_uuid: uuid,
            company_uuid: company.uuid,
            start_year: startYear,
            end_year: endYear,
          }),
        );
      },
    },
  }),
  ...resourceRoutes({
    item: '/v1/reports/{report_id}',
    scopes: SCOPES,
    find: findReport,
    show: { answer: (record, request) => reportView(record, request.url) },
  }),
  ...resourceRoutes({
    item: '/v1/reports/{report_id}/file',
    scopes: SCOPES,
    find: findReport,
    show: {
      answer: (record, _request, service) => {
        if (!fileServed(service, record)) throw notFound('The report is not ready, or its file has expired.');
        return withHeaders(new TextEncoder().encode(record.file.text), {
          'Content-Type': record.file.contentType,
        });
      },
    },
  }),
  ...resourceRoutes({
    item: '/v1/companies/{company_id}/report_templates/{report_type}',
    scopes: SCOPES,
    find: (service, reportType, grant, params) => {
      const company = service.company(params.company_id, grant);
      return reportType === 'payroll_journal' ? company : undefined;
    },
    show: {
      access: 'write',
      answer: (company) => ({
        columns: PAYROLL_JOURNAL.columns,
        groupings: PAYROLL_JOURNAL.groupings,
        company_uuid: company.uuid,
        report_type: 'payroll_journal',
      }),
    },
  }),
];
