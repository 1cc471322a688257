import { useQuery } from '@tanstack/react-query';
import type { PageQuery } from '../../api/pagination';
import { usePayrollClient } from '../PayrollClientProvider';
import * as externalPayrollQueries from './queryOptions';

// Its own module: the onboarding overview reads it on its first load without this file's other hooks.
export { useOnboardingStatusWithPreviousPayrolls } from './onboardingStatus';

/**
 * One page of the company's external payrolls (dates and status), by check date.
 *
 * @example
 * const earlier = useExternalPayrolls(companyId).data?.items ?? [];
 */
export function useExternalPayrolls(companyId: string, query: PageQuery = {}) {
  return useQuery({
    ...externalPayrollQueries.list(usePayrollClient(), companyId, query),
    enabled: Boolean(companyId),
  });
}

/**
 * One external payroll with its items and applicable earnings, benefits and taxes.
 *
 * @example
 * const { data: payroll } = useExternalPayroll(companyId, externalPayrollId);
 */
export function useExternalPayroll(companyId: string, externalPayrollId: string | undefined) {
  return useQuery({
    ...externalPayrollQueries.detail(usePayrollClient(), companyId, externalPayrollId ?? ''),
    enabled: Boolean(companyId && externalPayrollId),
  });
}

/**
 * The company's possible unpaid tax liabilities and its saved choices.
 *
 * @example
 * const liabilities = useExternalPayrollTaxLiabilities(companyId).data ?? [];
 */
export function useExternalPayrollTaxLiabilities(companyId: string) {
  return useQuery({
    ...externalPayrollQueries.taxLiabilities(usePayrollClient(), companyId),
    enabled: Boolean(companyId),
  });
}
