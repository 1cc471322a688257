import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { moneyToCents } from '../../api/money';
import { useCompanyBenefit } from '../../hooks/benefits';
import { localToday } from '../../hooks/calendarDays';
import {
  EMPTY_ENROLMENT,
  useBulkEnrolment,
  useCompanyBenefitEnrolments,
  type EmployeeBenefitValues,
} from '../../hooks/employeeBenefits';
import { useEmployees } from '../../hooks/employees';
import {
  usePrimitives,
  useScreenMessages,
  Checkbox as DefaultCheckbox,
  DateField as DefaultDateField,
} from '../../ui';
import { ContributionFields, DeductionFields } from '../shared/benefits/EnrolmentFields';
import { employeeBenefitsMessages } from '../shared/benefits/messages';
import { FormLayout } from '../shared/FormLayout';
import { registeredField } from '../shared/registeredField';
import { useFormMessages } from '../shared/useFormMessages';
import { bulkEnrolmentItems } from './bulkEnrolmentItems';
import { bulkRefusals } from './bulkRefusals';
import type { CompanyBenefitsEventHandler } from './events';
import { bulkEnrolmentMessages } from './bulkEnrolmentMessages';
import { serviceReason } from './refusal';

/** What is wrong with a typed amount or percent before any request, as a validation key. */
function amountProblem(text: string): 'validation.money' | 'validation.positive' | undefined {
  const cents = moneyToCents(text);
  if (cents === null) return 'validation.money';
  return cents < 0 ? 'validation.positive' : undefined;
}

/** Props of {@link BulkEnrolment}. */
export interface BulkEnrolmentProps {
  companyId: string;
  benefitId: string;
  /** "Back to enrolments" was pressed. */
  onBack: () => void;
  onEvent?: CompanyBenefitsEventHandler;
  /** Today (`YYYY-MM-DD`), the enrolments' start unless changed; the browser's by default. */
  today?: string;
}

/** The outcome of the last send, per employee sent, for the result section. */
type Result =
  | { kind: 'enrolled'; sent: string[] }
  | { kind: 'refused'; sent: string[]; reasons: Map<string, string> }
  | { kind: 'failed'; sent: string[]; reason: string };

/**
 * Enrol several employees in one company benefit in one send (`PUT …/employee_benefits`): the
 * company's employees not yet enrolled in it as checkboxes (with "Select all"), the deduction as
 * an amount or a percent and the company's contribution (the shared enrolment fields), and the
 * start. The service writes all or nothing: the result says, per employee, enrolled or refused
 * with the service's words (also on that person's checkbox, and on the field it concerns), with
 * the choice and everything typed kept. Focus lands on the result's heading.
 *
 * @example
 * <BulkEnrolment companyId={companyId} benefitId={benefitId} onBack={backToEnrolments} />
 */
