/**
 * `externalPayrollQueries`: a company's payroll history from its previous provider as TanStack
 * Query options (key and fetch paired once), for `useQuery`, `prefetchQuery` on the server and
 * `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import {
  getExternalPayroll,
  getExternalPayrollTaxLiabilities,
  getExternalPayrollTaxSuggestions,
  listExternalPayrolls,
} from '../../api/externalPayrolls/operations';
import type { PageQuery } from '../../api/pagination';
import { payrollQuery, payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

// Its own module with its hook: the onboarding overview reads it on its first load.
export { onboardingStatus } from './onboardingStatus';

/**
 * One page of the company's external payrolls.
 *
 * @example
 * await queryClient.prefetchQuery(externalPayrollQueries.list(client, companyId));
 */
export const list = (client: PayrollClient, companyId: string, query: PageQuery = {}) =>
  payrollQuery(queryKeys.externalPayrollList(companyId, query), (call) =>
    listExternalPayrolls(client, companyId, query, call),
  );

/**
 * One external payroll with its applicable lists.
 *
 * @example
 * await queryClient.prefetchQuery(externalPayrollQueries.detail(client, companyId, id));
 */
export const detail = (client: PayrollClient, companyId: string, externalPayrollId: string) =>
  payrollRead(queryKeys.externalPayroll(companyId, externalPayrollId), (call) =>
    getExternalPayroll(client, companyId, externalPayrollId, call),
  );

/**
 * The service's tax suggestions for an external payroll's saved wages.
 *
 * @example
 * await queryClient.fetchQuery(externalPayrollQueries.taxSuggestions(client, companyId, id));
 */
export const taxSuggestions = (client: PayrollClient, companyId: string, externalPayrollId: string) =>
  payrollRead(queryKeys.externalPayrollTaxSuggestions(companyId, externalPayrollId), (call) =>
    getExternalPayrollTaxSuggestions(client, companyId, externalPayrollId, call),
  );

/**
 * The company's possible unpaid tax liabilities and its saved choices.
 *
 * @example
 * await queryClient.prefetchQuery(externalPayrollQueries.taxLiabilities(client, companyId));
 */
export const taxLiabilities = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.externalPayrollTaxLiabilities(companyId), (call) =>
    getExternalPayrollTaxLiabilities(client, companyId, call),
  );
