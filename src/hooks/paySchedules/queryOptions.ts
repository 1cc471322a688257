/**
 * `payScheduleQueries`: a company's pay schedules, pay periods and assignments as TanStack Query options (key and fetch paired once), for `useQuery`,
 * `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import { skipToken } from '@tanstack/react-query';
import type { PayrollClient } from '../../api/client';
import { payrollPreviewQuery, payrollQuery, payrollRead } from '../payrollQuery';
import {
  getPaySchedule,
  getPayScheduleAssignments,
  listPayPeriods,
  listPaySchedules,
  previewPaySchedule,
  previewPayScheduleAssignment,
} from '../../api/paySchedules/operations';
import type { PageQuery } from '../../api/pagination';
import type {
  PayPeriodsQuery,
  PayScheduleAssignment,
  PaySchedulePreviewQuery,
} from '../../api/paySchedules/types';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of a company's pay schedules.
 *
 * @example
 * await queryClient.prefetchQuery(payScheduleQueries.list(client, companyId, query));
 */
export const list = (client: PayrollClient, companyId: string, query: PageQuery = {}) =>
  payrollQuery(queryKeys.payScheduleList(companyId, query), (call) =>
    listPaySchedules(client, companyId, query, call),
  );

/**
 * One pay schedule, with its `active` flag and auto-payroll blockers; shares its cache entry with
 * {@link useUpdatePaySchedule}.
 *
 * @example
 * await queryClient.prefetchQuery(payScheduleQueries.detail(client, companyId, payScheduleId));
 */
export const detail = (client: PayrollClient, companyId: string, payScheduleId: string) =>
  payrollRead(queryKeys.paySchedule(companyId, payScheduleId), (call) =>
    getPaySchedule(client, companyId, payScheduleId, call),
  );

/**
 * Pay periods a schedule would produce; disabled until the query is complete.
 *
 * @example
 * await queryClient.prefetchQuery(payScheduleQueries.preview(client, companyId, query));
 */
export const preview = (
  client: PayrollClient,
  companyId: string,
  query: PaySchedulePreviewQuery | undefined,
) =>
  payrollPreviewQuery({
    queryKey: queryKeys.paySchedulePreview(companyId, query),
    queryFn:
      query === undefined
        ? skipToken
        : async ({ signal }) => (await previewPaySchedule(client, companyId, query, { signal })).data,
  });

/**
 * Pay periods of the company's active schedules, each with its payroll (processed or not, contract.md
 * 39). `end_date` may be at most 3 months ahead: the 422 on `end_date` arrives as the query's
 * `error` (an `ApiError` with that field).
 *
 * @example
 * await queryClient.prefetchQuery(payScheduleQueries.payPeriods(client, companyId, query));
 */
export const payPeriods = (client: PayrollClient, companyId: string, query: PayPeriodsQuery = {}) =>
  payrollRead(queryKeys.payPeriods(companyId, query), (call) =>
    listPayPeriods(client, companyId, query, call),
  );

/**
 * The company's current assignment: the type last applied and, for `by_employee`, each employee's
 * schedule (contract.md#payroll-run d).
 *
 * @example
 * await queryClient.prefetchQuery(payScheduleQueries.assignments(client, companyId));
 */
export const assignments = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.payScheduleAssignments(companyId), (call) =>
    getPayScheduleAssignments(client, companyId, call),
  );

/**
 * What an assignment would change, before confirming it: every employee whose schedule changes,
 * their first pay period and any transition period. Disabled until there is an assignment to
 * preview; an invalid one (e.g. `by_department` without departments) is the query's `error`.
 *
 * @example
 * await queryClient.prefetchQuery(payScheduleQueries.assignmentPreview(client, companyId, assignment));
 */
export const assignmentPreview = (
  client: PayrollClient,
  companyId: string,
  assignment: PayScheduleAssignment | undefined,
) =>
  payrollPreviewQuery({
    queryKey: queryKeys.payScheduleAssignmentPreview(companyId, assignment),
    queryFn:
      assignment === undefined
        ? skipToken
        : async ({ signal }) =>
            (await previewPayScheduleAssignment(client, companyId, assignment, { signal })).data,
  });
