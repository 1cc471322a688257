import { useState, type FormEvent, type Ref } from 'react';
import { toFieldErrors } from '../../../api/fieldErrors';
import { isApiError, NetworkError, TimeoutError } from '../../../api/errors';
import type { OffCyclePayrollBody } from '../../../api/types/payrolls';
import { useCreateOffCyclePayroll, usePaySchedules } from '../../../hooks';
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
import { isoDay } from '../payrollDates';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/** The reasons a partner can start an off-cycle payroll for (contract.md#payroll-run). */
export const OFF_CYCLE_REASONS = [
  'Bonus',
  'Correction',
  'Dismissed employee',
  'Transition from old pay schedule',
  'Adhoc',
] as const;
const WITHHOLDING_PERIODS = [
  'Every week',
  'Every other week',
  'Twice per month',
  'Monthly',
  'Quarterly',
  'Semiannually',
  'Annually',
] as const;

type Reason = (typeof OFF_CYCLE_REASONS)[number];
type FieldName = 'reason' | 'start_date' | 'end_date' | 'check_date' | 'pay_schedule_uuid' | 'employees';

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
 * options and who is paid, picked with a search that holds the 100-employee limit (contract.md#limits). The
 * created payroll then opens in the same editor, review and submit as a regular one.
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
  const { t } = usePayrollRunMessages();
  const create = useCreateOffCyclePayroll(companyId);
  const schedules = usePaySchedules(companyId);
  const [reason, setReason] = useState<Reason>('Bonus');
  const [startDate, setStartDate] = useState(() => isoDay(0));
  const [endDate, setEndDate] = useState(() => isoDay(0));
  const [checkDate, setCheckDate] = useState(() => isoDay(7));
  const [withholding, setWithholding] = useState('');
  const [paySchedule, setPaySchedule] = useState('');
  const [skipDeductions, setSkipDeductions] = useState(false);
  const [fixedRate, setFixedRate] = useState(true);
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const validate = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {};
    if (!startDate) found.start_date = t('validation.required');
    if (!endDate) found.end_date = t('validation.required');
    if (startDate && endDate && endDate < startDate) found.end_date = t('offCycle.endBeforeStart');
    if (!checkDate) found.check_date = t('validation.required');
    else if (checkDate < isoDay(0)) found.check_date = t('offCycle.checkDatePast');
    if (reason === 'Transition from old pay schedule' && !paySchedule)
      found.pay_schedule_uuid = t('validation.required');
    if (selected.size === 0) found.employees = t('offCycle.employees.none');
    else if (selected.size > MAX_OFF_CYCLE_EMPLOYEES)
      found.employees = t('offCycle.employees.tooMany', {
        max: MAX_OFF_CYCLE_EMPLOYEES,
        count: selected.size,
      });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormErrors([]);
    if (Object.keys(found).length > 0) return;
    const body: OffCyclePayrollBody = {
      off_cycle: true,
      off_cycle_reason: reason,
      start_date: startDate,
      end_date: endDate,
      check_date: checkDate,
      employee_uuids: [...selected.keys()],
      fixed_withholding_rate: fixedRate,
      skip_regular_deductions: skipDeductions,
      ...(withholding ? { withholding_pay_period: withholding } : {}),
      ...(reason === 'Transition from old pay schedule' ? { pay_schedule_uuid: paySchedule } : {}),
    };
    try {
      const payroll = await create.mutateAsync(body);
      onEvent?.('payroll.offCycleCreated', { payrollId: payroll.uuid, reason });
      onCreated(payroll.uuid);
    } catch (error) {
      if (error instanceof Error) onEvent?.('error', { error });
      if (error instanceof NetworkError) return setFormErrors([t('error.network')]);
      if (error instanceof TimeoutError) return setFormErrors([t('error.timeout')]);
      if (!isApiError(error)) return setFormErrors([t('error.generic')]);
      const { fields, form } = toFieldErrors(error.errors, {
        fieldMap: { employee_uuids: 'employees', off_cycle_reason: 'reason' },
      });
      const onField: Partial<Record<FieldName, string>> = {};
      const rest: string[] = form.map((issue) => issue.message ?? t('error.generic'));
      for (const [path, issues] of Object.entries(fields)) {
        const name = path.split('.')[0] as FieldName;
        const message = issues[0]?.message ?? t('error.generic');
        if (
          ['reason', 'start_date', 'end_date', 'check_date', 'pay_schedule_uuid', 'employees'].includes(name)
        )
          onField[name] = message;
        else rest.push(message);
      }
      setErrors(onField);
      setFormErrors(rest);
    }
  };

  return (
    <section className="pk-payroll-run__section" aria-labelledby="pk-payroll-off-cycle-title">
      <h2 id="pk-payroll-off-cycle-title" ref={headingRef} tabIndex={-1} className="pk-flow-section__title">
        {t('offCycle.title')}
      </h2>
      <p className="pk-payroll-run__muted">{t('offCycle.description')}</p>
      {formErrors.length > 0 ? <ErrorSummary errors={formErrors.map((message) => ({ message }))} /> : null}
      <form className="pk-payroll-run__form" noValidate onSubmit={(event) => void submit(event)}>
        <Select
          label={t('offCycle.reason')}
          required
          options={OFF_CYCLE_REASONS.map((value) => ({ value, label: t(`offCycle.reason.${value}`) }))}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value as Reason)}
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
            value={paySchedule}
            error={errors.pay_schedule_uuid}
            onChange={(event) => setPaySchedule(event.target.value)}
          />
        ) : null}
        <div className="pk-payroll-run__pair">
          <DateField
            label={t('offCycle.startDate')}
            required
            value={startDate}
            error={errors.start_date}
            onChange={(event) => setStartDate(event.target.value)}
          />
          <DateField
            label={t('offCycle.endDate')}
            required
            value={endDate}
            error={errors.end_date}
            onChange={(event) => setEndDate(event.target.value)}
          />
        </div>
        <DateField
          label={t('offCycle.checkDate')}
          required
          hint={t('offCycle.checkDate.hint')}
          value={checkDate}
          error={errors.check_date}
          onChange={(event) => setCheckDate(event.target.value)}
        />
        <fieldset className="pk-payroll-run__group">
          <legend className="pk-payroll-run__legend">{t('offCycle.withholding')}</legend>
          <Select
            label={t('offCycle.withholdingPeriod')}
            placeholder={t('offCycle.withholdingPeriod.default')}
            options={WITHHOLDING_PERIODS.map((value) => ({ value, label: t(`offCycle.period.${value}`) }))}
            value={withholding}
            onChange={(event) => setWithholding(event.target.value)}
          />
          <Checkbox
            label={t('offCycle.fixedRate')}
            hint={t('offCycle.fixedRate.hint')}
            checked={fixedRate}
            onChange={(event) => setFixedRate(event.target.checked)}
          />
          <Checkbox
            label={t('offCycle.skipDeductions')}
            hint={t('offCycle.skipDeductions.hint')}
            checked={skipDeductions}
            onChange={(event) => setSkipDeductions(event.target.checked)}
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
            {t('offCycle.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
