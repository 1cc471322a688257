import { useState } from 'react';
import { useStateTaxesForm } from '../../hooks/taxes';
import { FormLayout } from '../shared/FormLayout';
import { formSubmitProps } from '../shared/formSubmitProps';
import { StateTaxQuestionField } from '../shared/StateTaxQuestionField';
import type { EmployeePortalEventHandler } from './events';
import { employeePortalMessages } from './messages';
import { useDetailsFormMessages } from './useDetailsFormMessages';

/** Props of {@link StateTaxesForm}. */
export interface StateTaxesFormProps {
  employeeId: string;
  onEvent?: EmployeePortalEventHandler;
}

/**
 * The person's own answers to the withholding questions of each of their states, as the service
 * asks them (the employer's own questions are the company's and left out, UPSTREAM-3 L.1). Each
 * refusal lands on its question with every answer kept.
 *
 * @example
 * <StateTaxesForm employeeId={employeeId} />
 */
export function StateTaxesForm({ employeeId, onEvent }: StateTaxesFormProps) {
  const { t, lookup } = useDetailsFormMessages();
  const [saved, setSaved] = useState(false);
  const taxes = useStateTaxesForm(employeeId, {
    onSaved: () => {
      setSaved(true);
      onEvent?.('taxes.saved', { employeeId });
    },
  });
  const words = { adminOnlyHint: t('state.adminOnly'), selectPlaceholder: t('state.choose') };
  const { register, formState } = taxes.form;
  return (
    <FormLayout
      {...formSubmitProps(taxes)}
      title={t('state.title')}
      description={t('state.description')}
      messages={employeePortalMessages}
      loading={taxes.isLoading ? t('state.loading') : undefined}
      unavailable={taxes.loadError ? t('state.error') : undefined}
      submitLabel={t('state.save')}
      notice={saved && !formState.isDirty ? <p role="status">{t('state.saved')}</p> : undefined}
    >
      {taxes.states.map((state) => {
        const own = state.questions.filter((question) => !question.is_question_for_admin_only);
        return (
          <fieldset key={state.state} className="pk-flow-section__group">
            <legend className="pk-flow-section__legend">{t('state.heading', { state: state.state })}</legend>
            {own.length === 0 ? <p>{t('state.noQuestions', { state: state.state })}</p> : null}
            {own.map((question) => (
              <StateTaxQuestionField
                key={question.key}
                state={state.state}
                question={question}
                register={register}
                errors={formState.errors}
                required={taxes.isRequired(question)}
                lookup={lookup}
                words={words}
              />
            ))}
          </fieldset>
        );
      })}
    </FormLayout>
  );
}
