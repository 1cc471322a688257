import { useMemo, type Ref } from 'react';
import {
  OFF_CYCLE_REASONS,
  useOffCyclePayrollForm,
  usePaySchedules,
  WITHHOLDING_PAY_PERIODS,
} from '../../../hooks';
import {
  usePrimitives,
  Button as DefaultButton,
  Select as DefaultSelect,
  DateField as DefaultDateField,
  Checkbox as DefaultCheckbox,
  ErrorSummary as DefaultErrorSummary,
} from '../../../ui';
import { EmployeePicker, MAX_OFF_CYCLE_EMPLOYEES } from './EmployeePicker';
import type { PayrollRunEventHandler } from '../events';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/** Props of {@link OffCycleForm}. */
export interface OffCycleFormProps {
  companyId: string;
  /** The payroll was created: open it in the editor. */
  onCreated: (payrollId: string) => void;
  onCancel: () => void;
  onEvent?: PayrollRunEventHandler;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Starts an off-cycle payroll: the reason, the pay period, the check date, the withholding
 * options and who is paid, picked with a search that holds the 100-employee limit (SPEC §8). The
 * created payroll then opens in the same editor, review and submit as a regular one. The rules
 * and the create are the headless `useOffCyclePayrollForm`'s; this is its markup.
 *
 * @example
 * <OffCycleForm companyId={companyId} onCreated={openPayroll} onCancel={back} />
 */
export function OffCycleForm({ companyId, onCreated, onCancel, onEvent, headingRef }: OffCycleFormProps) {
  const { Button, Select, DateField, Checkbox, ErrorSummary } = usePrimitives({
    Button: DefaultButton,
    Select: DefaultSelect,
    DateField: DefaultDateField,
    Checkbox: DefaultCheckbox,
    ErrorSummary: DefaultErrorSummary,
  });
  const { t, fieldError, summary } = usePayrollRunMessages();
  const schedules = usePaySchedules(companyId);
  const { form, submit, formErrors, isSubmitting } = useOffCyclePayrollForm(companyId, {
    onCreated: (payroll, values) => {
      onEvent?.('payroll.offCycleCreated', { payrollId: payroll.uuid, reason: values.off_cycle_reason });
      onCreated(payroll.uuid);
    },
    onError: (error) => {
      if (error instanceof Error) onEvent?.('error', { error });
    },
  });
  const { errors, isSubmitted } = form.formState;
  const reason = form.watch('off_cycle_reason');
  const employees = form.watch('employees');
  const selected = useMemo(
    () => new Map(employees.map((employee) => [employee.uuid, employee.name])),
    [employees],
  );
  const employeesError =
    errors.employees?.message === 'offCycle.employees.tooMany'
      ? t('offCycle.employees.tooMany', { max: MAX_OFF_CYCLE_EMPLOYEES, count: employees.length })
      : fieldError(errors, 'employees');

  return (
    <section className="pk-payroll-run__section" aria-labelledby="pk-payroll-off-cycle-title">
      <h2 id="pk-payroll-off-cycle-title" ref={headingRef} tabIndex={-1} className="pk-flow-section__title">
        {t('offCycle.title')}
      </h2>
      <p className="pk-payroll-run__muted">{t('offCycle.description')}</p>
      {formErrors.length > 0 ? <ErrorSummary errors={summary(formErrors)} /> : null}
      <form className="pk-payroll-run__form" noValidate onSubmit={(event) => void submit(event)}>
        <Select
          label={t('offCycle.reason')}
          required
          options={OFF_CYCLE_REASONS.map((value) => ({ value, label: t(`offCycle.reason.${value}`) }))}
          error={fieldError(errors, 'off_cycle_reason')}
          {...form.register('off_cycle_reason')}
        />
        {reason === 'Transition from old pay schedule' ? (
          <Select
            label={t('offCycle.paySchedule')}
            required
            placeholder={t('offCycle.paySchedule.placeholder')}
            options={(schedules.data?.items ?? []).map((schedule) => ({
              value: schedule.uuid,
              label: schedule.custom_name ?? schedule.frequency,
            }))}
            error={fieldError(errors, 'pay_schedule_uuid')}
            {...form.register('pay_schedule_uuid')}
          />
        ) : null}
        <div className="pk-payroll-run__pair">
          <DateField
            label={t('offCycle.startDate')}
            required
            error={fieldError(errors, 'start_date')}
            {...form.register('start_date')}
          />
          <DateField
            label={t('offCycle.endDate')}
            required
            error={fieldError(errors, 'end_date')}
            {...form.register('end_date')}
          />
        </div>
        <DateField
          label={t('offCycle.checkDate')}
          required
          hint={t('offCycle.checkDate.hint')}
          error={fieldError(errors, 'check_date')}
          {...form.register('check_date')}
        />
        <fieldset className="pk-payroll-run__group">
          <legend className="pk-payroll-run__legend">{t('offCycle.withholding')}</legend>
          <Select
            label={t('offCycle.withholdingPeriod')}
            placeholder={t('offCycle.withholdingPeriod.default')}
            options={WITHHOLDING_PAY_PERIODS.map((value) => ({
              value,
              label: t(`offCycle.period.${value}`),
            }))}
            error={fieldError(errors, 'withholding_pay_period')}
            {...form.register('withholding_pay_period')}
          />
          <Checkbox
            label={t('offCycle.fixedRate')}
            hint={t('offCycle.fixedRate.hint')}
            error={fieldError(errors, 'fixed_withholding_rate')}
            {...form.register('fixed_withholding_rate')}
          />
          <Checkbox
            label={t('offCycle.skipDeductions')}
            hint={t('offCycle.skipDeductions.hint')}
            error={fieldError(errors, 'skip_regular_deductions')}
            {...form.register('skip_regular_deductions')}
          />
        </fieldset>
        <EmployeePicker
          companyId={companyId}
          selected={selected}
          onChange={(next) =>
            form.setValue(
              'employees',
              [...next].map(([uuid, name]) => ({ uuid, name })),
              { shouldDirty: true, shouldValidate: isSubmitted },
            )
          }
          error={employeesError}
        />
        <div className="pk-payroll-run__actions">
          <Button type="submit" loading={isSubmitting}>
            {t('offCycle.create')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('offCycle.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
