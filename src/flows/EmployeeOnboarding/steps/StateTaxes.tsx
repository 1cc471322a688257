import type { ReactNode } from 'react';
import type { StateTaxQuestion } from '../../../api/taxes/types';
import { questionPath, STATE_TAX_TEXT_MAX, useStateTaxesForm } from '../../../hooks/taxes';
import {
  usePrimitives,
  useFlowMessages,
  TextField as DefaultTextField,
  NumberField as DefaultNumberField,
  MoneyField as DefaultMoneyField,
  DateField as DefaultDateField,
  Select as DefaultSelect,
  EmptyState as DefaultEmptyState,
} from '../../../ui';
import { StepLayout } from '../StepLayout';
import type { OnboardingStepProps } from '../stepContract';
import { fieldErrorText } from '../../shared/fieldErrorText';
import { stateTaxesMessages } from './StateTaxes.messages';
import { StepStatus } from './StepStatus';
import { stepText } from '../stepText';
import { formSubmitProps } from '../../shared/formSubmitProps';

/**
 * Props of {@link StateTaxes}.
 *
 * @example
 * const props: StateTaxesProps = { companyId, employeeId, onComplete: next };
 */
export type StateTaxesProps = OnboardingStepProps & {
  /**
   * The employee's own view (self-onboarding): the employer's questions are left out, the company
   * answers them while reviewing (UPSTREAM-3 L.1).
   */
  employeeOnly?: boolean;
};

/**
 * The state tax step, rendered from the service's questions for each of the employee's states:
 * Text, Number, Select, Currency and Date inputs, employer-only questions marked as such, a state
 * that asks the employee nothing (no income tax, as Texas) said in words, and every refused
 * answer shown on its own question.
 *
 * @example
 * <StateTaxes companyId={companyId} employeeId={employeeId} onComplete={next} onBack={back} />
 */
export function StateTaxes({
  employeeId,
  onComplete,
  onBack,
  onEvent,
  onDirtyChange,
  employeeOnly,
}: StateTaxesProps) {
  const { t, lookup } = useFlowMessages(stateTaxesMessages);
  const { TextField, NumberField, MoneyField, DateField, Select, EmptyState } = usePrimitives({
    TextField: DefaultTextField,
    NumberField: DefaultNumberField,
    MoneyField: DefaultMoneyField,
    DateField: DefaultDateField,
    Select: DefaultSelect,
    EmptyState: DefaultEmptyState,
  });
  const taxes = useStateTaxesForm(employeeId, {
    onSaved: () => {
      onEvent?.('employee.updated', { employeeId });
      onEvent?.('step.completed', { employeeId, step: 'state_tax_setup' });
      onComplete();
    },
  });
  if (taxes.isLoading || taxes.loadError) {
    return <StepStatus text={stepText(t)} error={taxes.loadError} />;
  }
  const { register, formState } = taxes.form;

  const renderQuestion = (state: string, question: StateTaxQuestion) => {
    const path = questionPath(state, question.key);
    const hint: ReactNode =
      question.is_question_for_admin_only || question.description ? (
        <>
          {question.is_question_for_admin_only ? t('adminOnlyHint') : null}
          {question.is_question_for_admin_only && question.description ? ' ' : null}
          {question.description ? stripTags(question.description) : null}
        </>
      ) : undefined;
    // "For the employer only" is said once, in the hint, rather than again in a badge by the label.
    const label: ReactNode = question.label;
    const common = {
      label,
      hint,
      required: taxes.isRequired(question),
      error: fieldErrorText(lookup, formState.errors, path, { max: STATE_TAX_TEXT_MAX }),
      ...register(path),
    };
    switch (question.input_question_format.type) {
      case 'Select':
        return (
          <Select
            key={question.key}
            placeholder={t('selectPlaceholder')}
            options={(question.input_question_format.options ?? []).map((option) => ({
              value: String(option.value),
              label: option.label,
            }))}
            {...common}
          />
        );
      case 'Number':
        return <NumberField key={question.key} inputMode="numeric" {...common} />;
      case 'Currency':
        return <MoneyField key={question.key} {...common} />;
      case 'Date':
        return <DateField key={question.key} {...common} />;
      default:
        // Text, and any input type a newer API adds: a text box still takes the answer.
        return <TextField key={question.key} maxLength={STATE_TAX_TEXT_MAX} {...common} />;
    }
  };

  return (
    <StepLayout
      title={t('title')}
      description={t('description')}
      {...formSubmitProps(taxes)}
      onBack={onBack}
      onDirtyChange={onDirtyChange}
    >
      {taxes.states.length === 0 ? <EmptyState title={t('empty')} /> : null}
      {taxes.states.map((state) => (
        <fieldset key={state.state} className="pk-flow-section__group">
          <legend className="pk-flow-section__legend">
            {t('stateHeading', { state: state.state })}
            {state.is_work_state ? ` (${t('workState')})` : null}
          </legend>
          {/* A state without income tax withholds nothing: say so rather than show an empty box. */}
          {state.questions.every((question) => question.is_question_for_admin_only) ? (
            <p className="pk-flow-section__description">{t('noEmployeeQuestions', { state: state.state })}</p>
          ) : null}
          {state.questions
            .filter((question) => !(employeeOnly && question.is_question_for_admin_only))
            .map((question) => renderQuestion(state.state, question))}
        </fieldset>
      ))}
    </StepLayout>
  );
}

/** Descriptions may carry inline HTML links; show their text only, never injected markup. */
function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}
