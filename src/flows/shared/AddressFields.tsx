import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useComponents } from '../../ui';
import { usStateLabel, usStates } from './usStates';

// Pure, as the table it reads: bundles without an address form drop both.
const STATE_OPTIONS = /* @__PURE__ */ (() =>
  usStates.map((code) => ({ value: code, label: usStateLabel(code) })))();

/** The address a form holds: street, suite, city, state and zip (a location, a home address). */
interface AddressValues {
  street_1: string;
  street_2?: string;
  city: string;
  state: string;
  zip: string;
}

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  /** The form's `register` (any form whose values hold the address fields at the top level). */
  register: UseFormRegister<AddressValues>;
  errors: FieldErrors<AddressValues>;
  /** The label of a field, in the flow's words. */
  label: (name: keyof AddressValues) => string;
  /** The state select's empty choice. */
  statePlaceholder: string;
  /** The translated inline message of a field (`useFormMessages().fieldError`). */
  fieldError: (errors: FieldErrors<AddressValues>, name: keyof AddressValues) => string | undefined;
}

/**
 * The US address inputs every form with an address shares, with the browser's autofill names:
 * street, suite (optional), city, state, zip.
 *
 * @example
 * <AddressFields register={register as unknown as AddressFieldsProps['register']} errors={errors} label={label} fieldError={fieldError}
 *   statePlaceholder={t('field.state.placeholder')} />
 */
export function AddressFields({ register, errors, label, statePlaceholder, fieldError }: AddressFieldsProps) {
  const { TextField, Select, ZipField } = useComponents();
  return (
    <>
      <TextField
        label={label('street_1')}
        required
        autoComplete="address-line1"
        error={fieldError(errors, 'street_1')}
        {...register('street_1')}
      />
      <TextField
        label={label('street_2')}
        autoComplete="address-line2"
        error={fieldError(errors, 'street_2')}
        {...register('street_2')}
      />
      <TextField
        label={label('city')}
        required
        autoComplete="address-level2"
        error={fieldError(errors, 'city')}
        {...register('city')}
      />
      <Select
        label={label('state')}
        required
        placeholder={statePlaceholder}
        options={STATE_OPTIONS}
        error={fieldError(errors, 'state')}
        {...register('state')}
      />
      <ZipField label={label('zip')} required error={fieldError(errors, 'zip')} {...register('zip')} />
    </>
  );
}
