import type { StateTaxQuestion } from '../../../api/taxes/types';
import { useStateTaxesForm } from '../../../hooks/taxes';
import { usePrimitives, useFlowMessages, EmptyState as DefaultEmptyState } from '../../../ui';
import { StateTaxQuestionField } from '../StateTaxQuestionField';
import { StepLayout } from './StepLayout';
import type { OnboardingStepProps } from './stepContract';
import { stateTaxesMessages } from './StateTaxes.messages';
import { StepStatus } from './StepStatus';
import { stepText } from './stepText';
import { formSubmitProps } from '../formSubmitProps';

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
  submitLabel,
}: StateTaxesProps) {
  const { t, lookup } = useFlowMessages(stateTaxesMessages);
  const { EmptyState } = usePrimitives({ EmptyState: DefaultEmptyState });
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

  const words = { adminOnlyHint: t('adminOnlyHint'), selectPlaceholder: t('selectPlaceholder') };
  const renderQuestion = (state: string, question: StateTaxQuestion) => (
    <StateTaxQuestionField
      key={question.key}
      state={state}
      question={question}
      register={register}
      errors={formState.errors}
      required={taxes.isRequired(question)}
      lookup={lookup}
      words={words}
    />
  );

  return (
    <StepLayout
      title={t('title')}
      description={t('description')}
      {...formSubmitProps(taxes)}
      onBack={onBack}
      submitLabel={submitLabel}
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
