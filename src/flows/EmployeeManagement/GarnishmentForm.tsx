import type { Ref } from 'react';
import type { Garnishment } from '../../api/garnishments/types';
import { useGarnishmentForm, type GarnishmentValues } from '../../hooks/garnishments';
import { VOLUNTARY_DEDUCTION } from '../../hooks/garnishments/useGarnishmentForm';
import { CHILD_SUPPORT_PAYMENT_PERIODS, GARNISHMENT_TYPES } from '../../hooks/schemas/garnishment';
import {
  usePrimitives,
  useFormat,
  Checkbox as DefaultCheckbox,
  MoneyField as DefaultMoneyField,
  Select as DefaultSelect,
  TextField as DefaultTextField,
} from '../../ui';
import { fieldErrorText } from '../shared/fieldErrorText';
import { FormLayout } from '../shared/FormLayout';
import { recordFormLayout, type RecordFormMessageKey } from '../shared/recordFormLayout';
import { registeredField } from '../shared/registeredField';
import type { EmployeeManagementEventHandler } from './events';
import { employeeManagementMessages } from './messages';
import { usStateLabel } from '../shared/usStates';
import { useManagementMessages } from './useManagementMessages';

type FieldName =
  | Exclude<keyof GarnishmentValues, 'child_support'>
  | `child_support.${keyof GarnishmentValues['child_support']}`;

/** Props of {@link GarnishmentForm}. */
export interface GarnishmentFormProps {
  employeeId: string;
  /** The garnishment to edit; without it the form adds one. */
  garnishmentId?: string;
  onSaved?: (garnishment: Garnishment, created: boolean) => void;
  onCancel?: () => void;
  onEvent?: EmployeeManagementEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Add or edit a garnishment order (SPEC §7): its kind (fixed once added), amount in dollars or a
 * percent of net pay, the maximums (a pay-period maximum not below the annual maximum is refused
 * on its field, naming the highest allowed), the total and the number of payrolls; a child
 * support order adds its agency's state, county, payment period and the order identifiers that
 * agency requires. Editing is version-aware with the conflict prompt; clearing "Active" stops the
 * deduction (an order is never deleted).
 *
 * @example
 * <GarnishmentForm employeeId={employeeId} onSaved={close} onCancel={close} />
 */
export function GarnishmentForm(props: GarnishmentFormProps) {
  const { employeeId, garnishmentId, onEvent } = props;
  const { Checkbox, MoneyField, Select, TextField } = usePrimitives({
    Checkbox: DefaultCheckbox,
    MoneyField: DefaultMoneyField,
    Select: DefaultSelect,
    TextField: DefaultTextField,
  });
  const { t, lookup, fieldError } = useManagementMessages();
  const format = useFormat();
  const garnishment = useGarnishmentForm({
    employeeId,
    garnishmentId,
    onSaved: (saved, created) => {
      onEvent?.(created ? 'garnishment.created' : 'garnishment.updated', {
        employeeId,
        garnishmentId: saved.uuid,
      });
      props.onSaved?.(saved, created);
    },
  });
  const label = (name: string) => lookup(`field.${name}`, name);
  const field = registeredField<GarnishmentValues>(garnishment.form, label, fieldError);
  const editing = Boolean(garnishmentId);
  const recurring = garnishment.form.watch('recurring');
  const { agency, agencies, payPeriodMaximumLimit } = garnishment;
  const maximumError = fieldErrorText(lookup, garnishment.form.formState.errors, 'pay_period_maximum', {
    max: payPeriodMaximumLimit ? format.money(payPeriodMaximumLimit) : '',
  });
  const required = new Set(agency?.required_attributes.map((attribute) => attribute.key));
  const orderIds = (['case_number', 'order_number', 'remittance_number'] as const).filter((key) =>
    required.has(key),
  );

  return (
    <FormLayout
      {...recordFormLayout(garnishment, {
        t: (key: RecordFormMessageKey) => t(`garnishments.${key}`),
        editing,
        found: Boolean(garnishment.garnishment),
        view: props,
        messages: employeeManagementMessages,
        fieldLabel: label,
      })}
    >
      <Select
        {...field('garnishment_type')}
        placeholder={t('field.garnishment_type.placeholder')}
        disabled={editing}
        options={[
          ...GARNISHMENT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) })),
          { value: VOLUNTARY_DEDUCTION, label: t('type.voluntary') },
        ]}
      />
      <TextField {...field('description')} />
      <Checkbox {...field('court_ordered')} />
      <MoneyField {...field('amount')} required />
      <Checkbox {...field('deduct_as_percentage')} />
      <Checkbox {...field('recurring')} />
      {recurring ? null : <TextField {...field('times')} inputMode="numeric" />}
      <MoneyField {...field('annual_maximum')} />
      <MoneyField {...field('pay_period_maximum')} error={maximumError} />
      <MoneyField {...field('total_amount')} />
      {garnishment.isChildSupport ? (
        <fieldset className="pk-flow-section__group">
          <legend className="pk-flow-section__legend">{t('garnishments.childSupport')}</legend>
          {agency ? (
            <p className="pk-flow-section__description">
              {t('garnishments.agencyHint', { agency: agency.name })}
            </p>
          ) : null}
          <Select
            {...field('child_support.state')}
            required
            placeholder={t('field.child_support.state.placeholder')}
            options={agencies.map((entry) => ({ value: entry.state, label: usStateLabel(entry.state) }))}
          />
          <Select
            {...field('child_support.fips_code')}
            required
            placeholder={t('field.child_support.fips_code.placeholder')}
            options={(agency?.fips_codes ?? []).map((entry) => ({
              value: entry.code,
              label: entry.county ?? t('field.statewide'),
            }))}
          />
          <Select
            {...field('child_support.payment_period')}
            required
            placeholder={t('field.child_support.payment_period.placeholder')}
            options={CHILD_SUPPORT_PAYMENT_PERIODS.map((period) => ({
              value: period,
              label: t(`period.${period}`),
            }))}
          />
          {orderIds.map((key) => (
            <TextField key={key} {...field(`child_support.${key}` satisfies FieldName)} required />
          ))}
        </fieldset>
      ) : null}
      {editing ? <Checkbox {...field('active')} /> : null}
    </FormLayout>
  );
}
