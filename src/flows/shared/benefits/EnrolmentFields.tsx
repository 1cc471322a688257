import type { UseFieldArrayReturn } from 'react-hook-form';
import type { EmployeeBenefitValues, MatchTierValues } from '../../../hooks/employeeBenefits';
import {
  usePrimitives,
  useFormat,
  useScreenMessages,
  Button as DefaultButton,
  Checkbox as DefaultCheckbox,
  MoneyField as DefaultMoneyField,
  Select as DefaultSelect,
  TextField as DefaultTextField,
} from '../../../ui';
import type { registeredField } from '../registeredField';
import { matchSentence } from './enrolmentWords';
import { employeeBenefitsMessages } from './messages';

/** The registration of an enrolment form's fields (its label, inline error and `register`). */
export type EnrolmentField = ReturnType<typeof registeredField<EmployeeBenefitValues>>;

/** Props of {@link DeductionFields}. */
export interface DeductionFieldsProps {
  field: EnrolmentField;
  /** The form's `deduct_as_percentage`, watched: the deduction is then a percent of pay. */
  asPercent: boolean;
}

/**
 * The employee's deduction of an enrolment: "Deduct a percent of pay", then the deduction as an
 * amount a payroll or a percent of pay. Shared by the single enrolment form and the bulk one.
 *
 * @example
 * <DeductionFields field={field} asPercent={form.watch('deduct_as_percentage')} />
 */
export function DeductionFields({ field, asPercent }: DeductionFieldsProps) {
  const { Checkbox, MoneyField, TextField } = usePrimitives({
    Checkbox: DefaultCheckbox,
    MoneyField: DefaultMoneyField,
    TextField: DefaultTextField,
  });
  const { t } = useScreenMessages(employeeBenefitsMessages);
  return (
    <>
      <Checkbox {...field('deduct_as_percentage')} />
      {asPercent ? (
        <TextField
          {...field('employee_deduction')}
          label={t('field.employee_deduction.percent')}
          inputMode="decimal"
          endText="%"
          required
        />
      ) : (
        <MoneyField {...field('employee_deduction')} required />
      )}
    </>
  );
}

/** Props of {@link ContributionFields}. */
export interface ContributionFieldsProps {
  field: EnrolmentField;
  /** The form's `contribution_type` and `tiers`, watched. */
  contributionType: EmployeeBenefitValues['contribution_type'];
  typedTiers: MatchTierValues[];
  /** The form's tiers as a field array. */
  tiers: UseFieldArrayReturn<EmployeeBenefitValues, 'tiers'>;
  /** The error of the tiers as a whole (none typed), translated. */
  tiersError?: string;
}

/**
 * The company's contribution of an enrolment: none, an amount a payroll, a percent of pay, or a
 * tiered match whose tiers are rows, with a sentence saying what the match gives. Shared by the
 * single enrolment form and the bulk one.
 *
 * @example
 * <ContributionFields field={field} contributionType={type} typedTiers={typed} tiers={tiers} />
 */
export function ContributionFields(props: ContributionFieldsProps) {
  const { field, contributionType, typedTiers, tiers, tiersError } = props;
  const { Button, MoneyField, Select, TextField } = usePrimitives({
    Button: DefaultButton,
    MoneyField: DefaultMoneyField,
    Select: DefaultSelect,
    TextField: DefaultTextField,
  });
  const { t } = useScreenMessages(employeeBenefitsMessages);
  const format = useFormat();
  const contributionField = field('contribution_type');
  const match = contributionType === 'tiered' ? matchSentence(t, format, typedTiers) : undefined;
  return (
    <>
      <Select
        {...contributionField}
        onChange={(event) => {
          void contributionField.onChange(event);
          // A tiered match starts with one row to fill.
          if (event.target.value === 'tiered' && tiers.fields.length === 0)
            tiers.append({ rate: '', threshold: '' }, { shouldFocus: false });
        }}
        options={(['', 'amount', 'percentage', 'tiered'] as const).map((value) => ({
          value,
          label: t(`field.contribution_type.${value || 'none'}`),
        }))}
      />
      {contributionType === 'amount' ? <MoneyField {...field('contribution_value')} required /> : null}
      {contributionType === 'percentage' ? (
        <TextField
          {...field('contribution_value')}
          label={t('field.contribution_value.percent')}
          inputMode="decimal"
          endText="%"
          required
        />
      ) : null}
      {contributionType === 'tiered' ? (
        <fieldset className="pk-flow-section__group">
          <legend className="pk-flow-section__legend">{t('field.tiers')}</legend>
          <p className="pk-flow-section__description">{t('field.tiers.hint')}</p>
          {tiersError ? (
            <p className="pk-field__error" role="alert">
              {tiersError}
            </p>
          ) : null}
          {tiers.fields.map((tier, index) => (
            <div
              key={tier.id}
              className="pk-flow-inline"
              role="group"
              aria-label={t('match.tier', { number: index + 1 })}
            >
              <TextField
                {...field(`tiers.${index}.rate`)}
                label={t('field.tiers.rate')}
                inputMode="decimal"
                endText="%"
                required
              />
              <TextField
                {...field(`tiers.${index}.threshold`)}
                label={t('field.tiers.threshold')}
                inputMode="decimal"
                endText="%"
                required
              />
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={t('match.removeFor', { number: index + 1 })}
                onClick={() => tiers.remove(index)}
              >
                {t('match.remove')}
              </Button>
            </div>
          ))}
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => tiers.append({ rate: '', threshold: '' })}
          >
            {t('match.add')}
          </Button>
          {match ? (
            <p className="pk-flow-section__description" aria-live="polite">
              {match}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
