import { useQuery } from '@tanstack/react-query';
import { reportFileId } from '../../api/reports/operations';
import type { Report } from '../../api/reports/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as reportQueries from './queryOptions';

/** How often a report still being prepared is read again (the demo finishes one in two seconds). */
export const REPORT_POLL_MS = 2000;

const untilReady = (pollMs: number) => (query: { state: { data: Report | undefined } }) => {
  const status = query.state.data?.status;
  return status === 'succeeded' || status === 'failed' ? false : pollMs;
};

/**
 * A report asked for, read again every `pollMs` (2 s by default) while the service prepares it,
 * until it has `succeeded` (its `report_urls` hold the file) or `failed`.
 *
 * @example
 * const { data } = useReport(request?.request_uuid);
 * const url = data?.status === 'succeeded' ? data.report_urls?.[0] : undefined;
 */
export function useReport(requestUuid: string | undefined, options: { pollMs?: number } = {}) {
  return useQuery({
    ...reportQueries.report(usePayrollClient(), requestUuid ?? ''),
    enabled: Boolean(requestUuid),
    refetchInterval: untilReady(options.pollMs ?? REPORT_POLL_MS),
  });
}

/**
 * A ready report's file, as a Blob, when its URL is the payroll service's own (it needs the
 * proxy's session; a URL of another host is opened as a plain link and read here as nothing).
 * Read once: a report's file does not change.
 *
 * @example
 * const { data: file } = useReportFile(report.report_urls?.[0]);
 */
export function useReportFile(url: string | undefined) {
  return useQuery({
    ...reportQueries.file(usePayrollClient(), url ?? ''),
    enabled: url !== undefined && reportFileId(url) !== undefined,
    staleTime: Infinity,
  });
}

/**
 * The payroll journal template: the columns and groupings a custom report starts from.
 *
 * @example
 * const { data: journal } = useReportTemplate(companyId);
 */
export function useReportTemplate(companyId: string) {
  return useQuery({ ...reportQueries.template(usePayrollClient(), companyId), staleTime: Infinity });
}
