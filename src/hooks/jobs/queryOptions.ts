/**
 * `jobQueries`: an employee's jobs and their pay as TanStack Query options (key and fetch paired
 * once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollRead } from '../payrollQuery';
import { listCompensationHistory, listCompensations, listJobs } from '../../api/jobs/operations';
import { employeePartQuery } from '../employeePartQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * An employee's jobs with their compensations.
 *
 * @example
 * const jobs = await queryClient.ensureQueryData(jobQueries.list(client, employeeId));
 */
export const list = (client: PayrollClient, employeeId: string) =>
  employeePartQuery(client, employeeId, 'jobs', listJobs);

/**
 * A job's compensations.
 *
 * @example
 * await queryClient.prefetchQuery(jobQueries.compensations(client, jobId));
 */
export const compensations = (client: PayrollClient, jobId: string) =>
  payrollRead(queryKeys.jobCompensations(jobId), (call) => listCompensations(client, jobId, call));

/**
 * A job's pay history: every compensation, past and future, by `effective_date`.
 *
 * @example
 * await queryClient.prefetchQuery(jobQueries.compensationHistory(client, jobId));
 */
export const compensationHistory = (client: PayrollClient, jobId: string) =>
  payrollRead(queryKeys.compensationHistory(jobId), (call) => listCompensationHistory(client, jobId, call));
