import { useMemo } from 'react';
import * as z from 'zod/mini';
import type { EarningType } from '../../api/earningTypes/types';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import type { VersionedUpdate } from '../useVersionedUpdate';
import { useCreateEarningType, useRenameEarningType } from './mutations';

/** The longest name the form takes (the demo service's bound; the upstream names none). */
export const EARNING_TYPE_NAME_MAX = 100;

/**
 * Values of the earning type form.
 *
 * @example
 * const values: EarningTypeValues = { name: 'Hazard Pay' };
 */
export interface EarningTypeValues {
  name: string;
}

/**
 * An earning type as the form holds it. The service keeps no version for earning types; the
 * form's base is the name it showed (what {@link useRecordForm} compares an edit against).
 *
 * @example
 * const shown: ShownEarningType = { uuid, name: 'Hazard Pay', active: true, version: 'Hazard Pay' };
 */
export type ShownEarningType = EarningType & { version: string };

/**
 * Options of {@link useEarningTypeForm}.
 *
 * @example
 * useEarningTypeForm({ companyId, earningType, onSaved: (type) => close(type.uuid) });
 */
export interface EarningTypeFormOptions {
  companyId: string;
  /** The custom type to rename, as the list showed it; without it the form adds one. */
  earningType?: EarningType;
  defaultValues?: Partial<EarningTypeValues>;
  /** After an add (a new type or one brought back) or a rename; `created` tells which. */
  onSaved?: (earningType: ShownEarningType, created: boolean) => void;
}

/**
 * What {@link useEarningTypeForm} returns.
 *
 * @example
 * const { form, submit, formErrors } = useEarningTypeForm({ companyId });
 */
export type EarningTypeForm = RecordForm<ShownEarningType, EarningTypeValues>;

const EMPTY: EarningTypeValues = { name: '' };

/** A name: required, trimmed, at most 100 characters (contract.md#earning-types). */
const formSchema = /* @__PURE__ */ (() =>
  z.object({
    name: z
      .string({ error: 'validation.required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'validation.required' }),
        z.maxLength(EARNING_TYPE_NAME_MAX, { error: 'validation.tooLong' }),
      ),
  }))();

const shown = (type: EarningType): ShownEarningType => ({ ...type, version: type.name });
const toValues = (type: ShownEarningType): EarningTypeValues => ({ name: type.name });
const changes = (values: EarningTypeValues): Partial<ShownEarningType> => ({ name: values.name });

/**
 * Headless add or rename form of a company's custom earning type (contract.md#earning-types): a
 * required name of at most 100 characters, one idempotency key per add (adding the name of a
 * deactivated type brings it back), a rename that sends only a changed name, and the service's
 * refusals on their field (a name another type has: `name`; a default type: the form's errors).
 * The service keeps no version for earning types, so a rename never conflicts: the last one wins.
 *
 * @example
 * const { form, submit, formErrors } = useEarningTypeForm({ companyId, earningType });
 * <form onSubmit={submit}><input {...form.register('name')} /></form>
 */
export function useEarningTypeForm(options: EarningTypeFormOptions): EarningTypeForm {
  const { companyId, earningType } = options;
  const create = useCreateEarningType(companyId);
  const rename = useRenameEarningType(companyId, earningType?.uuid ?? '');
  const record = useMemo(() => (earningType ? shown(earningType) : undefined), [earningType]);
  // The record form's updater, over a plain rename: nothing to merge, no conflict to resolve.
  const update = useMemo<VersionedUpdate<ShownEarningType>>(
    () => ({
      async update(delta, from) {
        const base = from ?? record;
        if (!base) throw new Error('No earning type to rename');
        if (delta.name === undefined || delta.name === base.name) return { status: 'unchanged', data: base };
        return {
          status: 'saved',
          data: shown(await rename.mutateAsync({ name: delta.name })),
          merged: false,
        };
      },
      conflict: undefined,
      async resolveConflict() {
        throw new Error('An earning type has no version: a rename never conflicts');
      },
      isPending: rename.isPending,
      error: rename.error,
      reset: rename.reset,
    }),
    [record, rename],
  );
  return useRecordForm({
    ...options,
    schema: formSchema,
    empty: EMPTY,
    record,
    toValues,
    create: async (values) => shown(await create.mutateAsync({ name: values.name })),
    update,
    changes,
  });
}
