import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getTimeOffRequest,
  listTimeOffActivities,
  listTimeOffBalances,
  listTimeOffRequests,
  previewTimeOffRequest,
} from '../../api/timeOff/operations';
import type { PageQuery } from '../../api/pagination';
import type { TimeOffRequestPreviewBody } from '../../api/timeOff/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

/** Query of the request list: page, status and employee filters, date overlap, order by start date. */
export type TimeOffRequestQuery = Parameters<typeof listTimeOffRequests>[2];

/**
 * One page of a company's time off requests, filtered by status and employee, sorted by start
 * date (newest first unless `sortOrder: 'asc'`). The previous page stays shown while the next loads.
 *
 * @example
 * const { data } = useTimeOffRequests(companyId, { status: ['pending'], employeeUuids: [ada], page: 2 });
 */
export function useTimeOffRequests(companyId: string, query: TimeOffRequestQuery = {}) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.timeOffRequestList(companyId, query),
    queryFn: ({ signal }) => listTimeOffRequests(client, companyId, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One request: its days, status and history (initiator, approver, notes).
 *
 * @example
 * const { data: request } = useTimeOffRequest(requestId);
 */
export function useTimeOffRequest(requestId: string | undefined) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.timeOffRequest(requestId ?? ''),
    queryFn: async ({ signal }) => (await getTimeOffRequest(client, requestId!, { signal })).data,
    enabled: Boolean(requestId),
  });
}

/**
 * The live balance preview of a request being filled in (contract.md#payroll-run): balance, this request,
 * other requested, remaining, unlimited. Pass `undefined` until the request is complete; the last
 * preview stays shown while a changed one loads. A refusal (e.g. more than 24 hours in a day) is
 * the query's `error`, on its field.
 *
 * @example
 * const { data: preview } = useTimeOffRequestPreview(companyId, complete ? body : undefined);
 * preview?.remaining_balance_hours; // '12.500'
 */
export function useTimeOffRequestPreview(companyId: string, body: TimeOffRequestPreviewBody | undefined) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.timeOffPreview(companyId, body),
    queryFn: async ({ signal }) => (await previewTimeOffRequest(client, companyId, body!, { signal })).data,
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * Balances per employee and policy (balance, accrued and used this year, pending).
 *
 * @example
 * const { data } = useTimeOffBalances(companyId, { employeeUuids: [ada] });
 * data?.items[0]?.balances;
 */
export function useTimeOffBalances(companyId: string, query: PageQuery & { employeeUuids?: string[] } = {}) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.timeOffBalances(companyId, query),
    queryFn: ({ signal }) => listTimeOffBalances(client, companyId, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * An employee's time off history of one type (`time_off_activities`), newest first.
 *
 * @example
 * const { data } = useTimeOffActivities(companyId, employeeId, { timeOffType: 'vacation' });
 */
export function useTimeOffActivities(
  companyId: string,
  employeeId: string,
  query: PageQuery & { timeOffType: 'vacation' | 'sick' },
) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.timeOffActivities(companyId, employeeId, query),
    queryFn: ({ signal }) => listTimeOffActivities(client, employeeId, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
