import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signContractorDocument } from '../../api/operations/contractorDocuments';
import type { SignContractorDocumentBody } from '../../api/types/contractors';
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
