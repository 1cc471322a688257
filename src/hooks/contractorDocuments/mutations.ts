import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  generateContractor1099,
  getContractorFormPdf,
  signContractorDocument,
} from '../../api/contractorDocuments/operations';
import type { SignContractorDocumentBody } from '../../api/contractorDocuments/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';

/**
 * Sign a contractor's document (the W-9) with `agree: true` and, optionally, field values that
 * override the pre-filled ones; the signer's IP is the proxy's to add.
 *
 * @example
 * await useSignContractorDocument(companyId, contractorId).mutateAsync({ documentId: w9.uuid, body: { agree: true } });
 */
export function useSignContractorDocument(companyId: string, contractorId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ documentId, body }: { documentId: string; body: SignContractorDocumentBody }) =>
      (await signContractorDocument(client, documentId, body)).data,
    onSuccess: () => invalidateAfter.contractor(queryClient, companyId, contractorId),
  });
}

/**
 * Make (or remake) a contractor's 1099 for a tax year (last year by default); the forms list
 * refetches.
 *
 * @example
 * await useGenerateContractor1099(companyId, contractorId).mutateAsync(2025);
 */
export function useGenerateContractor1099(companyId: string, contractorId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (year?: number) => (await generateContractor1099(client, contractorId, year)).data,
    onSuccess: () => invalidateAfter.contractor(queryClient, companyId, contractorId),
  });
}

/**
 * Fetches a 1099's PDF address on demand (a click on "Open").
 *
 * @example
 * const pdf = await useOpenContractorFormPdf(contractorId).mutateAsync(form.uuid);
 */
export function useOpenContractorFormPdf(contractorId: string) {
  const client = usePayrollClient();
  return useMutation({
    mutationFn: async (formId: string) => (await getContractorFormPdf(client, contractorId, formId)).data,
  });
}
