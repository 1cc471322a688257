/**
 * `reportQueries`: a report's progress, a ready report's file and the payroll journal template as
 * TanStack Query options (key and fetch paired once), for `useQuery`, `prefetchQuery` on the
 * server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { downloadReport, getReport, getReportTemplate } from '../../api/reports/operations';
import { payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * A report being prepared, or ready: its status and, once `succeeded`, its URLs.
 *
 * @example
 * await queryClient.fetchQuery(reportQueries.report(client, requestUuid));
 */
export const report = (client: PayrollClient, requestUuid: string) =>
  payrollRead(queryKeys.report(requestUuid), (call) => getReport(client, requestUuid, call));

/**
 * A ready report's file on the payroll service, as a Blob (fetched through the proxy).
 *
 * @example
 * const file = await queryClient.fetchQuery(reportQueries.file(client, report.report_urls[0]));
 */
export const file = (client: PayrollClient, url: string) =>
  payrollRead(queryKeys.reportFile(url), (call) => downloadReport(client, url, call));

/**
 * The payroll journal template: the columns and groupings a custom report starts from.
 *
 * @example
 * const journal = await queryClient.fetchQuery(reportQueries.template(client, companyId));
 */
export const template = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.reportTemplate(companyId, 'payroll_journal'), (call) =>
    getReportTemplate(client, companyId, 'payroll_journal', call),
  );
