/**
 * `addressQueries`: an employee's addresses as TanStack Query options (key and fetch paired once),
 * for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { listHomeAddresses, listWorkAddresses } from '../../api/addresses/operations';
import { employeePartQuery } from '../employeePartQuery';

/**
 * An employee's home addresses (the active one has `active: true`).
 *
 * @example
 * const addresses = await queryClient.ensureQueryData(addressQueries.home(client, employeeId));
 */
export const home = (client: PayrollClient, employeeId: string) =>
  employeePartQuery(client, employeeId, 'home_addresses', listHomeAddresses);

/**
 * An employee's work addresses.
 *
 * @example
 * await queryClient.prefetchQuery(addressQueries.work(client, employeeId));
 */
export const work = (client: PayrollClient, employeeId: string) =>
  employeePartQuery(client, employeeId, 'work_addresses', listWorkAddresses);
