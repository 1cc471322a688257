/**
 * `paymentMethodQueries`: an employee's payment method and bank accounts as TanStack Query
 * options (key and fetch paired once), for `useQuery`, `prefetchQuery` on the server and
 * `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { getPaymentMethod, listBankAccounts } from '../../api/paymentMethod/operations';
import { employeePartQuery } from '../employeePartQuery';

/**
 * An employee's payment method and splits.
 *
 * @example
 * const method = await queryClient.ensureQueryData(paymentMethodQueries.detail(client, employeeId));
 */
export const detail = (client: PayrollClient, employeeId: string) =>
  employeePartQuery(client, employeeId, 'payment_method', getPaymentMethod);

/**
 * An employee's bank accounts (numbers masked).
 *
 * @example
 * await queryClient.prefetchQuery(paymentMethodQueries.bankAccounts(client, employeeId));
 */
export const bankAccounts = (client: PayrollClient, employeeId: string) =>
  employeePartQuery(client, employeeId, 'bank_accounts', listBankAccounts);
