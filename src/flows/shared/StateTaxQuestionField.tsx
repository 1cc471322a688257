import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { StateTaxQuestion } from '../../api/taxes/types';
import { questionPath, STATE_TAX_TEXT_MAX, type StateTaxesValues } from '../../hooks/taxes';
import {
  usePrimitives,
  type FlowMessages,
  DateField as DefaultDateField,
  MoneyField as DefaultMoneyField,
  NumberField as DefaultNumberField,
  Select as DefaultSelect,
  TextField as DefaultTextField,
} from '../../ui';
import { fieldErrorText } from './fieldErrorText';

/** Props of {@link StateTaxQuestionField}. */
export interface StateTaxQuestionFieldProps {
  state: string;
  question: StateTaxQuestion;
  register: UseFormRegister<StateTaxesValues>;
  errors: FieldErrors<StateTaxesValues>;
  required: boolean;
  /** The flow's lookup: validation keys and the service's own text alike. */
  lookup: FlowMessages<string>['lookup'];
  /** The flow's words: the employer-only hint and a select's placeholder. */
  words: { adminOnlyHint: string; selectPlaceholder: string };
}

/** Descriptions may carry inline HTML links; show their text only, never injected markup. */
function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

/**
 * One state withholding question as the service asks it (UPSTREAM A.6): a Text, Number, Select,
 * Currency or Date input (a type a newer service adds gets a text box), the employer-only mark and
 * the description as a hint, and its refusal on it. Shared by the onboarding's state tax step and
 * the employee portal's.
 *
 * @example
 * <StateTaxQuestionField state="CA" question={question} register={form.register} errors={form.formState.errors} required lookup={lookup} words={words} />
 */
export function StateTaxQuestionField(props: StateTaxQuestionFieldProps) {
  const { state, question, words } = props;
  const { TextField, NumberField, MoneyField, DateField, Select } = usePrimitives({
    TextField: DefaultTextField,
    NumberField: DefaultNumberField,
    MoneyField: DefaultMoneyField,
    DateField: DefaultDateField,
    Select: DefaultSelect,
  });
  const path = questionPath(state, question.key);
  const hint: ReactNode =
    question.is_question_for_admin_only || question.description ? (
      <>
        {question.is_question_for_admin_only ? words.adminOnlyHint : null}
        {question.is_question_for_admin_only && question.description ? ' ' : null}
        {question.description ? stripTags(question.description) : null}
      </>
    ) : undefined;
  // "For the employer only" is said once, in the hint, rather than again in a badge by the label.
  const common = {
    label: question.label as ReactNode,
    hint,
    required: props.required,
    error: fieldErrorText(props.lookup, props.errors, path, { max: STATE_TAX_TEXT_MAX }),
    ...props.register(path),
  };
  switch (question.input_question_format.type) {
    case 'Select':
      return (
        <Select
          placeholder={words.selectPlaceholder}
          options={(question.input_question_format.options ?? []).map((option) => ({
            value: String(option.value),
            label: option.label,
          }))}
          {...common}
        />
      );
    case 'Number':
      return <NumberField inputMode="numeric" {...common} />;
    case 'Currency':
      return <MoneyField {...common} />;
    case 'Date':
      return <DateField {...common} />;
    default:
      // Text, and any input type a newer API adds: a text box still takes the answer.
      return <TextField maxLength={STATE_TAX_TEXT_MAX} {...common} />;
  }
}
