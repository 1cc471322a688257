import { useCallback, useState } from 'react';
import type { EmployeeForm, EmployeeFormPdf } from '../../api/onboarding/types';
import { useSignEmployeeForm } from './mutations';
import { useEmployeeFormPdf, useEmployeeForms } from './queries';
import type { ApiForm } from '../useApiForm';
import { useSignatureForm, type FormSignatureValues } from '../useSignatureForm';

export { formSignatureSchema, type FormSignatureValues } from '../useSignatureForm';

/**
 * Options of {@link useDocumentsStep}.
 *
 * @example
 * useDocumentsStep(employeeId, { onSigned: (form) => log(form.uuid) });
 */
export interface DocumentsStepOptions {
  /** Called after each form was signed. */
  onSigned?: (form: EmployeeForm) => void;
}

/**
 * Everything needed to render the documents step with any markup.
 *
 * @example
 * const { forms, toSign, startSigning, signing, signatureForm } = useDocumentsStep(employeeId);
 */
export interface DocumentsStep {
  /** Every form of the employee. */
  forms: EmployeeForm[];
  /** The forms that still need a signature. */
  toSign: EmployeeForm[];
  /** Forms signed while this step was open. */
  signedIds: ReadonlySet<string>;
  /** Whether nothing is left to sign, so the step can be completed. */
  isComplete: boolean;
  isLoading: boolean;
  loadError: Error | null;
  /** The form being signed, if any. */
  signing: EmployeeForm | undefined;
  /** Open a form for signing (its signature form starts empty). */
  startSigning: (formId: string) => void;
  /** Close the signing form without signing. */
  cancelSigning: () => void;
  /** The signature form of {@link DocumentsStep.signing}; server errors land on `agree`, `signature_text`, or the form. */
  signatureForm: ApiForm<FormSignatureValues, EmployeeForm>;
}

/**
 * The document signing step without markup: lists the employee's forms, marks those needing a
 * signature, opens one for signing and signs it with a typed signature and the agreement (the
 * proxy adds the signer's IP). A refusal — agreement missing, already signed — lands on its field
 * or on the form.
 *
 * @example
 * const docs = useDocumentsStep(employeeId);
 * docs.toSign.map((form) => <button onClick={() => docs.startSigning(form.uuid)}>{form.title}</button>);
 * <form onSubmit={docs.signatureForm.submit}><input {...docs.signatureForm.form.register('signature_text')} /></form>
 */
export function useDocumentsStep(employeeId: string, options: DocumentsStepOptions = {}): DocumentsStep {
  const query = useEmployeeForms(employeeId);
  const sign = useSignEmployeeForm(employeeId);
  const [signingId, setSigningId] = useState<string>();
  const [signedIds, setSignedIds] = useState<ReadonlySet<string>>(new Set());
  const { onSigned } = options;

  const signatureForm = useSignatureForm({
    sign: ({ signature_text, agree }) => {
      if (!signingId) return Promise.reject(new Error('No form is open for signing'));
      return sign.mutateAsync({ formId: signingId, body: { signature_text, agree } });
    },
    onSigned: (form) => {
      setSignedIds((previous) => new Set([...previous, form.uuid]));
      setSigningId(undefined);
      onSigned?.(form);
    },
  });

  const { reset } = signatureForm.form;
  const startSigning = useCallback(
    (formId: string) => {
      reset({ signature_text: '', agree: false });
      setSigningId(formId);
    },
    [reset],
  );
  const cancelSigning = useCallback(() => setSigningId(undefined), []);

  const forms = query.data ?? [];
  const toSign = forms.filter((form) => form.requires_signing);
  return {
    forms,
    toSign,
    signedIds,
    isComplete: query.isSuccess && toSign.length === 0,
    isLoading: query.isPending,
    loadError: query.error,
    signing: forms.find((form) => form.uuid === signingId),
    startSigning,
    cancelSigning,
    signatureForm,
  };
}

/**
 * Where to read one form's PDF (fetched when asked for, e.g. when its signing view opens).
 *
 * @example
 * const { data } = useFormDocument(employeeId, formId);
 * <a href={data?.document_url ?? undefined}>View PDF</a>
 */
export function useFormDocument(
  employeeId: string,
  formId: string,
): {
  data: EmployeeFormPdf | undefined;
  isLoading: boolean;
  error: Error | null;
} {
  const query = useEmployeeFormPdf(employeeId, formId);
  return { data: query.data, isLoading: query.isPending, error: query.error };
}
