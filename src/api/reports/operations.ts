import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions, CreateOptions } from '../common';
import * as endpoints from '../endpointTable';
import type {
  CustomReportBody,
  CustomReportRequest,
  FicaWageReportBody,
  FicaWageReportRequest,
  GeneralLedgerBody,
  GeneralLedgerRequest,
  Report,
  ReportTemplate,
} from './types';

/**
 * Ask for a custom report: 201 with the request to poll with {@link getReport}. A column or
 * grouping the service does not offer: 422 on `columns` / `groupings`.
 *
 * @example
 * const { data } = await createCustomReport(client, companyId, { columns: ['gross_earnings'], file_type: 'csv' }, { idempotencyKey });
 */
export function createCustomReport(
  client: PayrollClient,
  companyId: string,
  body: CustomReportBody,
  options: CreateOptions = {},
): Promise<ApiResponse<CustomReportRequest>> {
  return client.request<CustomReportRequest>(endpoints.createCustomReport, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Ask for a processed payroll's general ledger (a JSON file): 200 with the request to poll. A
 * payroll not processed: 422 on `base`; `integration` without `integration_type`, or a type with
 * another aggregation: 422 on `integration_type`.
 *
 * @example
 * const { data } = await createGeneralLedgerReport(client, payrollId, { aggregation: 'job' });
 */
export function createGeneralLedgerReport(
  client: PayrollClient,
  payrollId: string,
  body: GeneralLedgerBody,
  options: CreateOptions = {},
): Promise<ApiResponse<GeneralLedgerRequest>> {
  return client.request<GeneralLedgerRequest>(endpoints.createGeneralLedgerReport, {
    params: { payroll_id: payrollId },
    body,
    ...options,
  });
}

/**
 * Ask for the annual FICA wage report of some years (a CSV): 202 with the request to poll.
 *
 * @example
 * const { data } = await createFicaWageReport(client, companyId, { start_year: 2026, end_year: 2026 });
 */
export function createFicaWageReport(
  client: PayrollClient,
  companyId: string,
  body: FicaWageReportBody,
  options: CreateOptions = {},
): Promise<ApiResponse<FicaWageReportRequest>> {
  return client.request<FicaWageReportRequest>(endpoints.createFicaWageReport, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Read a report: `pending` while the service prepares it, then `succeeded` with its URLs.
 *
 * @example
 * const { data } = await getReport(client, requestUuid);
 */
export function getReport(
  client: PayrollClient,
  requestUuid: string,
  options: CallOptions = {},
): Promise<ApiResponse<Report>> {
  return client.request<Report>(endpoints.getReport, { params: { report_id: requestUuid }, ...options });
}

/**
 * The payroll journal template: the columns and groupings to start a custom report from.
 *
 * @example
 * const { data: journal } = await getReportTemplate(client, companyId);
 */
export function getReportTemplate(
  client: PayrollClient,
  companyId: string,
  reportType: 'payroll_journal' = 'payroll_journal',
  options: CallOptions = {},
): Promise<ApiResponse<ReportTemplate>> {
  return client.request<ReportTemplate>(endpoints.getReportTemplate, {
    params: { company_id: companyId, report_type: reportType },
    ...options,
  });
}

/** Whether a value is a Blob, of this realm or another. */
function isBlob(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).type === 'string'
  );
}

const SERVICE_FILE = /^\/v1\/reports\/([^/?#]+)\/file$/;

/**
 * The report a `report_urls` entry names when it is a file of the payroll service itself (then it
 * needs the proxy's session, and {@link downloadReport} fetches it); undefined for a URL of
 * another host (a signed storage URL), which a plain link opens.
 *
 * @example
 * reportFileId('https://api.payroll.example/v1/reports/r-1/file'); // 'r-1'
 */
export function reportFileId(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url, 'http://service.invalid').pathname;
  } catch {
    return undefined;
  }
  const match = SERVICE_FILE.exec(path);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * A ready report's file of the service, fetched through the client (the proxy adds the token), as
 * a Blob of its media type (`text/csv`, `application/json`, `application/pdf`). A report's file is
 * served ten minutes after it is ready; later: 404.
 *
 * @example
 * const { data: file } = await downloadReport(client, report.report_urls![0]!);
 * const href = URL.createObjectURL(file);
 */
export async function downloadReport(
  client: PayrollClient,
  url: string,
  options: CallOptions = {},
): Promise<ApiResponse<Blob>> {
  const id = reportFileId(url);
  if (id === undefined) throw new TypeError(`Not a report file of the payroll service: ${url}`);
  const answer = await client.request<unknown>(endpoints.getReportFile, {
    params: { report_id: id },
    ...options,
  });
  // A JSON report arrives parsed; it is handed over as the file it is. A Blob is told by its shape:
  // one made by another realm's fetch (a test's jsdom beside Node's) is no `instanceof Blob`.
  const data = isBlob(answer.data)
    ? answer.data
    : new Blob([JSON.stringify(answer.data)], { type: 'application/json' });
  return { ...answer, data };
}
