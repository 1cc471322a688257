import { useMemo } from 'react';
import type { HomeAddress } from '../../api/addresses/types';
import { useCreateHomeAddress, useUpdateHomeAddress } from './mutations';
import { useHomeAddresses } from './queries';
import { homeAddressSchema } from '../schemas/address';
import { sameBody, useRecordForm, type LoadedRecordForm, type RecordFormHookOptions } from '../useRecordForm';

/**
 * Values of the home address form (all text, as typed).
 *
 * @example
 * const values: HomeAddressValues = { street_1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' };
 */
export interface HomeAddressValues {
  street_1: string;
  street_2?: string;
  city: string;
  state: string;
  zip: string;
  /** Blank: a correction of the current address; a new date records a move. */
  effective_date?: string;
  courtesy_withholding?: boolean;
}

/**
 * Options of {@link useHomeAddressForm}.
 *
 * @example
 * useHomeAddressForm({ employeeId, onSaved: next });
 */
export interface HomeAddressFormOptions extends RecordFormHookOptions<HomeAddress, HomeAddressValues> {
  employeeId: string;
}

/**
 * What {@link useHomeAddressForm} returns.
 *
 * @example
 * const { form, submit, history, current } = useHomeAddressForm({ employeeId });
 */
export interface HomeAddressForm extends LoadedRecordForm<HomeAddress, HomeAddressValues> {
  /** The active address (the one the employee lives at today). */
  current: HomeAddress | undefined;
  /** Every address, newest effective date first. */
  history: HomeAddress[];
}

const EMPTY: HomeAddressValues = {
  street_1: '',
  street_2: '',
  city: '',
  state: '',
  zip: '',
  effective_date: '',
  courtesy_withholding: false,
};

function toValues(address: HomeAddress): HomeAddressValues {
  return {
    street_1: address.street_1,
    street_2: address.street_2 ?? '',
    city: address.city,
    state: address.state,
    zip: address.zip,
    effective_date: address.effective_date ?? '',
    courtesy_withholding: address.courtesy_withholding,
  };
}

function toBody(values: HomeAddressValues) {
  return {
    street_1: values.street_1,
    street_2: values.street_2 || null,
    city: values.city,
    state: values.state,
    zip: values.zip,
    effective_date: values.effective_date || null,
    courtesy_withholding: Boolean(values.courtesy_withholding),
  };
}

/**
 * Headless home-address step. Addresses are effective dated: editing the current address keeps
 * its date (a correction, version-aware update); a new effective date records a move (a new
 * address, the old one stays in the history).
 *
 * @example
 * const { form, submit, history } = useHomeAddressForm({ employeeId });
 * <form onSubmit={submit}><input {...form.register('zip')} /></form>
 */
export function useHomeAddressForm(options: HomeAddressFormOptions): HomeAddressForm {
  const { employeeId } = options;
  const addresses = useHomeAddresses(employeeId);
  const history = useMemo(
    () =>
      [...(addresses.data ?? [])].sort((a, b) =>
        (b.effective_date ?? '').localeCompare(a.effective_date ?? ''),
      ),
    [addresses.data],
  );
  const current = history.find((address) => address.active);
  const create = useCreateHomeAddress(employeeId);
  const record = useRecordForm({
    ...options,
    schema: homeAddressSchema,
    empty: EMPTY,
    record: current,
    toValues,
    ...sameBody(toBody, create.mutateAsync),
    update: useUpdateHomeAddress(employeeId, current?.uuid ?? ''),
    // A new effective date records a move: a new address, the old one stays in the history.
    createsNew: (values, address) =>
      Boolean(values.effective_date) && values.effective_date !== address.effective_date,
  });
  return { ...record, isLoading: addresses.isLoading, loadError: addresses.error, current, history };
}
