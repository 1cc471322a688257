import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signEmployeeForm, updateOnboardingStatus } from '../../api/onboarding/operations';
import type { OnboardingStatus } from '../../api/employees/types';
import type { SignFormBody } from '../../api/onboarding/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

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
    onSuccess: (status) => {
      queryClient.setQueryData(queryKeys.employeePart(employeeId, 'onboarding_status'), status);
      // Not awaited: the new status is on screen now, so the caller's "done" (the flow's
      // onboarding.completed event) must not wait on the refetch of the rest of the record.
      void invalidateAfter.employeeRecord(queryClient, employeeId);
    },
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
