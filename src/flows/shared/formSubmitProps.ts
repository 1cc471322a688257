import type { BaseSyntheticEvent } from 'react';
import type { FieldIssue } from '../../api/fieldErrors';

/** What {@link formSubmitProps} reads of a form hook (`useRecordForm`, `useApiForm` and those over them). */
export interface SubmittableForm {
  form: { formState: { submitCount: number; isDirty: boolean } };
  submit: (event?: BaseSyntheticEvent) => Promise<void> | void;
  formErrors: readonly FieldIssue[];
  isSubmitting: boolean;
}

/**
 * The submit half of a form screen's layout props (`FormLayout`, `StepLayout`) from its form hook:
 * submit, the form-level errors, the submit count that refocuses the error summary, the busy
 * state and the dirty state the leave guard asks about.
 *
 * @example
 * <FormLayout {...formSubmitProps(rehire)} title={t('rehire.title')} submitLabel={t('rehire.save')} messages={messages}>…</FormLayout>
 */
export function formSubmitProps(hook: SubmittableForm) {
  // Read while rendering: react-hook-form only tracks the form state a render has asked for.
  const { formState } = hook.form;
  return {
    onSubmit: hook.submit,
    formErrors: hook.formErrors,
    submitCount: formState.submitCount,
    isSubmitting: hook.isSubmitting,
    isDirty: formState.isDirty,
  };
}
