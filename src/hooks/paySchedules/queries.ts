import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageQuery } from '../../api/pagination';
import type {
  PayPeriodsQuery,
  PayScheduleAssignment,
  PaySchedulePreviewQuery,
} from '../../api/paySchedules/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as payScheduleQueries from './queryOptions';
import { payPeriodsHorizon, payrollsDeletedByUpdate, serviceToday } from './payrollsDeletedByUpdate';

/**
 * The page of pay schedules the list and the form share (one cache entry).
 *
 * @example
 * const { data } = usePaySchedules(companyId, companyPaySchedulesQuery);
 */
export const companyPaySchedulesQuery = { per: 100 } as const;

/**
 * One page of a company's pay schedules.
 *
 * @example
 * const { data } = usePaySchedules(companyId);
 */
export function usePaySchedules(companyId: string, query: PageQuery = {}) {
  return useQuery(payScheduleQueries.list(usePayrollClient(), companyId, query));
}

/**
 * One pay schedule, with its `active` flag and auto-payroll blockers; shares its cache entry with
 * {@link useUpdatePaySchedule}.
 *
 * @example
 * const { data: schedule } = usePaySchedule(companyId, payScheduleId);
 */
export function usePaySchedule(companyId: string, payScheduleId: string) {
  return useQuery(payScheduleQueries.detail(usePayrollClient(), companyId, payScheduleId));
}

/**
 * Pay periods a schedule would produce; disabled until the query is complete.
 *
 * @example
 * const { data } = usePaySchedulePreview(companyId, formValues.frequency ? formValues : undefined);
 */
export function usePaySchedulePreview(companyId: string, query: PaySchedulePreviewQuery | undefined) {
  return useQuery(payScheduleQueries.preview(usePayrollClient(), companyId, query));
}

/**
 * Pay periods of the company's active schedules, each with its payroll (processed or not, contract.md
 * 39). `end_date` may be at most 3 months ahead: the 422 on `end_date` arrives as the query's
 * `error` (an `ApiError` with that field).
 *
 * @example
 * const { data: periods } = usePayPeriods(companyId, { start_date: '2026-06-01', end_date: '2026-09-15' });
 */
export function usePayPeriods(companyId: string, query: PayPeriodsQuery = {}) {
  return useQuery(payScheduleQueries.payPeriods(usePayrollClient(), companyId, query));
}

/**
 * The company's current assignment: the type last applied and, for `by_employee`, each employee's
 * schedule (contract.md#payroll-run d).
 *
 * @example
 * const { data } = usePayScheduleAssignments(companyId);
 * data?.type; // 'hourly_salaried'
 */
export function usePayScheduleAssignments(companyId: string) {
  return useQuery(payScheduleQueries.assignments(usePayrollClient(), companyId));
}

/**
 * What an assignment would change, before confirming it: every employee whose schedule changes,
 * their first pay period and any transition period. Disabled until there is an assignment to
 * preview; an invalid one (e.g. `by_department` without departments) is the query's `error`.
 *
 * @example
 * const preview = useAssignmentPreview(companyId, { type: 'hourly_salaried', hourly_pay_schedule_uuid, salaried_pay_schedule_uuid });
 * preview.data?.employee_changes.length;
 */
export function useAssignmentPreview(companyId: string, assignment: PayScheduleAssignment | undefined) {
  return useQuery({
    ...payScheduleQueries.assignmentPreview(usePayrollClient(), companyId, assignment),
    retry: false,
  });
}

/**
 * The upcoming unprocessed payrolls an update of a schedule would delete (contract.md#pay-schedules), from the
 * pay periods of today up to 3 months ahead: warn only when `data` is not empty, naming each
 * period. `today` defaults to the service's date (UTC); pass it when the service's clock is not
 * the browser's (the demo clock in tests and stories).
 *
 * @example
 * const { data: doomed = [] } = usePayrollsDeletedByUpdate(companyId, schedule.uuid);
 * doomed.length > 0 && `${doomed.length} unprocessed payrolls will be recreated`;
 */
export function usePayrollsDeletedByUpdate(
  companyId: string,
  payScheduleId: string,
  options: { today?: string; enabled?: boolean } = {},
) {
  const today = options.today ?? serviceToday();
  const query = usePayPeriods(companyId, { start_date: today, end_date: payPeriodsHorizon(today) });
  const data = useMemo(
    () => (query.data ? payrollsDeletedByUpdate(query.data, payScheduleId, today) : undefined),
    [query.data, payScheduleId, today],
  );
  return { ...query, data };
}
