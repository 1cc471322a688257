/**
 * `timeOffQueries`: a company's time off policies, requests, balances and holiday pay as TanStack Query options (key and fetch paired once), for `useQuery`,
 * `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import { skipToken } from '@tanstack/react-query';
import type { PayrollClient } from '../../api/client';
import { payrollPreviewQuery, payrollQuery, payrollRead } from '../payrollQuery';
import { getTimeOffPolicy, listTimeOffPolicies } from '../../api/timeOff/operations';
import type { PageQuery } from '../../api/pagination';
import type { TimeOffPolicy } from '../../api/timeOff/types';
import {
  getHolidayPayPolicy,
  getTimeOffRequest,
  listPaidHolidays,
  listTimeOffActivities,
  listTimeOffBalances,
  listTimeOffRequests,
  previewTimeOffRequest,
} from '../../api/timeOff/operations';
import type { TimeOffRequestPreviewBody } from '../../api/timeOff/types';
import * as queryKeys from '../queryKeyTable';
import type { TimeOffRequestQuery } from './requestQueries';

/** The service's largest page (contract.md#limits). */
const MAX_PER = 100;

/**
 * One page of a company's time off policies, active and inactive (for a policies table).
 *
 * @example
 * await queryClient.prefetchQuery(timeOffQueries.policyPage(client, companyId, query));
 */
export const policyPage = (client: PayrollClient, companyId: string, query: PageQuery = {}) =>
  payrollQuery(queryKeys.timeOffPolicyPage(companyId, query), (call) =>
    listTimeOffPolicies(client, companyId, query, call),
  );

/**
 * Every time off policy of a company, active and inactive, read page by page (for pickers: a
 * request form offers the active ones). Companies have few policies; one request covers 100.
 *
 * @example
 * await queryClient.prefetchQuery(timeOffQueries.policies(client, companyId));
 */
export const policies = (client: PayrollClient, companyId: string) =>
  payrollQuery(queryKeys.allTimeOffPolicies(companyId), async (call) => {
    const all: TimeOffPolicy[] = [];
    for (let page = 1; ; page += 1) {
      const { items, totalPages } = await listTimeOffPolicies(
        client,
        companyId,
        { page, per: MAX_PER },
        call,
      );
      all.push(...items);
      if (page >= totalPages || items.length === 0) return all;
    }
  });

/**
 * One time off policy, with its employees and their balances.
 *
 * @example
 * await queryClient.prefetchQuery(timeOffQueries.policy(client, policyId));
 */
export const policy = (client: PayrollClient, policyId: string) =>
  payrollRead(queryKeys.timeOffPolicy(policyId), (call) => getTimeOffPolicy(client, policyId, call));

/**
 * One page of a company's time off requests, filtered by status and employee, sorted by start
 * date (newest first unless `sortOrder: 'asc'`). The previous page stays shown while the next loads.
 *
 * @example
 * await queryClient.prefetchQuery(timeOffQueries.requests(client, companyId, query));
 */
export const requests = (client: PayrollClient, companyId: string, query: TimeOffRequestQuery = {}) =>
  payrollQuery(queryKeys.timeOffRequestList(companyId, query), (call) =>
    listTimeOffRequests(client, companyId, query, call),
  );

/**
 * One request: its days, status and history (initiator, approver, notes).
 *
 * @example
 * await queryClient.prefetchQuery(timeOffQueries.request(client, requestId));
 */
export const request = (client: PayrollClient, requestId: string) =>
  payrollRead(queryKeys.timeOffRequest(requestId), (call) => getTimeOffRequest(client, requestId, call));

/**
 * The live balance preview of a request being filled in (contract.md#payroll-run): balance, this request,
 * other requested, remaining, unlimited. Pass `undefined` until the request is complete; the last
 * preview stays shown while a changed one loads. A refusal (e.g. more than 24 hours in a day) is
 * the query's `error`, on its field.
 *
 * @example
 * await queryClient.prefetchQuery(timeOffQueries.requestPreview(client, companyId, body));
 */
export const requestPreview = (
  client: PayrollClient,
  companyId: string,
  body: TimeOffRequestPreviewBody | undefined,
) =>
  payrollPreviewQuery({
    queryKey: queryKeys.timeOffPreview(companyId, body),
    queryFn:
      body === undefined
        ? skipToken
        : async ({ signal }) => (await previewTimeOffRequest(client, companyId, body, { signal })).data,
  });

/**
 * Balances per employee and policy (balance, accrued and used this year, pending).
 *
 * @example
 * await queryClient.prefetchQuery(timeOffQueries.balances(client, companyId, query));
 */
export const balances = (
  client: PayrollClient,
  companyId: string,
  query: PageQuery & { employeeUuids?: string[] } = {},
) =>
  payrollQuery(queryKeys.timeOffBalances(companyId, query), (call) =>
    listTimeOffBalances(client, companyId, query, call),
  );

/**
 * An employee's time off history of one type (`time_off_activities`), newest first.
 *
 * @example
 * await queryClient.prefetchQuery(timeOffQueries.activities(client, companyId, employeeId, query));
 */
export const activities = (
  client: PayrollClient,
  companyId: string,
  employeeId: string,
  query: PageQuery & { timeOffType: 'vacation' | 'sick' },
) =>
  payrollQuery(queryKeys.timeOffActivities(companyId, employeeId, query), (call) =>
    listTimeOffActivities(client, employeeId, query, call),
  );

/**
 * The company's holiday pay policy; `null` when it has none yet.
 *
 * @example
 * await queryClient.prefetchQuery(timeOffQueries.holidayPayPolicy(client, companyId));
 */
export const holidayPayPolicy = (client: PayrollClient, companyId: string) =>
  payrollQuery(queryKeys.holidayPayPolicy(companyId), (call) => getHolidayPayPolicy(client, companyId, call));

/**
 * The paid holidays of a year under the policy, on the days they are observed (D.3); without a
 * year, the next three.
 *
 * @example
 * await queryClient.prefetchQuery(timeOffQueries.paidHolidays(client, companyId, year));
 */
export const paidHolidays = (client: PayrollClient, companyId: string, year?: number) =>
  payrollRead(queryKeys.paidHolidays(companyId, year), (call) =>
    listPaidHolidays(client, companyId, { year }, call),
  );
