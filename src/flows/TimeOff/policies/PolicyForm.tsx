import type { Ref } from 'react';
import type { TimeOffPolicy } from '../../../api/timeOff/types';
import { accrualMethods, type AccrualField } from '../../../hooks/schemas/timeOff';
import { useTimeOffPolicyForm, type TimeOffPolicyValues } from '../../../hooks/timeOff';
import {
  usePrimitives,
  TextField as DefaultTextField,
  NumberField as DefaultNumberField,
  Select as DefaultSelect,
  Checkbox as DefaultCheckbox,
} from '../../../ui';
import { FormLayout } from '../../shared/FormLayout';
import { textFormats } from '../../shared/ConflictPrompt';
import { recordFormLayout } from '../../shared/recordFormLayout';
import { timeOffPoliciesMessages } from './messages';
import { useTimeOffPoliciesMessages } from './useTimeOffPoliciesMessages';

/** Props of {@link PolicyForm}. */
export interface PolicyFormProps {
  companyId: string;
  /** The policy to edit; without it the form adds one. */
  policyId?: string;
  defaultValues?: Partial<TimeOffPolicyValues>;
  /** Saved (added, updated, or a conflict settled). */
  onSaved?: (policy: TimeOffPolicy, created: boolean) => void;
  onCancel?: () => void;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The hint of the rate field, by method family. */
function rateHintKey(method: string) {
  if (method === 'per_pay_period') return 'field.accrual_rate.hint.per_pay_period' as const;
  if (method.startsWith('per_hour_')) return 'field.accrual_rate.hint.per_hour' as const;
  return 'field.accrual_rate.hint.yearly' as const;
}

/**
 * Add or edit a vacation or sick policy: name, type, how time off is earned (each method
 * explained in plain words) and only the settings that method takes, reset date, waiting period
 * and pay-out on termination; the service's refusals land on their fields with every typed value
 * kept; a colleague's change to the same setting asks before overwriting; leaving with unsaved
 * changes asks first (the shared {@link FormLayout}).
 *
 * @example
 * <PolicyForm companyId={companyId} onSaved={backToList} onCancel={backToList} />
 */
export function PolicyForm(props: PolicyFormProps) {
  const { companyId, policyId, onSaved } = props;
  const { TextField, NumberField, Select, Checkbox } = usePrimitives({
    TextField: DefaultTextField,
    NumberField: DefaultNumberField,
    Select: DefaultSelect,
    Checkbox: DefaultCheckbox,
  });
  const { t, lookup, fieldError, methodLabel, typeLabel } = useTimeOffPoliciesMessages();
  const policy = useTimeOffPolicyForm({ companyId, policyId, defaultValues: props.defaultValues, onSaved });
  const { register, formState, watch } = policy.form;
  const errors = formState.errors;
  const method = watch('accrual_method');
  const label = (name: string) => lookup(`field.${name}`, name);
  const editing = Boolean(policyId);
  const shows = (field: AccrualField) => policy.accrualFields.includes(field);
  const number = (field: AccrualField, hint: string) =>
    shows(field) ? (
      <NumberField
        label={label(field)}
        required={field === 'accrual_rate' || field === 'accrual_rate_unit'}
        inputMode="decimal"
        hint={hint}
        error={fieldError(errors, field)}
        {...register(field)}
      />
    ) : null;

  return (
    <FormLayout
      {...recordFormLayout(policy, {
        t,
        editing,
        found: Boolean(policy.policy),
        view: props,
        messages: timeOffPoliciesMessages,
        fieldLabel: label,
        formatValue: textFormats({ accrual_method: methodLabel }),
      })}
      title={
        editing && policy.policy ? t('form.editTitle', { name: policy.policy.name }) : t('form.addTitle')
      }
    >
      <TextField label={label('name')} required error={fieldError(errors, 'name')} {...register('name')} />
      {editing && policy.policy ? (
        // The type is chosen once: shown, not sent.
        <TextField label={label('policy_type')} readOnly value={typeLabel(policy.policy.policy_type)} />
      ) : (
        <Select
          label={label('policy_type')}
          required
          placeholder={t('form.placeholder')}
          options={(['vacation', 'sick'] as const).map((value) => ({ value, label: typeLabel(value) }))}
          error={fieldError(errors, 'policy_type')}
          {...register('policy_type')}
        />
      )}
      <Select
        label={label('accrual_method')}
        required
        placeholder={t('form.placeholder')}
        options={accrualMethods.map((value) => ({ value, label: methodLabel(value) }))}
        hint={method ? lookup(`help.${method}`, '') : undefined}
        error={fieldError(errors, 'accrual_method')}
        {...register('accrual_method')}
      />
      {number('accrual_rate', t(rateHintKey(method)))}
      {number('accrual_rate_unit', t('field.accrual_rate_unit.hint'))}
      {number('max_accrual_hours_per_year', t('field.max_accrual_hours_per_year.hint'))}
      {number('max_hours', t('field.max_hours.hint'))}
      {number('carryover_limit_hours', t('field.carryover_limit_hours.hint'))}
      {shows('accrual_waiting_period_days') ? (
        <NumberField
          label={label('accrual_waiting_period_days')}
          inputMode="numeric"
          hint={t('field.accrual_waiting_period_days.hint')}
          error={fieldError(errors, 'accrual_waiting_period_days')}
          {...register('accrual_waiting_period_days')}
        />
      ) : null}
      {method && method !== 'unlimited' ? (
        <TextField
          label={label('policy_reset_date')}
          hint={t('field.policy_reset_date.hint')}
          error={fieldError(errors, 'policy_reset_date')}
          {...register('policy_reset_date')}
        />
      ) : null}
      <Checkbox
        label={label('paid_out_on_termination')}
        error={fieldError(errors, 'paid_out_on_termination')}
        {...register('paid_out_on_termination')}
      />
    </FormLayout>
  );
}
