import * as z from 'zod/mini';
import type { I9Authorization } from '../../api/i9Verification/types';
import { agreement, requiredText } from '../schemas/fields';
import { useApiForm, type ApiForm } from '../useApiForm';
import { useSignI9AsEmployer } from './mutations';

/**
 * Values of the employer's signature of section 2 of the I-9.
 *
 * @example
 * const values: I9EmployerSignatureValues = { signature_text: 'Ada Lovelace', signer_title: 'HR Manager', agree: true };
 */
export interface I9EmployerSignatureValues {
  signature_text: string;
  signer_title: string;
  agree: boolean;
}

/**
 * Options of {@link useI9EmployerSignatureForm}.
 *
 * @example
 * useI9EmployerSignatureForm({ employeeId, onSigned: close });
 */
export interface I9EmployerSignatureFormOptions {
  employeeId: string;
  onSigned?: (authorization: I9Authorization) => void;
}

const EMPTY: I9EmployerSignatureValues = { signature_text: '', signer_title: '', agree: false };

const employerSignatureSchema = /* @__PURE__ */ (() =>
  z.object({ signature_text: requiredText, signer_title: requiredText, agree: agreement() }))();

/**
 * Headless signature of section 2 of the I-9 by the employer (UPSTREAM-3 L.4): the signer's typed
 * name, their title and the agreement (the proxy adds the signer's IP). The service refuses it
 * until the employee has signed and the documents are in, and any write after it: each refusal
 * lands on its field or the form, nothing typed lost.
 *
 * @example
 * const { form, submit, formErrors } = useI9EmployerSignatureForm({ employeeId });
 * <form onSubmit={submit}><input {...form.register('signer_title')} /></form>
 */
export function useI9EmployerSignatureForm(
  options: I9EmployerSignatureFormOptions,
): ApiForm<I9EmployerSignatureValues, I9Authorization> {
  const sign = useSignI9AsEmployer(options.employeeId);
  return useApiForm<I9EmployerSignatureValues, I9Authorization>({
    schema: employerSignatureSchema,
    defaultValues: EMPTY,
    onSubmit: ({ signature_text, signer_title }) =>
      sign.mutateAsync({
        signature_text: signature_text.trim(),
        signer_title: signer_title.trim(),
        agree: true,
      }),
    onSuccess: options.onSigned,
  });
}
