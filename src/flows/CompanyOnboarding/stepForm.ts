import type { BaseSyntheticEvent } from 'react';
import type { SubmittableForm } from '../shared/formSubmitProps';

/**
 * Submit of a step that may be saved already (federal taxes, the signatory): with nothing
 * changed on it, Continue moves on without a save; else the form saves.
 *
 * @example
 * <CompanyStepLayout {...formSubmitProps(federal)} onSubmit={saveOrContinue(federal, done, props.onComplete)}>…</CompanyStepLayout>
 */
export function saveOrContinue(hook: SubmittableForm, saved: boolean, onContinue?: () => void) {
  return (event?: BaseSyntheticEvent) => {
    if (saved && !hook.form.formState.isDirty) {
      event?.preventDefault();
      onContinue?.();
      return;
    }
    return hook.submit(event);
  };
}
