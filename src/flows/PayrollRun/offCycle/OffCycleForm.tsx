import { useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { toFieldErrors } from '../../../api/fieldErrors';
import { isApiError, NetworkError, TimeoutError } from '../../../api/errors';
import { OFF_CYCLE_EMPLOYEE_LIMIT } from '../../../api/payroll/operations';
import { useCreateOffCyclePayroll, usePaySchedules } from '../../../hooks';
import {
  OFF_CYCLE_REASONS,
  offCycleReasonDefaults,
  offCyclePayrollBody,
  offCyclePayrollIssues,
  proposedCheckDate,
  WITHHOLDING_PAY_PERIODS,
  type OffCyclePayrollValues,
} from '../../../hooks/payroll/offCyclePayroll';
import {
  usePrimitives,
  Button as DefaultButton,
  Select as DefaultSelect,
  DateField as DefaultDateField,
  Checkbox as DefaultCheckbox,
  RadioGroup as DefaultRadioGroup,
  ErrorSummary as DefaultErrorSummary,
} from '../../../ui';
import { EmployeePicker } from './EmployeePicker';
import type { PayrollRunEventHandler } from '../events';
import { isoDay } from '../payrollDates';
import { usePayrollRunMessages } from '../usePayrollRunMessages';
import { useGrossUpMessages } from '../useGrossUpMessages';

/** The fields that show their own error; the service's other refusals go above the form. */
const FIELDS = ['reason', 'start_date', 'end_date', 'check_date', 'pay_schedule_uuid', 'employees'] as const;
type FieldName = (typeof FIELDS)[number];

/** Props of {@link OffCycleForm}. */
export interface OffCycleFormProps {
  companyId: string;
  /** The payroll was created: open it in the editor. */
  onCreated: (payrollId: string) => void;
  onCancel: () => void;
  onEvent?: PayrollRunEventHandler;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The reasons whose withholding defaults have a sentence of their own; the others share one. */
const EXPLAINED_REASONS: readonly string[] = ['Bonus', 'Correction'];

/**
 * Starts an off-cycle payroll: the reason, the pay period, the check date, the withholding
 * options (the period, the 22% supplemental or the regular rates, skipping regular deductions,
 * each reason's defaults said in a sentence and set when the reason is chosen) and who is paid, picked with a search that holds the 100-employee limit (contract.md#limits). The
 * created payroll then opens in the same editor, review and submit as a regular one.
 *
 * @example
 * <OffCycleForm companyId={companyId} onCreated={openPayroll} onCancel={back} />
 */
export function OffCycleForm({ companyId, onCreated, onCancel, onEvent, headingRef }: OffCycleFormProps) {
  const { Button, Select, DateField, Checkbox, RadioGroup, ErrorSummary } = usePrimitives({
    Button: DefaultButton,
    Select: DefaultSelect,
    DateField: DefaultDateField,
    Checkbox: DefaultCheckbox,
    RadioGroup: DefaultRadioGroup,
    ErrorSummary: DefaultErrorSummary,
  });
  const { t } = usePayrollRunMessages();
  const withholding = useGrossUpMessages();
  const create = useCreateOffCyclePayroll(companyId);
  const schedules = usePaySchedules(companyId);
  // One record of what the admin chose, named as the service names it; the employees live in
  // the picker's map (uuid → name) until submit.
  const [values, setValues] = useState<Omit<OffCyclePayrollValues, 'employees'>>(() => ({
    off_cycle_reason: 'Bonus',
    start_date: isoDay(0),
    end_date: isoDay(0),
    check_date: proposedCheckDate(isoDay(0)),
    withholding_pay_period: '',
    pay_schedule_uuid: '',
    ...offCycleReasonDefaults('Bonus'),
  }));
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const choose =
    (field: keyof typeof values, checkbox?: boolean) =>
    ({ target }: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((current) => ({
        ...current,
        [field]: checkbox ? (target as HTMLInputElement).checked : target.value,
      }));
  // A reason brings its withholding defaults (UPSTREAM-3 M.7); the admin may change them after.
  const chooseReason = ({ target }: ChangeEvent<HTMLSelectElement>) => {
    const reason = target.value as OffCyclePayrollValues['off_cycle_reason'];
    setValues((current) => ({ ...current, off_cycle_reason: reason, ...offCycleReasonDefaults(reason) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = { ...values, employees: [...selected].map(([uuid, name]) => ({ uuid, name })) };
    // The rules' one home (shared with the headless form); their answers are message keys.
    const found: Partial<Record<FieldName, string>> = {};
    for (const [field, key] of Object.entries(offCyclePayrollIssues(chosen, isoDay(0))))
      found[field as FieldName] = t(key as Parameters<typeof t>[0], {
        max: OFF_CYCLE_EMPLOYEE_LIMIT,
        count: selected.size,
      });
    setErrors(found);
    setFormErrors([]);
    if (Object.keys(found).length > 0) return;
    try {
      const payroll = await create.mutateAsync(offCyclePayrollBody(chosen));
      onEvent?.('payroll.offCycleCreated', { payrollId: payroll.uuid, reason: values.off_cycle_reason });
      onCreated(payroll.uuid);
    } catch (error) {
      if (error instanceof Error) onEvent?.('error', { error });
      if (error instanceof NetworkError) return setFormErrors([t('error.network')]);
      if (error instanceof TimeoutError) return setFormErrors([t('error.timeout')]);
      if (!isApiError(error)) return setFormErrors([t('error.generic')]);
      // The service's refusals on their fields; anything else above the form.
      const { fields, form } = toFieldErrors(error.errors, {
        fieldMap: { employee_uuids: 'employees', off_cycle_reason: 'reason' },
      });
      const onField: Partial<Record<FieldName, string>> = {};
      const rest = form.map((issue) => issue.message ?? t('error.generic'));
      for (const [path, [issue]] of Object.entries(fields)) {
        const name = path.split('.')[0] as FieldName;
        const message = issue?.message ?? t('error.generic');
        if (FIELDS.includes(name)) onField[name] = message;
        else rest.push(message);
      }
      setErrors(onField);
      setFormErrors(rest);
    }
  };

  return (
    <section className="pk-payroll-run__section" aria-labelledby="pk-payroll-off-cycle-title">
      <h2 id="pk-payroll-off-cycle-title" ref={headingRef} tabIndex={-1} className="pk-flow-section__title">
        {t('landing.offCycle.new')}
      </h2>
      <p className="pk-payroll-run__muted">{t('offCycle.description')}</p>
      {formErrors.length > 0 ? <ErrorSummary errors={formErrors.map((message) => ({ message }))} /> : null}
      <form className="pk-payroll-run__form" noValidate onSubmit={(event) => void submit(event)}>
        <Select
          label={t('landing.reason')}
          required
          options={OFF_CYCLE_REASONS.map((value) => ({ value, label: t(`offCycle.reason.${value}`) }))}
          value={values.off_cycle_reason}
          error={errors.reason}
          onChange={chooseReason}
        />
        {values.off_cycle_reason === 'Transition from old pay schedule' ? (
          <Select
            label={t('offCycle.paySchedule')}
            required
            placeholder={t('offCycle.paySchedule.placeholder')}
            options={(schedules.data?.items ?? []).map((schedule) => ({
              value: schedule.uuid,
              label: schedule.custom_name ?? schedule.frequency,
            }))}
            value={values.pay_schedule_uuid}
            error={errors.pay_schedule_uuid}
            onChange={choose('pay_schedule_uuid')}
          />
        ) : null}
        <div className="pk-payroll-run__pair">
          <DateField
            label={t('offCycle.startDate')}
            required
            value={values.start_date}
            error={errors.start_date}
            onChange={choose('start_date')}
          />
          <DateField
            label={t('offCycle.endDate')}
            required
            value={values.end_date}
            error={errors.end_date}
            onChange={choose('end_date')}
          />
        </div>
        <DateField
          label={t('landing.checkDate')}
          required
          hint={t('offCycle.checkDate.hint')}
          value={values.check_date}
          error={errors.check_date}
          onChange={choose('check_date')}
        />
        <fieldset className="pk-payroll-run__group">
          <legend className="pk-payroll-run__legend">{t('offCycle.withholding')}</legend>
          <p className="pk-payroll-run__muted" data-reason-defaults>
            {withholding.t(
              EXPLAINED_REASONS.includes(values.off_cycle_reason)
                ? `offCycle.defaults.${values.off_cycle_reason as 'Bonus' | 'Correction'}`
                : 'offCycle.defaults.other',
            )}
          </p>
          <Select
            label={t('offCycle.withholdingPeriod')}
            hint={withholding.t('offCycle.withholdingPeriod.hint')}
            placeholder={t('offCycle.withholdingPeriod.default')}
            options={WITHHOLDING_PAY_PERIODS.map((value) => ({
              value,
              label: t(`offCycle.period.${value}`),
            }))}
            value={values.withholding_pay_period}
            onChange={choose('withholding_pay_period')}
          />
          <RadioGroup
            name="pk-off-cycle-rate"
            label={withholding.t('offCycle.rate')}
            options={[
              {
                value: 'supplemental',
                label: withholding.t('offCycle.rate.supplemental'),
                hint: withholding.t('offCycle.rate.supplemental.hint'),
              },
              {
                value: 'regular',
                label: withholding.t('offCycle.rate.regular'),
                hint: withholding.t('offCycle.rate.regular.hint'),
              },
            ]}
            value={values.fixed_withholding_rate ? 'supplemental' : 'regular'}
            onChange={({ target }) =>
              setValues((current) => ({
                ...current,
                fixed_withholding_rate: target.value === 'supplemental',
              }))
            }
          />
          <Checkbox
            label={t('offCycle.skipDeductions')}
            hint={t('offCycle.skipDeductions.hint')}
            checked={values.skip_regular_deductions}
            onChange={choose('skip_regular_deductions', true)}
          />
        </fieldset>
        <EmployeePicker
          companyId={companyId}
          selected={selected}
          onChange={setSelected}
          error={errors.employees}
        />
        <div className="pk-payroll-run__actions">
          <Button type="submit" loading={create.isPending}>
            {t('offCycle.create')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('confirm.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
