import { useQuery } from '@tanstack/react-query';
import type { PayrollClient } from '../../api/client';
import { getCompanyOnboardingStatusWithPreviousPayrolls } from '../../api/externalPayrolls/onboardingStatus';
import { usePayrollClient } from '../PayrollClientProvider';
import { payrollRead } from '../payrollQuery';
import { onboardingStatusWithPreviousPayrolls } from '../company/keys';

// Apart from the other external payroll reads: `<CompanyOnboarding previousPayrolls/>`'s overview
// reads it on its first load, and a module shared with the lazy step would bring all of them.

/**
 * The company's onboarding status with its optional `external_payroll` step.
 *
 * @example
 * await queryClient.prefetchQuery(externalPayrollQueries.onboardingStatus(client, companyId));
 */
export const onboardingStatus = (client: PayrollClient, companyId: string) =>
  payrollRead(onboardingStatusWithPreviousPayrolls(companyId), (call) =>
    getCompanyOnboardingStatusWithPreviousPayrolls(client, companyId, call),
  );

/**
 * The company's onboarding status with its optional `external_payroll` step (for a flow that
 * offers the previous payrolls); `enabled: false` leaves it unasked.
 *
 * @example
 * const { data } = useOnboardingStatusWithPreviousPayrolls(companyId, true);
 */
export function useOnboardingStatusWithPreviousPayrolls(companyId: string, enabled = true) {
  return useQuery({
    ...onboardingStatus(usePayrollClient(), companyId),
    enabled: enabled && Boolean(companyId),
  });
}
