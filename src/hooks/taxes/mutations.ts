import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getFederalTaxes, updateFederalTaxes, updateStateTaxes } from '../../api/taxes/operations';
import type { VersionedDelta } from '../../api/common';
import type { FederalTaxes, FederalTaxesUpdate, StateTaxesUpdate } from '../../api/taxes/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/**
 * Update the W-4, version-aware. Money fields are sent as numbers, as the service expects
 * (contract.md#employees); the form keeps them as decimal strings.
 *
 * @example
 * await useUpdateFederalTaxes(employeeId).update({ filing_status: 'Married' });
 */
export function useUpdateFederalTaxes(employeeId: string): VersionedUpdate<FederalTaxes> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<FederalTaxes>({
    queryKey: queryKeys.employeePart(employeeId, 'federal_taxes'),
    read: async () => (await getFederalTaxes(client, employeeId)).data,
    write: async (body) => {
      const wire: Record<string, unknown> = { w4_data_type: 'rev_2020_w4', ...body };
      for (const field of ['extra_withholding', 'dependents_amount', 'other_income', 'deductions']) {
        const value = wire[field];
        if (typeof value === 'string') wire[field] = value === '' ? 0 : Number(value);
      }
      return (await updateFederalTaxes(client, employeeId, wire as VersionedDelta<FederalTaxesUpdate>)).data;
    },
    onSaved: () => invalidateAfter.employeePart(queryClient, employeeId, 'federal_taxes'),
  });
}

/**
 * Answer state tax questions. Errors map to `states.<STATE>.<question key>` form paths (see
 * `toFieldErrors`).
 *
 * @example
 * useUpdateStateTaxes(employeeId).mutate({ states: [{ state: 'CA', questions: answeredQuestions }] });
 */
export function useUpdateStateTaxes(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StateTaxesUpdate) => (await updateStateTaxes(client, employeeId, body)).data,
    onSuccess: async (states) => {
      queryClient.setQueryData(queryKeys.employeePart(employeeId, 'state_taxes'), states);
      await invalidateAfter.employeePart(queryClient, employeeId, 'state_taxes');
    },
  });
}
