import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { EmployeeForm, SignFormBody } from '../../api/onboarding/types';
import { useSignEmployeeForm } from '../onboarding/mutations';
import * as invalidateAfter from '../invalidationTable';
import { agreement, requiredText, stateCode, zipCode } from '../schemas/fields';
import type { ApiForm } from '../useApiForm';
import { useFilledSignatureForm } from '../useSignatureForm';

/**
 * Values of the employee's signature of section 1 of the I-9: the typed name, the agreement, and
 * the preparer or translator who helped, if one did (their name and address, and their own
 * agreement).
 *
 * @example
 * const values: I9SignatureValues = { signature_text: 'Grace Hopper', agree: true, preparer: false, preparer_first_name: '', preparer_last_name: '', preparer_street_1: '', preparer_city: '', preparer_state: '', preparer_zip: '', preparer_agree: false };
 */
export interface I9SignatureValues {
  signature_text: string;
  agree: boolean;
  /** A preparer or translator helped fill in section 1. */
  preparer: boolean;
  preparer_first_name: string;
  preparer_last_name: string;
  preparer_street_1: string;
  preparer_city: string;
  preparer_state: string;
  preparer_zip: string;
  preparer_agree: boolean;
}

/**
 * Options of {@link useI9SignatureForm}.
 *
 * @example
 * useI9SignatureForm({ employeeId, formId: authorization.form_uuid, onSigned: next });
 */
export interface I9SignatureFormOptions {
  employeeId: string;
  /** The I-9 among the employee's forms (`form_uuid` of the authorization). */
  formId: string | null | undefined;
  onSigned?: (form: EmployeeForm) => void;
}

const EMPTY: I9SignatureValues = {
  signature_text: '',
  agree: false,
  preparer: false,
  preparer_first_name: '',
  preparer_last_name: '',
  preparer_street_1: '',
  preparer_city: '',
  preparer_state: '',
  preparer_zip: '',
  preparer_agree: false,
};

const PREPARER_TEXT = [
  'preparer_first_name',
  'preparer_last_name',
  'preparer_street_1',
  'preparer_city',
] as const;

/** The signature's rules: a name and the agreement; a preparer who helped gives name, address and agreement. */
const signatureSchema = /* @__PURE__ */ (() =>
  z
    .object({
      signature_text: requiredText,
      agree: agreement(),
      preparer: z.boolean(),
      preparer_first_name: z.string(),
      preparer_last_name: z.string(),
      preparer_street_1: z.string(),
      preparer_city: z.string(),
      preparer_state: z.string(),
      preparer_zip: z.string(),
      preparer_agree: z.boolean(),
    })
    .check(
      z.superRefine((values, context) => {
        if (!values.preparer) return;
        const issue = (
          path: keyof I9SignatureValues,
          message: 'validation.required' | 'validation.state' | 'validation.zip' | 'validation.agree',
        ) => context.addIssue({ code: 'custom', path: [path], message });
        for (const name of PREPARER_TEXT) if (!values[name].trim()) issue(name, 'validation.required');
        if (!z.safeParse(stateCode, values.preparer_state).success)
          issue('preparer_state', 'validation.state');
        if (!z.safeParse(zipCode, values.preparer_zip).success) issue('preparer_zip', 'validation.zip');
        if (!values.preparer_agree) issue('preparer_agree', 'validation.agree');
      }),
    ))();

/** The signature's body: the preparer's fields only when one helped. */
function toBody(values: I9SignatureValues): SignFormBody {
  const body: SignFormBody = { signature_text: values.signature_text.trim(), agree: true };
  if (!values.preparer) return body;
  body.preparer = true;
  for (const name of [...PREPARER_TEXT, 'preparer_state', 'preparer_zip'] as const)
    body[name] = values[name].trim();
  body.preparer_agree = true;
  return body;
}

/**
 * Headless signature of section 1 of the I-9 by the employee (UPSTREAM A.9, L.4), once their
 * authorization is saved: the typed name and the agreement, and a preparer or translator's name,
 * address and agreement when one helped. Invalid input never leaves the browser; the service's
 * refusals (a preparer field missing, the I-9 already signed) land on their fields or the form.
 * Signing refreshes the authorization, the forms and the onboarding status (the last employee
 * step moves the status on, DECISIONS 62).
 *
 * @example
 * const { form, submit, formErrors } = useI9SignatureForm({ employeeId, formId: authorization.form_uuid });
 * <form onSubmit={submit}><input {...form.register('signature_text')} /></form>
 */
export function useI9SignatureForm(
  options: I9SignatureFormOptions,
): ApiForm<I9SignatureValues, EmployeeForm> {
  const { employeeId, formId, onSigned } = options;
  const sign = useSignEmployeeForm(employeeId);
  const queryClient = useQueryClient();
  return useFilledSignatureForm<EmployeeForm, I9SignatureValues>({
    schema: signatureSchema,
    values: EMPTY,
    sign: async (values) => {
      if (!formId) throw new Error('The I-9 form is not there yet: save the authorization first');
      const signed = await sign.mutateAsync({ formId, body: toBody(values) });
      await invalidateAfter.i9Verification(queryClient, employeeId);
      return signed;
    },
    onSigned,
  });
}
