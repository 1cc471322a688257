import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getEmployeeFormPdf,
  getOnboardingStatus,
  listEmployeeForms,
  signEmployeeForm,
  updateOnboardingStatus,
} from '../api/operations/onboarding';
import type { OnboardingStatus } from '../api/types/employees';
import type { SignFormBody } from '../api/types/onboarding';
import * as invalidateAfter from './invalidationTable';
import { usePayrollClient } from './PayrollClientProvider';
import * as payrollKeys from './queryKeyTable';

/**
 * An employee's onboarding status and steps; every onboarding write refreshes it.
 *
 * @example
 * const steps = useOnboardingStatus(employeeId).data?.onboarding_steps;
 */
export function useOnboardingStatus(employeeId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.employeePart(employeeId, 'onboarding_status'),
    queryFn: async ({ signal }) => (await getOnboardingStatus(client, employeeId, { signal })).data,
  });
}

/**
 * Move an employee to another onboarding status (e.g. finish onboarding).
 *
 * @example
 * useTransitionOnboardingStatus(employeeId).mutate('onboarding_completed');
 */
export function useTransitionOnboardingStatus(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: OnboardingStatus) =>
      (await updateOnboardingStatus(client, employeeId, { onboarding_status: status })).data,
    onSuccess: async (status) => {
      queryClient.setQueryData(payrollKeys.employeePart(employeeId, 'onboarding_status'), status);
      await queryClient.invalidateQueries({ queryKey: payrollKeys.employee(employeeId) });
    },
  });
}

/**
 * An employee's forms.
 *
 * @example
 * const toSign = useEmployeeForms(employeeId).data?.filter((form) => form.requires_signing);
 */
export function useEmployeeForms(employeeId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.employeePart(employeeId, 'forms'),
    queryFn: async ({ signal }) => (await listEmployeeForms(client, employeeId, { signal })).data,
  });
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
    queryKey: payrollKeys.employeeForm(employeeId, formId, true),
    queryFn: async ({ signal }) => (await getEmployeeFormPdf(client, employeeId, formId, { signal })).data,
  });
}

/**
 * Sign a form.
 *
 * @example
 * useSignEmployeeForm(employeeId).mutate({ formId, body: { signature_text: 'Ada Lovelace', agree: true } });
 */
export function useSignEmployeeForm(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ formId, body }: { formId: string; body: SignFormBody }) =>
      (await signEmployeeForm(client, employeeId, formId, body)).data,
    onSuccess: () => invalidateAfter.employeePart(queryClient, employeeId, 'forms'),
  });
}
