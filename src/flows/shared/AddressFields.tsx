import {
  usePrimitives,
  TextField as DefaultTextField,
  Select as DefaultSelect,
  ZipField as DefaultZipField,
} from '../../ui';
import type { RegisteredFieldProps } from './registeredField';
import { usStates } from '../../hooks/schemas/usStates';
import { usStateLabel } from './usStates';

// Pure, as the table it reads: bundles without an address form drop both.
const STATE_OPTIONS = /* @__PURE__ */ (() =>
  usStates.map((code) => ({ value: code, label: usStateLabel(code) })))();

/** The fields of a US address a form holds at its top level (a location, a home address). */
export type AddressFieldName = 'street_1' | 'street_2' | 'city' | 'state' | 'zip';

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  /** The form's field props by name (`registeredField(form, label, fieldError)`). */
  field: (name: AddressFieldName) => RegisteredFieldProps;
  /** The state select's empty choice. */
  statePlaceholder: string;
}

/**
 * The US address inputs every form with an address shares, with the browser's autofill names:
 * street, suite (optional), city, state, zip.
 *
 * @example
 * const field = registeredField(location.form, label, fieldError);
 * <AddressFields field={field} statePlaceholder={t('field.state.placeholder')} />
 */
export function AddressFields({ field, statePlaceholder }: AddressFieldsProps) {
  const { TextField, Select, ZipField } = usePrimitives({
    TextField: DefaultTextField,
    Select: DefaultSelect,
    ZipField: DefaultZipField,
  });
  return (
    <>
      <TextField {...field('street_1')} required autoComplete="address-line1" />
      <TextField {...field('street_2')} autoComplete="address-line2" />
      <TextField {...field('city')} required autoComplete="address-level2" />
      <Select {...field('state')} required placeholder={statePlaceholder} options={STATE_OPTIONS} />
      <ZipField {...field('zip')} required />
    </>
  );
}