export function BulkEnrolment(props: BulkEnrolmentProps) {
  const { companyId, benefitId, onEvent, today = localToday() } = props;
  const { Checkbox, DateField } = usePrimitives({ Checkbox: DefaultCheckbox, DateField: DefaultDateField });
  const { t } = useScreenMessages(bulkEnrolmentMessages);
  const words = useFormMessages(employeeBenefitsMessages);
  const benefit = useCompanyBenefit(companyId, benefitId);
  const enrolments = useCompanyBenefitEnrolments(companyId, benefitId);
  const employees = useEmployees(companyId, { per: 100, terminated: false });
  const bulk = useBulkEnrolment(companyId, benefitId);
  const form = useForm<EmployeeBenefitValues>({
    defaultValues: { ...EMPTY_ENROLMENT, company_benefit_uuid: benefitId, effective_date: today },
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [chooseError, setChooseError] = useState<string>();
  const [result, setResult] = useState<Result>();
  const heading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const choices = useRef<HTMLFieldSetElement>(null);
  // Opened: focus on the screen's heading, never left on the button that is gone.
  useEffect(() => heading.current?.focus(), []);
  // After every send the result's heading takes focus: it says what happened to whom.
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const label = (name: string) => words.lookup(`field.${name}`, name);
  const field = registeredField<EmployeeBenefitValues>(form, label, words.fieldError);
  const [asPercent, contributionType, typedTiers] = form.watch([
    'deduct_as_percentage',
    'contribution_type',
    'tiers',
  ]);
  const name = benefit.data?.description ?? '';
  const people = employees.data?.items ?? [];
  const nameOf = (employeeId: string) => {
    const e = people.find((p) => p.uuid === employeeId);
    return e ? `${e.preferred_first_name || e.first_name} ${e.last_name}` : '';
  };
  const enrolled = new Set(enrolments.data?.map((e) => e.employee_uuid));
  const candidates = people.filter((p) => !enrolled.has(p.uuid));
  const reasons = result?.kind === 'refused' ? result.reasons : undefined;
  const allChosen = candidates.length > 0 && candidates.every((p) => chosen.includes(p.uuid));

  function choose(employeeId: string, on: boolean) {
    setChooseError(undefined);
    setChosen((before) => (on ? [...before, employeeId] : before.filter((id) => id !== employeeId)));
  }

  /** The checks before any request: someone chosen, amounts as numbers; ranges are the service's. */
  function holds(values: EmployeeBenefitValues): boolean {
    let ok = true;
    if (chosen.length === 0) {
      setChooseError(t('bulk.chooseOne'));
      // Focus on the choice the message is about, not left on the send button.
      choices.current?.querySelector('input')?.focus();
      ok = false;
    }
    const deduction = amountProblem(values.employee_deduction);
    if (deduction) {
      form.setError('employee_deduction', { type: 'validate', message: deduction }, { shouldFocus: ok });
      ok = false;
    }
    const type = values.contribution_type;
    const contribution = amountProblem(values.contribution_value);
    if ((type === 'amount' || type === 'percentage') && contribution) {
      form.setError('contribution_value', { type: 'validate', message: contribution }, { shouldFocus: ok });
      ok = false;
    }
    if (type === 'tiered' && values.tiers.length === 0) {
      form.setError('tiers', { type: 'validate', message: 'validation.required' });
      ok = false;
    }
    return ok;
  }

  async function send() {
    form.clearErrors();
    const values = form.getValues();
    if (!holds(values)) return;
    // In the order shown: the service names a refused item by its position.
    const sent = candidates.map((p) => p.uuid).filter((id) => chosen.includes(id));
    try {
      const saved = await bulk.mutateAsync(bulkEnrolmentItems(values, sent));
      for (const employeeId of sent) {
        const enrolment = saved.find((e) => e.employee_uuid === employeeId);
        if (enrolment)
          onEvent?.('employeeBenefit.saved', { benefitId, employeeId, enrolmentId: enrolment.uuid });
      }
      setChosen([]);
      // The terms typed stay for the next employees; nothing is left unsaved.
      form.reset(values);
      setResult({ kind: 'enrolled', sent });
    } catch (error) {
      onEvent?.('error', { error: error as Error });
      const refusals = bulkRefusals(error);
      if (!refusals) {
        setResult({ kind: 'failed', sent, reason: serviceReason(error) ?? t('error.generic') });
        return;
      }
      for (const [fieldName, message] of refusals.fields)
        form.setError(fieldName, { type: 'server', message });
      const byEmployee = new Map<string, string>();
      for (const [idx, reason] of refusals.items) {
        const employeeId = sent[idx];
        if (employeeId) byEmployee.set(employeeId, reason);
      }
      setResult({ kind: 'refused', sent, reasons: byEmployee });
    }
  }

  const status = (employeeId: string) => {
    if (!result) return '';
    if (result.kind === 'enrolled') return t('bulk.status.enrolled');
    if (result.kind === 'failed') return t('bulk.status.failed', { reason: result.reason });
    const reason = result.reasons.get(employeeId);
    return reason ? t('bulk.status.refused', { reason }) : t('bulk.status.held');
  };

  const resultSection = result ? (
    <section className="pk-flow-section__group" aria-labelledby={`${benefitId}-bulk-result`}>
      <h3
        id={`${benefitId}-bulk-result`}
        ref={resultHeading}
        tabIndex={-1}
        className="pk-flow-section__legend"
      >
        {t(result.kind === 'enrolled' ? 'bulk.result.enrolled' : 'bulk.result.refused', {
          name,
          count: result.sent.length,
        })}
      </h3>
      {result.kind === 'enrolled' ? null : (
        <p className="pk-flow-section__description">{t('bulk.result.allOrNothing')}</p>
      )}
      <ul className="pk-bulk-enrolment__result">
        {result.sent.map((employeeId) => (
          <li key={employeeId} data-bulk-result={employeeId}>
            <strong>{nameOf(employeeId)}</strong>: {status(employeeId)}
          </li>
        ))}
      </ul>
    </section>
  ) : null;

  return (
    <FormLayout
      title={t('bulk.title', { name })}
      description={t('bulk.description')}
      // Its leave question speaks of an enrolment, not of the benefit.
      messages={employeeBenefitsMessages}
      headingRef={heading}
      loading={
        benefit.isLoading || enrolments.isLoading || employees.isLoading ? t('bulk.loading') : undefined
      }
      unavailable={benefit.error || enrolments.error || employees.error ? t('bulk.loadError') : undefined}
      onSubmit={(event) => {
        event?.preventDefault();
        return send();
      }}
      isSubmitting={bulk.isPending}
      submitLabel={t('bulk.send')}
      secondary={{ label: t('bulk.back'), onClick: props.onBack }}
      isDirty={form.formState.isDirty || chosen.length > 0}
      notice={resultSection}
    >
      <fieldset
        ref={choices}
        className="pk-flow-section__group"
        aria-describedby={chooseError ? `${benefitId}-choose` : undefined}
      >
        <legend className="pk-flow-section__legend">{t('bulk.employees')}</legend>
        {candidates.length === 0 ? (
          <p className="pk-flow-section__description">{t('bulk.nobodyLeft', { name })}</p>
        ) : (
          <>
            {chooseError ? (
              <p id={`${benefitId}-choose`} className="pk-field__error" role="alert">
                {chooseError}
              </p>
            ) : null}
            <Checkbox
              label={t('bulk.selectAll')}
              checked={allChosen}
              onChange={(event) => {
                setChooseError(undefined);
                setChosen(event.target.checked ? candidates.map((p) => p.uuid) : []);
              }}
            />
            {candidates.map((p) => (
              <Checkbox
                key={p.uuid}
                data-bulk-employee={p.uuid}
                label={nameOf(p.uuid)}
                checked={chosen.includes(p.uuid)}
                onChange={(event) => choose(p.uuid, event.target.checked)}
                error={reasons?.get(p.uuid)}
              />
            ))}
          </>
        )}
      </fieldset>
      <DeductionFields field={field} asPercent={asPercent} />
      <ContributionFields
        field={field}
        contributionType={contributionType}
        typedTiers={typedTiers}
        tiers={tiers}
        tiersError={words.fieldError(form.formState.errors, 'tiers')}
      />
      <DateField {...field('effective_date')} required />
    </FormLayout>
  );
}
