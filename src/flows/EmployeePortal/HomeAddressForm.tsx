import { useState } from 'react';
import { useHomeAddressForm, type HomeAddressValues } from '../../hooks/addresses';
import { usePrimitives, Checkbox as DefaultCheckbox, DateField as DefaultDateField } from '../../ui';
import { AddressFields } from '../shared/AddressFields';
import { FormLayout } from '../shared/FormLayout';
import { recordFormLayout } from '../shared/recordFormLayout';
import { registeredField } from '../shared/registeredField';
import type { EmployeePortalEventHandler } from './events';
import { employeePortalMessages } from './messages';
import { usePortalFormMessages } from './usePortalFormMessages';

/** Props of {@link HomeAddressForm}. */
export interface HomeAddressFormProps {
  employeeId: string;
  onEvent?: EmployeePortalEventHandler;
}

/**
 * The person's own home address: a correction of the current one, or a move from a date (a new
 * address; the old one stays in the history). Checked as the service checks it; the service's
 * refusals (another address already taking effect that day) land on their fields with every
 * typed value kept, and a change made meanwhile asks before it is overwritten.
 *
 * @example
 * <HomeAddressForm employeeId={employeeId} />
 */
export function HomeAddressForm({ employeeId, onEvent }: HomeAddressFormProps) {
  const { DateField, Checkbox } = usePrimitives({ DateField: DefaultDateField, Checkbox: DefaultCheckbox });
  const { t, fieldError } = usePortalFormMessages();
  const [saved, setSaved] = useState(false);
  const address = useHomeAddressForm({
    employeeId,
    onSaved: () => {
      setSaved(true);
      onEvent?.('homeAddress.saved', { employeeId });
    },
  });
  const label = (name: keyof HomeAddressValues) => t(`field.${name}`);
  const field = registeredField(address.form, label, fieldError);
  const layout = recordFormLayout(address, {
    t,
    editing: Boolean(address.current),
    found: true,
    // "Cancel" puts the address back as saved; through the leave guard, which the portal's section
    // buttons ask too, so typed changes are never dropped without a question.
    view: { onCancel: () => address.form.reset() },
    messages: employeePortalMessages,
    fieldLabel: (name) => label(name as keyof HomeAddressValues),
  });
  return (
    <FormLayout
      {...layout}
      notice={
        <>
          {layout.notice}
          {saved && !address.form.formState.isDirty ? <p role="status">{t('form.saved')}</p> : null}
        </>
      }
    >
      <AddressFields field={field} statePlaceholder={t('field.state.placeholder')} />
      <DateField {...field('effective_date')} />
      <Checkbox {...field('courtesy_withholding')} />
    </FormLayout>
  );
}
