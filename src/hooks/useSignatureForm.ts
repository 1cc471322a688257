import type { DefaultValues } from 'react-hook-form';
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

/** Options of {@link useSignatureForm} (and of {@link useFilledSignatureForm}, whose `Values` are the document's fields). */
export interface SignatureFormOptions<Signed, Values extends { agree: boolean } = FormSignatureValues> {
  /** Send the signature of the form being signed (`agree` is `true` once the form is valid). */
  sign: (signature: Values) => Promise<Signed>;
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

/** What a signature form is filled with: its rules, and its values before the signer types. */
interface Signing<Values extends { agree: boolean }> {
  schema: z.core.$ZodType<Values, unknown>;
  values: Values;
  /** The values come from the service: a refetch refreshes what the signer has not touched. */
  refills: boolean;
}

const TYPED_NAME: Signing<FormSignatureValues> = {
  schema: formSignatureSchema,
  values: { signature_text: '', agree: false },
  refills: false,
};

/** The one signing form under both hooks: rules, the service's refusals in the kit's words. */
function useSigning<Signed, Values extends { agree: boolean }>(
  options: SignatureFormOptions<Signed, Values>,
  signing: Signing<Values>,
): ApiForm<Values, Signed> {
  const { sign, onSigned, onRefused, nameRefusal } = options;
  return useApiForm<Values, Signed>({
    schema: signing.schema,
    defaultValues: signing.values as DefaultValues<Values>,
    ...(signing.refills ? { values: signing.values, resetOptions: { keepDirtyValues: true } } : {}),
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
  return useSigning(options, TYPED_NAME);
}

/**
 * Options of {@link useFilledSignatureForm}: the signing options plus the document's own rules
 * and the values the service prefilled.
 *
 * @example
 * useFilledSignatureForm({ schema: w9Schema, values: { fields: prefilled, agree: false }, sign });
 */
export interface FilledSignatureFormOptions<
  Signed,
  Values extends { agree: boolean },
> extends SignatureFormOptions<Signed, Values> {
  /** The document's fields and the agreement (`agreement()`); messages are message keys. */
  schema: z.core.$ZodType<Values, unknown>;
  /** The fields as the service prefilled them (compared by value: an equal refetch changes nothing). */
  values: Values;
}

/**
 * The form that signs a document whose fields the signer fills in as they sign (a contractor's
 * W-9): the same signing as {@link useSignatureForm} (agreement required, the service's refusal
 * of `agree` in the kit's words, what else it refuses on the form), with the document's own
 * fields prefilled by the service; a refetch refreshes what the signer has not touched.
 *
 * @example
 * const { form, submit } = useFilledSignatureForm({
 *   schema: z.object({ fields: z.object({ name: requiredText }), agree: agreement() }),
 *   values: { fields: { name: document.fields[0].value ?? '' }, agree: false },
 *   sign: ({ fields }) => sign.mutateAsync({ documentId, body: { agree: true, fields: toSent(fields) } }),
 * });
 * <form onSubmit={submit}><input {...form.register('fields.name')} /></form>
 */
export function useFilledSignatureForm<Signed, Values extends { agree: boolean }>(
  options: FilledSignatureFormOptions<Signed, Values>,
): ApiForm<Values, Signed> {
  return useSigning(options, { schema: options.schema, values: options.values, refills: true });
}
