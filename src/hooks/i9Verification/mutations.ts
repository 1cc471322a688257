import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteI9Document,
  replaceI9Documents,
  signI9AsEmployer,
  updateI9Authorization,
  updateOnboardingDocumentsConfig,
} from '../../api/i9Verification/operations';
import type {
  I9Authorization,
  I9AuthorizationBody,
  I9Document,
  I9DocumentsBody,
  I9EmployerSignBody,
  OnboardingDocumentsConfig,
} from '../../api/i9Verification/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

/**
 * Ask the I-9 of a self-onboarding employee (`true`), or stop asking it: the employee then has
 * the I-9 among their forms to sign (the admin's choice, UPSTREAM A.10).
 *
 * @example
 * useUpdateOnboardingDocumentsConfig(employeeId).mutate({ i9_document: true });
 */
export function useUpdateOnboardingDocumentsConfig(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<OnboardingDocumentsConfig, Error, { i9_document: boolean }>({
    mutationFn: async (body) => (await updateOnboardingDocumentsConfig(client, employeeId, body)).data,
    onSuccess: () => invalidateAfter.i9Verification(queryClient, employeeId),
  });
}

/**
 * Save the employee's I-9 authorization (section 1: their status, and the document proving it
 * when they are not a citizen). The service reads each PUT whole: without a version it makes the
 * authorization, with the version last read it replaces it, clearing what the new status does not
 * take. A blank `document_number` keeps the one on file for the same document type.
 *
 * @example
 * useSaveI9Authorization(employeeId).mutate({ authorization_status: 'citizen' });
 */
export function useSaveI9Authorization(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<I9Authorization, Error, Omit<I9AuthorizationBody, 'version'>>({
    mutationFn: async (body) => {
      const current = queryClient.getQueryData<I9Authorization | null>(queryKeys.i9Authorization(employeeId));
      const sent: I9AuthorizationBody = current ? { ...body, version: current.version } : body;
      return (await updateI9Authorization(client, employeeId, sent)).data;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.i9Authorization(employeeId), saved);
      return invalidateAfter.i9Verification(queryClient, employeeId);
    },
  });
}

/**
 * Replace the documents the employer examined (each call replaces every earlier one): one of
 * list A, or one of list B and one of list C. A wrong entry is refused with its index.
 *
 * @example
 * useReplaceI9Documents(employeeId).mutate({ documents: [{ document_type: 'us_passport', document_title: 'U.S. Passport', issuing_authority: 'U.S. Department of State' }] });
 */
export function useReplaceI9Documents(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<I9Document[], Error, I9DocumentsBody>({
    mutationFn: async (body) => (await replaceI9Documents(client, employeeId, body)).data,
    onSuccess: (documents) => {
      queryClient.setQueryData(queryKeys.i9Documents(employeeId), documents);
      return invalidateAfter.i9Verification(queryClient, employeeId);
    },
  });
}

/**
 * Remove one document of the I-9, before the employer signs.
 *
 * @example
 * useDeleteI9Document(employeeId).mutate(i9Document.uuid);
 */
export function useDeleteI9Document(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (documentId) => {
      await deleteI9Document(client, employeeId, documentId);
    },
    onSuccess: () => invalidateAfter.i9Verification(queryClient, employeeId),
  });
}

/**
 * The employer signs section 2 (once the employee signed and the documents are in); the I-9 is
 * then complete and every later write to it is refused. The proxy adds the signer's IP.
 *
 * @example
 * useSignI9AsEmployer(employeeId).mutate({ signature_text: 'Grace Hopper', signer_title: 'HR Manager', agree: true });
 */
export function useSignI9AsEmployer(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<I9Authorization, Error, I9EmployerSignBody>({
    mutationFn: async (body) => (await signI9AsEmployer(client, employeeId, body)).data,
    onSuccess: (signed) => {
      queryClient.setQueryData(queryKeys.i9Authorization(employeeId), signed);
      return invalidateAfter.i9Verification(queryClient, employeeId);
    },
  });
}
