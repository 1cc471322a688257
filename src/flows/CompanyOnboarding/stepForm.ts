import type { BaseSyntheticEvent } from 'react';
import type { FieldIssue } from '../../api/fieldErrors';

/** What a step's layout reads of its form hook (a `useApiForm` or `useRecordForm` result). */
export interface StepFormHook {
  form: { formState: { submitCount: number; isDirty: boolean } };
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  formErrors: readonly FieldIssue[];
  isSubmitting: boolean;
}

/**
 * The `CompanyStepLayout` props every step form takes from its hook: submit, the errors of the
 * whole form, the submit count (the error summary takes focus again), busy, unsaved changes.
 *
 * @example
 * <CompanyStepLayout {...stepFormProps(invite)} title={t('signatory.invite.title')}>…</CompanyStepLayout>
 */
export function stepFormProps(hook: StepFormHook) {
  const { formState } = hook.form;
  return {
    onSubmit: hook.submit,
    formErrors: hook.formErrors,
    submitCount: formState.submitCount,
    isSubmitting: hook.isSubmitting,
    // Read while rendering: react-hook-form only tracks the dirty state a render has asked for.
    isDirty: formState.isDirty,
  };
}

/**
 * Submit of a step that may be saved already (federal taxes, the signatory): with nothing
 * changed on it, Continue moves on without a save; else the form saves.
 *
 * @example
 * <CompanyStepLayout {...stepFormProps(federal)} onSubmit={saveOrContinue(federal, done, props.onComplete)}>…</CompanyStepLayout>
 */
export function saveOrContinue(hook: StepFormHook, saved: boolean, onContinue?: () => void) {
  return (event?: BaseSyntheticEvent) => {
    if (saved && !hook.form.formState.isDirty) {
      event?.preventDefault();
      onContinue?.();
      return;
    }
    return hook.submit(event);
  };
}
