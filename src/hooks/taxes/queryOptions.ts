/**
 * `taxQueries`: an employee's tax details as TanStack Query options (key and fetch paired once),
 * for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { getFederalTaxes, getStateTaxes } from '../../api/taxes/operations';
import { employeePartQuery } from '../employeePartQuery';

/**
 * An employee's federal tax (W-4) details.
 *
 * @example
 * const w4 = await queryClient.ensureQueryData(taxQueries.federal(client, employeeId));
 */
export const federal = (client: PayrollClient, employeeId: string) =>
  employeePartQuery(client, employeeId, 'federal_taxes', getFederalTaxes);

/**
 * An employee's state tax questions, one item per state.
 *
 * @example
 * await queryClient.prefetchQuery(taxQueries.state(client, employeeId));
 */
export const state = (client: PayrollClient, employeeId: string) =>
  employeePartQuery(client, employeeId, 'state_taxes', getStateTaxes);
