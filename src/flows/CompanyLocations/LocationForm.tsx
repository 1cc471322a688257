import type { Ref } from 'react';
import type { Location } from '../../api/locations/types';
import { useCompanyLocationForm, type CompanyLocationValues } from '../../hooks/locations';
import { usePrimitives, PhoneField as DefaultPhoneField, Checkbox as DefaultCheckbox } from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { textFormats } from '../shared/ConflictPrompt';
import { recordFormLayout } from '../shared/recordFormLayout';
import { AddressFields } from '../shared/AddressFields';
import type { LocationsEventHandler } from './events';
import { formatPhone } from '../../hooks/schemas/phone';
import { LocationDetails } from './LocationDetails';
import { locationsMessages } from './messages';
import { MinimumWages } from './MinimumWages';
import { useLocationsMessages } from './useLocationsMessages';
import { registeredField } from '../shared/registeredField';

/** Props of {@link LocationForm}. */
export interface LocationFormProps {
  companyId: string;
  /** The location to edit; without it the form adds one. */
  locationId?: string;
  defaultValues?: Partial<CompanyLocationValues>;
  /** Saved (added, updated, or a conflict settled). */
  onSaved?: (location: Location, created: boolean) => void;
  onCancel?: () => void;
  onEvent?: LocationsEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Add or edit one company location: phone, street, city, state, zip and the mailing / filing
 * designations, checked as the service checks them; the service's refusals land on their fields
 * with every typed value kept; a colleague's change to the same field asks before overwriting.
 * Editing also shows the location's minimum wages. An inactive location is shown read-only
 * ({@link LocationDetails}).
 *
 * @example
 * <LocationForm companyId={companyId} locationId={id} onSaved={backToList} onCancel={backToList} />
 */
export function LocationForm(props: LocationFormProps) {
  const { companyId, locationId, onEvent, onSaved } = props;
  const { PhoneField, Checkbox } = usePrimitives({
    PhoneField: DefaultPhoneField,
    Checkbox: DefaultCheckbox,
  });
  const { t, fieldError } = useLocationsMessages();
  const location = useCompanyLocationForm({
    companyId,
    locationId,
    defaultValues: props.defaultValues,
    onSaved: (saved, created) => {
      onEvent?.(created ? 'location.created' : 'location.updated', { locationId: saved.uuid });
      onSaved?.(saved, created);
    },
  });
  const label = (name: keyof CompanyLocationValues) => t(`field.${name}`);
  const field = registeredField(location.form, label, fieldError);
  const editing = Boolean(locationId);

  if (location.location?.active === false) {
    return (
      <LocationDetails location={location.location} onBack={props.onCancel} headingRef={props.headingRef} />
    );
  }
  return (
    <FormLayout
      {...recordFormLayout(location, {
        t,
        editing,
        found: Boolean(location.location),
        view: props,
        messages: locationsMessages,
        fieldLabel: (name) => label(name as keyof CompanyLocationValues),
        formatValue: textFormats({ phone_number: formatPhone }),
      })}
      aside={locationId ? <MinimumWages locationId={locationId} /> : null}
    >
      <PhoneField {...field('phone_number')} required />
      <AddressFields field={field} statePlaceholder={t('field.state.placeholder')} />
      <fieldset className="pk-flow-section__group">
        <legend className="pk-flow-section__legend">{t('field.designations')}</legend>
        <p className="pk-flow-section__description">{t('field.designations.hint')}</p>
        <Checkbox {...field('mailing_address')} />
        <Checkbox {...field('filing_address')} />
      </fieldset>
    </FormLayout>
  );
}
