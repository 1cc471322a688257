import { useCallback, useMemo, type BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FieldIssue } from '../../api/fieldErrors';
import type { WorkAddress } from '../../api/types/addresses';
import type { Location } from '../../api/types/locations';
import type { ConflictChoice, VersionConflict } from '../../api/versionedUpdate';
import { useCreateWorkAddress, useUpdateWorkAddress, useWorkAddresses } from '../addresses';
import { useActiveLocations } from '../locations';
import { workAddressSchema } from '../schemas/address';
import { useApiForm } from '../useApiForm';

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
export interface WorkAddressFormOptions {
  companyId: string;
  employeeId: string;
  defaultValues?: Partial<WorkAddressValues>;
  onSaved?: (address: WorkAddress) => void;
}

/**
 * What {@link useWorkAddressForm} returns.
 *
 * @example
 * const { form, locations, submit } = useWorkAddressForm({ companyId, employeeId });
 */
export interface WorkAddressForm {
  form: UseFormReturn<WorkAddressValues>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  formErrors: FieldIssue[];
  isSubmitting: boolean;
  isLoading: boolean;
  /** Why the stored data could not be loaded, if it could not: the step shows that, not an empty form. */
  loadError: Error | null;
  /** The company's active locations to choose from. */
  locations: Location[];
  current: WorkAddress | undefined;
  conflict: VersionConflict<WorkAddress> | undefined;
  resolveConflict: (choice: ConflictChoice) => Promise<void>;
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
  const { companyId, employeeId, defaultValues, onSaved } = options;
  // Every page of them (past 100), inactive ones left out: a work address is never one of those.
  const locationsQuery = useActiveLocations(companyId);
  const locations = useMemo(() => locationsQuery.data ?? [], [locationsQuery.data]);
  const addresses = useWorkAddresses(employeeId);
  const current = addresses.data?.find((address) => address.active);
  const create = useCreateWorkAddress(employeeId);
  const updater = useUpdateWorkAddress(employeeId, current?.uuid ?? '');

  const stored = useMemo<WorkAddressValues | undefined>(
    () => current && { location_uuid: current.location_uuid, effective_date: current.effective_date ?? '' },
    [current],
  );

  const save = useCallback(
    async (values: WorkAddressValues): Promise<WorkAddress | undefined> => {
      const body = {
        location_uuid: values.location_uuid,
        ...(values.effective_date ? { effective_date: values.effective_date } : {}),
      };
      if (!current) return create.mutateAsync(body);
      // The base is the address the form shows (from the list), so only what the user changed is sent.
      const result = await updater.update(body, current);
      return result.status === 'conflict' ? undefined : result.data;
    },
    [current, create, updater],
  );

  const api = useApiForm<WorkAddressValues, WorkAddress | undefined>({
    schema: workAddressSchema as unknown as z.ZodMiniType<WorkAddressValues, unknown>,
    defaultValues: { location_uuid: '', effective_date: '', ...defaultValues },
    values: stored,
    resetOptions: { keepDirtyValues: true },
    onSubmit: save,
    onSuccess: (address, values) => {
      if (!address) return;
      api.form.reset(values);
      onSaved?.(address);
    },
  });

  const resolveConflict = useCallback(
    async (choice: ConflictChoice) => {
      const result = await updater.resolveConflict(choice);
      if (result.status !== 'conflict') onSaved?.(result.data);
    },
    [updater, onSaved],
  );

  return {
    form: api.form,
    submit: api.submit,
    formErrors: api.formErrors,
    isSubmitting: api.isSubmitting,
    isLoading: locationsQuery.isLoading || addresses.isLoading,
    loadError: locationsQuery.error ?? addresses.error,
    locations,
    current,
    conflict: updater.conflict,
    resolveConflict,
  };
}
