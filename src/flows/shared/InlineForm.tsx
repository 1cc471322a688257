import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldIssue } from '../../api/fieldErrors';
import { usePrimitives, Alert as DefaultAlert } from '../../ui';

/** Props of {@link InlineForm}. */
export interface InlineFormProps {
  /** The form's hook: its submit handler and the errors that belong to no field. */
  form: {
    submit: (event?: BaseSyntheticEvent) => Promise<void> | void;
    formErrors: readonly FieldIssue[];
  };
  children: ReactNode;
}

/**
 * A small form of its own inside a step or a dialog (add a bank account, sign a document): the
 * errors that belong to no field in one alert above its fields, the browser's own validation
 * off (the schema's messages show on the fields instead).
 *
 * @example
 * <InlineForm form={pm.accountForm}>
 *   <TextField {...accountField('name')} required />
 *   <Button type="submit">{t('account.submit')}</Button>
 * </InlineForm>
 */
export function InlineForm({ form, children }: InlineFormProps) {
  const { Alert } = usePrimitives({ Alert: DefaultAlert });
  return (
    <form noValidate onSubmit={form.submit} className="pk-flow-section__form">
      {form.formErrors.length > 0 ? (
        <Alert
          tone="danger"
          title={form.formErrors.map((issue) => issue.message ?? issue.errorKey).join(' ')}
        />
      ) : null}
      {children}
    </form>
  );
}
