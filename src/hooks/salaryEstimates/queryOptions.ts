/**
 * `salaryEstimateQueries`: a salary estimate and the occupation search as TanStack Query options
 * (key and fetch paired once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData`.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { getSalaryEstimate, searchSalaryOccupations } from '../../api/salaryEstimates/operations';
import { payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/** Occupations change with the service's release, not by the minute: kept an hour. */
const OCCUPATIONS_STALE_MS = 60 * 60_000;

/**
 * One salary estimate.
 *
 * @example
 * await queryClient.prefetchQuery(salaryEstimateQueries.detail(client, estimateId));
 */
export const detail = (client: PayrollClient, estimateId: string) =>
  payrollRead(queryKeys.salaryEstimate(estimateId), (call) => getSalaryEstimate(client, estimateId, call));

/**
 * The occupations whose code, title or description holds the search (at least three characters).
 *
 * @example
 * const found = await queryClient.fetchQuery(salaryEstimateQueries.occupations(client, 'software'));
 */
export const occupations = (client: PayrollClient, search: string) =>
  payrollRead(
    queryKeys.salaryOccupations(search),
    (call) => searchSalaryOccupations(client, search, call),
    OCCUPATIONS_STALE_MS,
  );
