import type { Ref } from 'react';
import type { Compensation } from '../../api/jobs/types';
import { usePayChangeForm, type PayChangeValues } from '../../hooks/jobs';
import {
  usePrimitives,
  useFormat,
  DateField as DefaultDateField,
  MoneyField as DefaultMoneyField,
  Select as DefaultSelect,
} from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { registeredField } from '../shared/registeredField';
import type { EmployeeManagementEventHandler } from './events';
import { employeeManagementMessages } from './messages';
import { useManagementMessages } from './useManagementMessages';
import { formSubmitProps } from '../shared/formSubmitProps';

const UNITS = ['Hour', 'Week', 'Month', 'Year', 'Paycheck'] as const;
const FLSA = ['Exempt', 'Salaried Nonexempt', 'Nonexempt', 'Owner'] as const;

/** Props of {@link PayChangeForm}. */
export interface PayChangeFormProps {
  employeeId: string;
  jobId: string;
  onSaved?: (compensation: Compensation) => void;
  onCancel?: () => void;
  onEvent?: EmployeeManagementEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * "Change pay from a date": the new rate, its unit and FLSA status (starting from the pay in
 * effect) and the first day it applies; every payroll whose period holds that day or starts later
 * pays it. Bad values are refused on their fields before anything is sent.
 *
 * @example
 * <PayChangeForm employeeId={employeeId} jobId={job.uuid} onSaved={close} onCancel={close} />
 */
export function PayChangeForm({
  employeeId,
  jobId,
  onSaved,
  onCancel,
  onEvent,
  headingRef,
}: PayChangeFormProps) {
  const { DateField, MoneyField, Select } = usePrimitives({
    DateField: DefaultDateField,
    MoneyField: DefaultMoneyField,
    Select: DefaultSelect,
  });
  const { t, lookup, fieldError } = useManagementMessages();
  const payChange = usePayChangeForm({
    employeeId,
    jobId,
    onSaved: (compensation) => {
      onEvent?.('compensation.changed', {
        employeeId,
        compensationId: compensation.uuid,
        effectiveDate: compensation.effective_date,
      });
      onSaved?.(compensation);
    },
  });
  const { current } = payChange;
  const format = useFormat();
  const field = registeredField(
    payChange.form,
    (name: keyof PayChangeValues) => t(`field.${name}`),
    fieldError,
  );
  return (
    <FormLayout
      title={t('pay.form.title')}
      description={t('pay.form.description')}
      messages={employeeManagementMessages}
      headingRef={headingRef}
      {...formSubmitProps(payChange)}
      submitLabel={t('pay.form.save')}
      secondary={onCancel && { label: t('form.cancel'), onClick: onCancel }}
    >
      {current ? (
        // The pay in effect stays in view while the new one is typed over its fields.
        <p className="pk-flow-section__description" data-current-pay="">
          {t('pay.form.current', {
            rate: format.money(current.rate),
            unit: lookup(`unit.${current.payment_unit}`, current.payment_unit),
            date: format.date(current.effective_date),
          })}
        </p>
      ) : null}
      <MoneyField {...field('rate')} required />
      <Select
        {...field('payment_unit')}
        options={UNITS.map((unit) => ({ value: unit, label: t(`unit.${unit}`) }))}
      />
      <Select
        {...field('flsa_status')}
        options={FLSA.map((status) => ({ value: status, label: t(`flsa.${status}`) }))}
      />
      <DateField {...field('effective_date')} required />
    </FormLayout>
  );
}
