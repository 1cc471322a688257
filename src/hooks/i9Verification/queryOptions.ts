/**
 * `i9VerificationQueries`: an employee's I-9 (UPSTREAM-3 L.4) as TanStack Query options (key and
 * fetch paired once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a
 * router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import type { I9Authorization } from '../../api/i9Verification/types';
import {
  getI9Authorization,
  listI9DocumentOptions,
  listI9Documents,
} from '../../api/i9Verification/operations';
import { payrollQuery, payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * The employee's I-9 authorization, or `null` while the employee has not made one (the service
 * answers 404 until then: "not started", not a failure).
 *
 * @example
 * const authorization = await queryClient.fetchQuery(i9VerificationQueries.authorization(client, employeeId));
 */
export const authorization = (client: PayrollClient, employeeId: string) =>
  payrollQuery<I9Authorization | null>(queryKeys.i9Authorization(employeeId), async (call) => {
    try {
      return (await getI9Authorization(client, employeeId, call)).data;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  });

/**
 * The documents the employer may accept (USCIS lists A, B and C) for the employee's status.
 *
 * @example
 * await queryClient.prefetchQuery(i9VerificationQueries.documentOptions(client, employeeId));
 */
export const documentOptions = (client: PayrollClient, employeeId: string) =>
  payrollRead(queryKeys.i9DocumentOptions(employeeId), (call) =>
    listI9DocumentOptions(client, employeeId, call),
  );

/**
 * The documents the employer examined and sent.
 *
 * @example
 * await queryClient.prefetchQuery(i9VerificationQueries.documents(client, employeeId));
 */
export const documents = (client: PayrollClient, employeeId: string) =>
  payrollRead(queryKeys.i9Documents(employeeId), (call) => listI9Documents(client, employeeId, call));
