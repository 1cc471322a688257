import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { listTimeOffRequests } from '../../api/timeOff/operations';
import type { PageQuery } from '../../api/pagination';
import type { TimeOffRequestPreviewBody } from '../../api/timeOff/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as timeOffQueries from './queryOptions';

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
  return useQuery({
    ...timeOffQueries.requests(usePayrollClient(), companyId, query),
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
  return useQuery({
    ...timeOffQueries.request(usePayrollClient(), requestId ?? ''),
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
  return useQuery({
    ...timeOffQueries.requestPreview(usePayrollClient(), companyId, body),
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
  return useQuery({
    ...timeOffQueries.balances(usePayrollClient(), companyId, query),
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
  return useQuery({
    ...timeOffQueries.activities(usePayrollClient(), companyId, employeeId, query),
    placeholderData: keepPreviousData,
  });
}
