import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createExternalPayroll,
  deleteExternalPayroll,
  finalizeExternalPayrolls,
  getExternalPayrollTaxSuggestions,
  updateExternalPayroll,
  updateExternalPayrollTaxLiabilities,
} from '../../api/externalPayrolls/operations';
import type {
  ExternalPayroll,
  ExternalPayrollBody,
  ExternalPayrollItemsBody,
  ExternalPayrollTaxLiability,
  ExternalPayrollTaxSuggestion,
  TaxLiabilitySelectionsBody,
} from '../../api/externalPayrolls/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import { useIdempotentCreate } from '../useIdempotentCreate';

/**
 * Add an earlier payroll of the company's previous provider (idempotent per user action).
 *
 * @example
 * useCreateExternalPayroll(companyId).mutate({ check_date: '2026-01-16', payment_period_start_date: '2026-01-01', payment_period_end_date: '2026-01-15' });
 */
export function useCreateExternalPayroll(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: ExternalPayrollBody, idempotencyKey) =>
      (await createExternalPayroll(client, companyId, body, { idempotencyKey })).data,
    () => invalidateAfter.externalPayroll(queryClient, companyId),
  );
}

/**
 * Save an external payroll's items with the version last read (a stale one fails with 409).
 *
 * @example
 * useUpdateExternalPayroll(companyId, payroll.uuid).mutate({ version: payroll.version, external_payroll_items: items });
 */
export function useUpdateExternalPayroll(companyId: string, externalPayrollId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<ExternalPayroll, Error, ExternalPayrollItemsBody>({
    mutationFn: async (body) =>
      (await updateExternalPayroll(client, companyId, externalPayrollId, body)).data,
    onSuccess: () => invalidateAfter.externalPayroll(queryClient, companyId),
  });
}

/**
 * Remove an unprocessed external payroll.
 *
 * @example
 * useDeleteExternalPayroll(companyId).mutate(payroll.uuid);
 */
export function useDeleteExternalPayroll(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (externalPayrollId) => {
      await deleteExternalPayroll(client, companyId, externalPayrollId);
    },
    onSuccess: () => invalidateAfter.externalPayroll(queryClient, companyId),
  });
}

/**
 * Ask the service for an external payroll's taxes from its saved wages (to fill the form's tax
 * fields); a mutation, since it is asked for on a button press after a save.
 *
 * @example
 * const suggestions = await useExternalPayrollTaxSuggestions(companyId, id).mutateAsync();
 */
export function useExternalPayrollTaxSuggestions(companyId: string, externalPayrollId: string) {
  const client = usePayrollClient();
  return useMutation<ExternalPayrollTaxSuggestion[], Error, void>({
    mutationFn: async () =>
      (await getExternalPayrollTaxSuggestions(client, companyId, externalPayrollId)).data,
  });
}

/**
 * Save which taxes the previous provider left unpaid.
 *
 * @example
 * useUpdateExternalPayrollTaxLiabilities(companyId).mutate({ liability_selections });
 */
export function useUpdateExternalPayrollTaxLiabilities(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<ExternalPayrollTaxLiability[], Error, TaxLiabilitySelectionsBody>({
    mutationFn: async (body) => (await updateExternalPayrollTaxLiabilities(client, companyId, body)).data,
    onSuccess: () => invalidateAfter.externalPayroll(queryClient, companyId),
  });
}

/**
 * Finalize the external payrolls: they become processed payrolls of the history shortly after.
 *
 * @example
 * useFinalizeExternalPayrolls(companyId).mutate();
 */
export function useFinalizeExternalPayrolls(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: async () => {
      await finalizeExternalPayrolls(client, companyId);
    },
    onSuccess: () => invalidateAfter.externalPayroll(queryClient, companyId),
  });
}
