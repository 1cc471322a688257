import type { Ref } from 'react';
import type { EmployeeBenefit } from '../../../api/employeeBenefits/types';
import { useCompanyBenefits, useSupportedBenefits } from '../../../hooks/benefits';
import { localToday } from '../../../hooks/calendarDays';
import {
  useEmployeeBenefit,
  useEmployeeBenefitForm,
  type EmployeeBenefitValues,
} from '../../../hooks/employeeBenefits';
import { useEmployee } from '../../../hooks/employees';
import {
  usePrimitives,
  Checkbox as DefaultCheckbox,
  DateField as DefaultDateField,
  MoneyField as DefaultMoneyField,
  Select as DefaultSelect,
} from '../../../ui';
import { FormLayout } from '../FormLayout';
import { recordFormLayout } from '../recordFormLayout';
import { registeredField } from '../registeredField';
import { useFormMessages } from '../useFormMessages';
import { catchUpAllowed } from './catchUpAge';
import { ContributionFields, DeductionFields } from './EnrolmentFields';
import { employeeBenefitsMessages } from './messages';

/** Props of {@link EmployeeBenefitForm}. */
export interface EmployeeBenefitFormProps {
  companyId: string;
  employeeId: string;
  /** The enrolment to change; without it the form enrols. */
  enrolmentId?: string;
  /** Enrol in this company benefit (fixed), as from the benefit's own enrolments. */
  companyBenefitId?: string;
  /** Today (`YYYY-MM-DD`): its year decides whether catch-up is offered; the browser's by default. */
  today?: string;
  onSaved?: (enrolment: EmployeeBenefit, created: boolean) => void;
  onCancel?: () => void;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Enrol an employee in a company benefit, or change an enrolment (UPSTREAM-2 K.3): the employee's
 * deduction as an amount or a percent of pay, its annual maximum, the company's contribution as
 * an amount, a percent or a tiered match (the tiers as rows, with a sentence saying what the match
 * gives), catch-up (offered only to an employee who turns 50 this year or is older, on a
 * retirement plan with a yearly limit) and the dates. Checked before any request and again by the
 * service, whose refusals land on their fields with everything typed kept; a change is
 * version-aware with the conflict prompt.
 *
 * @example
 * <EmployeeBenefitForm companyId={companyId} employeeId={employeeId} onSaved={close} onCancel={close} />
 */
export function EmployeeBenefitForm(props: EmployeeBenefitFormProps) {
  const { companyId, employeeId, enrolmentId, companyBenefitId, today = localToday() } = props;
  const { Checkbox, DateField, MoneyField, Select } = usePrimitives({
    Checkbox: DefaultCheckbox,
    DateField: DefaultDateField,
    MoneyField: DefaultMoneyField,
    Select: DefaultSelect,
  });
  const { t, lookup, fieldError } = useFormMessages(employeeBenefitsMessages);
  const shown = useEmployeeBenefit(employeeId, enrolmentId);
  const benefits = useCompanyBenefits(companyId);
  const types = useSupportedBenefits();
  const employee = useEmployee(employeeId);
  const enrolment = enrolmentId ? shown.data : undefined;
  const record = useEmployeeBenefitForm({
    companyId,
    employeeId,
    enrolment,
    defaultValues: { company_benefit_uuid: companyBenefitId ?? '', effective_date: today },
    onSaved: props.onSaved,
  });
  const { form, tiers } = record;
  const editing = Boolean(enrolmentId);
  const label = (name: string) => lookup(`field.${name}`, name);
  const field = registeredField<EmployeeBenefitValues>(form, label, fieldError);
  const [benefitId, asPercent, contributionType, typedTiers] = form.watch([
    'company_benefit_uuid',
    'deduct_as_percentage',
    'contribution_type',
    'tiers',
  ]);
  const benefit = benefits.data?.find((b) => b.uuid === benefitId);
  const type = types.data?.find((candidate) => candidate.benefit_type === benefit?.benefit_type);
  const catchUp =
    Boolean(type?.retirement && type.yearly_limit) && catchUpAllowed(employee.data?.date_of_birth, today);
  // Offered: the company's active benefits, and the enrolment's own even once deactivated.
  const offered = (benefits.data ?? []).filter((b) => b.active || b.uuid === benefitId);

  return (
    <FormLayout
      {...recordFormLayout(
        {
          ...record,
          isLoading: benefits.isLoading || (editing && shown.isLoading),
          loadError: benefits.error ?? (editing ? shown.error : null),
        },
        {
          t,
          editing,
          found: Boolean(enrolment),
          view: props,
          messages: employeeBenefitsMessages,
          fieldLabel: label,
        },
      )}
    >
      <Select
        {...field('company_benefit_uuid')}
        required
        disabled={editing || Boolean(companyBenefitId)}
        placeholder={t('field.company_benefit_uuid.placeholder')}
        options={offered.map((b) => ({ value: b.uuid, label: b.description }))}
        hint={editing ? t('field.company_benefit_uuid.fixed') : undefined}
      />
      <DeductionFields field={field} asPercent={asPercent} />
      <MoneyField
        {...field('employee_deduction_annual_maximum')}
        hint={t('field.employee_deduction_annual_maximum.hint')}
      />
      <ContributionFields
        field={field}
        contributionType={contributionType}
        typedTiers={typedTiers}
        tiers={tiers}
        tiersError={fieldError(form.formState.errors, 'tiers')}
      />
      {catchUp ? <Checkbox {...field('catch_up')} hint={t('field.catch_up.hint')} /> : null}
      <DateField {...field('effective_date')} required />
      <DateField {...field('expiration_date')} hint={t('field.expiration_date.hint')} />
    </FormLayout>
  );
}
