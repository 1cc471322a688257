import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as onboardingQueries from './queryOptions';

/**
 * An employee's onboarding status and steps; every onboarding write refreshes it.
 *
 * @example
 * const steps = useOnboardingStatus(employeeId).data?.onboarding_steps;
 */
export function useOnboardingStatus(employeeId: string) {
  return useQuery(onboardingQueries.status(usePayrollClient(), employeeId));
}

/**
 * An employee's forms.
 *
 * @example
 * const toSign = useEmployeeForms(employeeId).data?.filter((form) => form.requires_signing);
 */
export function useEmployeeForms(employeeId: string) {
  return useQuery(onboardingQueries.forms(usePayrollClient(), employeeId));
}

/**
 * Where to fetch a form's PDF.
 *
 * @example
 * const url = useEmployeeFormPdf(employeeId, formId).data?.document_url;
 */
export function useEmployeeFormPdf(employeeId: string, formId: string) {
  return useQuery(onboardingQueries.formPdf(usePayrollClient(), employeeId, formId));
}
