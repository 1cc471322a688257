import { endpoint } from '../endpointRow';

// Reports (UPSTREAM-3 N.1): the custom report, a payroll's general ledger, the annual FICA wage
// report, the poll of any of them, the report file a ready report names, and the journal template
export const createCustomReport = endpoint('POST', '/v1/companies/{company_id}/reports');
export const createGeneralLedgerReport = endpoint('POST', '/v1/payrolls/{payroll_id}/reports/general_ledger');
export const createFicaWageReport = endpoint(
  'POST',
  '/v1/companies/{company_id}/reports/employees_annual_fica_wage',
);
export const getReport = endpoint('GET', '/v1/reports/{report_id}');
export const getReportFile = endpoint('GET', '/v1/reports/{report_id}/file');
export const getReportTemplate = endpoint('GET', '/v1/companies/{company_id}/report_templates/{report_type}');
