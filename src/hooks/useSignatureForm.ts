import * as z from 'zod/mini';
import { ApiError, isApiError } from '../api/errors';
import { agreement, requiredText } from './schemas/fields';
import type { ValidationMessageKey } from './schemas/messageKeys';
import { useApiForm, type ApiForm } from './useApiForm';

/**
 * What signing a form takes: the typed signature and the agreement box.
 *
 * @example
 * const values: FormSignatureValues = { signature_text: 'Ada Lovelace', agree: true };
 */
export interface FormSignatureValues {
  signature_text: string;
  agree: boolean;
}

/**
 * Client rules of a signature: a name, and the agreement ticked (`validation.agree`).
 *
 * @example
 * formSignatureSchema.safeParse({ signature_text: 'Ada', agree: false }).success; // false
 */
export const formSignatureSchema = /* @__PURE__ */ (() =>
  z.object({
    signature_text: requiredText,
    agree: agreement(),
  }))();

/** Options of {@link useSignatureForm}. */
export interface SignatureFormOptions<Signed> {
  /** Send the signature of the form being signed (`agree` is `true` once the form is valid). */
  sign: (signature: FormSignatureValues) => Promise<Signed>;
  /** After the service took the signature. */
  onSigned?: (signed: Signed) => void;
  /** The service refused the signature: heard before the refusal lands on its field. */
  onRefused?: (error: unknown) => void;
  /**
   * The message key of the service's refusal of the typed name (a company form takes only the
   * signatory's full name: `validation.signatureName`); without it the service's text is shown.
   */
  nameRefusal?: ValidationMessageKey;
}

/** The service's refusals of a signature in the kit's words: message keys, on their fields. */
function inKitWords(error: ApiError, nameRefusal: ValidationMessageKey | undefined): ApiError {
  const errors = error.errors.map((entry) => {
    if (entry.error_key === 'agree') return { ...entry, message: 'validation.agree' };
    if (entry.error_key === 'signature_text' && nameRefusal) return { ...entry, message: nameRefusal };
    return entry;
  });
  return new ApiError({ ...error, errors });
}

/**
 * The form that signs one document with a typed name and the agreement: an employee's onboarding
 * forms (`useDocumentsStep`), the company's forms (company onboarding). Invalid input never
 * leaves the browser; the service's refusals land on `signature_text` or `agree` as message keys,
 * and what else it refuses (already signed) on the form.
 *
 * @example
 * const sign = useSignCompanyForm(companyId);
 * const { form, submit } = useSignatureForm({
 *   sign: ({ signature_text }) => sign.mutateAsync({ formId, body: { signature_text, agree: true } }),
 *   nameRefusal: 'validation.signatureName',
 * });
 * <form onSubmit={submit}><input {...form.register('signature_text')} /></form>
 */
export function useSignatureForm<Signed>(
  options: SignatureFormOptions<Signed>,
): ApiForm<FormSignatureValues, Signed> {
  const { sign, onSigned, onRefused, nameRefusal } = options;
  return useApiForm<FormSignatureValues, Signed>({
    schema: formSignatureSchema,
    defaultValues: { signature_text: '', agree: false },
    onSubmit: async (signature) => {
      try {
        return await sign(signature);
      } catch (error) {
        onRefused?.(error);
        throw isApiError(error) ? inKitWords(error, nameRefusal) : error;
      }
    },
    onSuccess: onSigned,
  });
}
