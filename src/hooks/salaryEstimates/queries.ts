import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as salaryEstimateQueries from './queryOptions';

/** The fewest characters the service searches occupations by. */
export const OCCUPATION_SEARCH_MIN = 3;

/**
 * One salary estimate: its occupations, ZIP code, revenue, `result` in integer cents and, once
 * accepted, `accepted_at` and the job. Reads nothing while `estimateId` is undefined.
 *
 * @example
 * const { data: estimate } = useSalaryEstimate(estimateId);
 * const dollars = estimate?.result == null ? undefined : estimate.result / 100;
 */
export function useSalaryEstimate(estimateId: string | undefined) {
  return useQuery({
    ...salaryEstimateQueries.detail(usePayrollClient(), estimateId ?? ''),
    enabled: Boolean(estimateId),
  });
}

/**
 * The occupations a search finds (`code`, `title`, `description`); nothing is asked until the
 * search, trimmed, has at least three characters (the service refuses shorter ones).
 *
 * @example
 * const { data: found = [] } = useSalaryOccupations(typed);
 */
export function useSalaryOccupations(search: string) {
  const trimmed = search.trim();
  return useQuery({
    ...salaryEstimateQueries.occupations(usePayrollClient(), trimmed),
    enabled: trimmed.length >= OCCUPATION_SEARCH_MIN,
  });
}
