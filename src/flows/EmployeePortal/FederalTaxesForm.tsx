import { useState } from 'react';
import { federalTaxAmountFields, useFederalTaxesForm, type FederalTaxesValues } from '../../hooks/taxes';
import {
  usePrimitives,
  Checkbox as DefaultCheckbox,
  MoneyField as DefaultMoneyField,
  Select as DefaultSelect,
} from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { recordFormLayout } from '../shared/recordFormLayout';
import { registeredField } from '../shared/registeredField';
import type { EmployeePortalEventHandler } from './events';
import { employeePortalMessages } from './messages';
import { useDetailsFormMessages } from './useDetailsFormMessages';
import { usePortalFormMessages } from './usePortalFormMessages';

/** Props of {@link FederalTaxesForm}. */
export interface FederalTaxesFormProps {
  employeeId: string;
  onEvent?: EmployeePortalEventHandler;
}

/**
 * The person's own 2020+ W-4 (filing status, multiple jobs, dependents, other income, deductions,
 * extra withholding), saved through their session (DECISIONS 63). Only what changed is sent; each
 * refusal lands on its field with everything typed kept, and a change made meanwhile asks first.
 *
 * @example
 * <FederalTaxesForm employeeId={employeeId} />
 */
export function FederalTaxesForm({ employeeId, onEvent }: FederalTaxesFormProps) {
  const { Checkbox, MoneyField, Select } = usePrimitives({
    Checkbox: DefaultCheckbox,
    MoneyField: DefaultMoneyField,
    Select: DefaultSelect,
  });
  const { t, lookup, fieldError } = useDetailsFormMessages();
  // The record form's frame (conflict prompt, submit state) in the portal's words.
  const portal = usePortalFormMessages();
  const [saved, setSaved] = useState(false);
  const w4 = useFederalTaxesForm(employeeId, {
    onSaved: () => {
      setSaved(true);
      onEvent?.('taxes.saved', { employeeId });
    },
  });
  const label = (name: keyof FederalTaxesValues) =>
    name === 'filing_status'
      ? t('taxes.filingStatus')
      : name === 'extra_withholding'
        ? t('taxes.extra')
        : lookup(`taxes.${name}`, name);
  const field = registeredField(w4.form, label, fieldError);
  const layout = recordFormLayout(w4, {
    t: portal.t,
    editing: true,
    found: true,
    view: {},
    messages: employeePortalMessages,
    fieldLabel: (name) => label(name as keyof FederalTaxesValues),
  });
  return (
    <FormLayout
      {...layout}
      title={t('taxes.title')}
      description={t('taxes.description')}
      loading={w4.isLoading ? t('taxes.loading') : undefined}
      unavailable={w4.loadError ? t('taxes.error') : undefined}
      submitLabel={t('taxes.save')}
      notice={
        <>
          {layout.notice}
          {saved && !w4.form.formState.isDirty ? <p role="status">{t('taxes.saved')}</p> : null}
        </>
      }
    >
      <Select
        {...field('filing_status')}
        required
        placeholder={t('taxes.choose')}
        options={w4.filingStatuses.map((status) => ({
          value: status,
          label: lookup(`taxes.filing.${status}`, status),
        }))}
      />
      <Checkbox {...field('two_jobs')} />
      {federalTaxAmountFields.map((name) => (
        <MoneyField key={name} {...field(name)} />
      ))}
    </FormLayout>
  );
}
