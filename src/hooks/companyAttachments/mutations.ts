import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadCompanyAttachment, uploadCompanyAttachment } from '../../api/companyAttachments/operations';
import type { CompanyAttachmentUpload } from '../../api/companyAttachments/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';

/**
 * Upload a company document (a tax notice or a compliance document); the list is read again.
 * The service keeps no key for an upload: a failed one is simply sent again by the user.
 *
 * @example
 * useUploadCompanyAttachment(companyId).mutate({ document: file, category: 'gep_notice' });
 */
export function useUploadCompanyAttachment(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upload: CompanyAttachmentUpload) =>
      (await uploadCompanyAttachment(client, companyId, upload)).data,
    onSuccess: () => invalidateAfter.companyAttachment(queryClient, companyId),
  });
}

/**
 * Fetch a company document to save it: its file as a Blob when the service serves it (through
 * the proxy), else the URL for a plain link.
 *
 * @example
 * const { file, url } = await useDownloadCompanyAttachment(companyId).mutateAsync(attachment.uuid);
 */
export function useDownloadCompanyAttachment(companyId: string) {
  const client = usePayrollClient();
  return useMutation({
    mutationFn: (attachmentUuid: string) => downloadCompanyAttachment(client, companyId, attachmentUuid),
  });
}
