import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as employeeBenefitQueries from './queryOptions';

/**
 * An employee's benefit enrolments.
 *
 * @example
 * const enrolments = useEmployeeBenefits(employeeId).data ?? [];
 */
export function useEmployeeBenefits(employeeId: string) {
  return useQuery({
    ...employeeBenefitQueries.list(usePayrollClient(), employeeId),
    enabled: Boolean(employeeId),
  });
}

/**
 * One enrolment.
 *
 * @example
 * const { data: enrolment } = useEmployeeBenefit(employeeId, enrolmentId);
 */
export function useEmployeeBenefit(employeeId: string, enrolmentId: string | undefined) {
  return useQuery({
    ...employeeBenefitQueries.detail(usePayrollClient(), employeeId, enrolmentId ?? ''),
    enabled: Boolean(enrolmentId),
  });
}

/**
 * The enrolments of a company benefit.
 *
 * @example
 * const enrolled = useCompanyBenefitEnrolments(companyId, benefitId).data ?? [];
 */
export function useCompanyBenefitEnrolments(companyId: string, benefitId: string | undefined) {
  return useQuery({
    ...employeeBenefitQueries.ofCompanyBenefit(usePayrollClient(), companyId, benefitId ?? ''),
    enabled: Boolean(benefitId),
  });
}
