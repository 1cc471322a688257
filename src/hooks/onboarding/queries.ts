import { useQuery } from '@tanstack/react-query';
import { getEmployeeFormPdf, getOnboardingStatus, listEmployeeForms } from '../../api/onboarding/operations';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useEmployeePartQuery } from '../useEmployeePartQuery';

/**
 * An employee's onboarding status and steps; every onboarding write refreshes it.
 *
 * @example
 * const steps = useOnboardingStatus(employeeId).data?.onboarding_steps;
 */
export function useOnboardingStatus(employeeId: string) {
  return useEmployeePartQuery(employeeId, 'onboarding_status', getOnboardingStatus);
}

/**
 * An employee's forms.
 *
 * @example
 * const toSign = useEmployeeForms(employeeId).data?.filter((form) => form.requires_signing);
 */
export function useEmployeeForms(employeeId: string) {
  return useEmployeePartQuery(employeeId, 'forms', listEmployeeForms);
}

/**
 * Where to fetch a form's PDF.
 *
 * @example
 * const url = useEmployeeFormPdf(employeeId, formId).data?.document_url;
 */
export function useEmployeeFormPdf(employeeId: string, formId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.employeeForm(employeeId, formId, true),
    queryFn: async ({ signal }) => (await getEmployeeFormPdf(client, employeeId, formId, { signal })).data,
  });
}
