import { useCallback, useMemo, type BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FieldIssue } from '../../api/fieldErrors';
import type { HomeAddress } from '../../api/types/addresses';
import type { ConflictChoice, VersionConflict } from '../../api/versionedUpdate';
import { useCreateHomeAddress, useHomeAddresses, useUpdateHomeAddress } from '../addresses';
import { homeAddressSchema } from '../schemas/address';
import { useApiForm } from '../useApiForm';

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
export interface HomeAddressFormOptions {
  employeeId: string;
  defaultValues?: Partial<HomeAddressValues>;
  onSaved?: (address: HomeAddress) => void;
}

/**
 * What {@link useHomeAddressForm} returns.
 *
 * @example
 * const { form, submit, history, current } = useHomeAddressForm({ employeeId });
 */
export interface HomeAddressForm {
  form: UseFormReturn<HomeAddressValues>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  formErrors: FieldIssue[];
  isSubmitting: boolean;
  isLoading: boolean;
  /** Why the stored data could not be loaded, if it could not: the step shows that, not an empty form. */
  loadError: Error | null;
  /** The active address (the one the employee lives at today). */
  current: HomeAddress | undefined;
  /** Every address, newest effective date first. */
  history: HomeAddress[];
  conflict: VersionConflict<HomeAddress> | undefined;
  resolveConflict: (choice: ConflictChoice) => Promise<void>;
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
  const { employeeId, defaultValues, onSaved } = options;
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
  const updater = useUpdateHomeAddress(employeeId, current?.uuid ?? '');

  const stored = useMemo<HomeAddressValues | undefined>(
    () =>
      current && {
        street_1: current.street_1,
        street_2: current.street_2 ?? '',
        city: current.city,
        state: current.state,
        zip: current.zip,
        effective_date: current.effective_date ?? '',
        courtesy_withholding: current.courtesy_withholding,
      },
    [current],
  );

  const save = useCallback(
    async (values: HomeAddressValues): Promise<HomeAddress | undefined> => {
      const body = {
        street_1: values.street_1,
        street_2: values.street_2 || null,
        city: values.city,
        state: values.state,
        zip: values.zip,
        effective_date: values.effective_date || null,
        courtesy_withholding: Boolean(values.courtesy_withholding),
      };
      const isCorrection =
        current && (!body.effective_date || body.effective_date === current.effective_date);
      if (!isCorrection) return create.mutateAsync(body);
      // The base is the address the form shows (from the list), so only what the user changed is sent.
      const result = await updater.update(body, current);
      return result.status === 'conflict' ? undefined : result.data;
    },
    [current, create, updater],
  );

  const api = useApiForm<HomeAddressValues, HomeAddress | undefined>({
    schema: homeAddressSchema as unknown as z.ZodMiniType<HomeAddressValues, unknown>,
    defaultValues: { ...EMPTY, ...defaultValues },
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
    isLoading: addresses.isLoading,
    loadError: addresses.error,
    current,
    history,
    conflict: updater.conflict,
    resolveConflict,
  };
}
