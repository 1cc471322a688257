import { useMemo } from 'react';
import type { WorkAddress } from '../../api/addresses/types';
import type { Location } from '../../api/locations/types';
import { useCreateWorkAddress, useUpdateWorkAddress } from './mutations';
import { useWorkAddresses } from './queries';
import { useActiveLocations } from '../locations/queries';
import { workAddressSchema } from '../schemas/address';
import { sameBody, useRecordForm, type LoadedRecordForm, type RecordFormHookOptions } from '../useRecordForm';

/**
 * Values of the work address form: which company location, from when.
 *
 * @example
 * const values: WorkAddressValues = { location_uuid: location.uuid, effective_date: '2026-06-15' };
 */
export interface WorkAddressValues {
  location_uuid: string;
  effective_date?: string;
}

/**
 * Options of {@link useWorkAddressForm}.
 *
 * @example
 * useWorkAddressForm({ companyId, employeeId, onSaved: next });
 */
export interface WorkAddressFormOptions extends RecordFormHookOptions<WorkAddress, WorkAddressValues> {
  companyId: string;
  employeeId: string;
}

/**
 * What {@link useWorkAddressForm} returns.
 *
 * @example
 * const { form, locations, submit } = useWorkAddressForm({ companyId, employeeId });
 */
export interface WorkAddressForm extends LoadedRecordForm<WorkAddress, WorkAddressValues> {
  /** The company's active locations to choose from. */
  locations: Location[];
  current: WorkAddress | undefined;
}

const EMPTY: WorkAddressValues = { location_uuid: '', effective_date: '' };

function toValues(address: WorkAddress): WorkAddressValues {
  return { location_uuid: address.location_uuid, effective_date: address.effective_date ?? '' };
}

function toBody(values: WorkAddressValues) {
  return {
    location_uuid: values.location_uuid,
    ...(values.effective_date ? { effective_date: values.effective_date } : {}),
  };
}

/**
 * Headless work-address step: the employee works at one of the company's locations. The first
 * choice creates the work address; changing it later updates the active one (version-aware).
 *
 * @example
 * const { form, locations, submit } = useWorkAddressForm({ companyId, employeeId });
 * <select {...form.register('location_uuid')}>{locations.map((l) => <option key={l.uuid} value={l.uuid}>{l.city}</option>)}</select>
 */
export function useWorkAddressForm(options: WorkAddressFormOptions): WorkAddressForm {
  const { companyId, employeeId } = options;
  // Every page of them (past 100), inactive ones left out: a work address is never one of those.
  const locationsQuery = useActiveLocations(companyId);
  const locations = useMemo(() => locationsQuery.data ?? [], [locationsQuery.data]);
  const addresses = useWorkAddresses(employeeId);
  const current = addresses.data?.find((address) => address.active);
  const create = useCreateWorkAddress(employeeId);
  const record = useRecordForm({
    ...options,
    schema: workAddressSchema,
    empty: EMPTY,
    record: current,
    toValues,
    ...sameBody(toBody, create.mutateAsync),
    update: useUpdateWorkAddress(employeeId, current?.uuid ?? ''),
  });
  return {
    ...record,
    isLoading: locationsQuery.isLoading || addresses.isLoading,
    loadError: locationsQuery.error ?? addresses.error,
    locations,
    current,
  };
}
