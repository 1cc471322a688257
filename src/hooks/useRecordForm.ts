import { useCallback, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FieldErrorOptions, FieldIssue } from '../api/fieldErrors';
import type { ConflictChoice, VersionConflict } from '../api/versionedUpdate';
import { useApiForm } from './useApiForm';
import type { VersionedUpdate } from './useVersionedUpdate';

/**
 * Configuration of {@link useRecordForm}: how a record of the service becomes form values, and
 * how the form's parsed values become a create or an update of it.
 *
 * `Values` are the form's values as typed (react-hook-form's first generic), `Output` what the
 * schema parses them into (its third): `create`, `changes` and `afterSave` receive the parsed
 * values, so no cast stands between the schema and the request.
 *
 * A record is saved one of three ways: created (`create`: a blank form, a rehire, a pay change),
 * updated with its version (`update` + `changes`), or replaced whole (`replace`: a record the
 * service keeps one of and has no version for, such as the payment configs).
 *
 * @example
 * useRecordForm({ schema, empty: EMPTY, record: location, toValues, create: create.mutateAsync, update: updater, changes: toBody });
 */
export interface RecordFormOptions<Rec, Values extends FieldValues, Output> {
  /** Client rules; its messages are message keys. */
  schema: z.core.$ZodType<Output, unknown>;
  /** The values of a blank form (every field present, so server errors find their input). */
  empty: Values;
  /** A partner's prefill of a blank form. */
  defaultValues?: Partial<Values>;
  /**
   * The record being edited, as the screen shows it; undefined while creating (or loading), and
   * for a form that only ever creates.
   */
  record?: Rec | undefined;
  /** The record as the form shows it (needed with `record`). */
  toValues?: (record: Rec) => Values;
  /**
   * Create the record: an idempotent create's `mutateAsync` (one key per user action). None for a
   * record the service always has (an employee's W-4): the form saves once it has loaded.
   */
  create?: (values: Output) => Promise<Rec>;
  /** The record's version-aware updater (`useVersionedUpdate`); with `changes`. */
  update?: VersionedUpdate<Rec & { version: string }>;
  /** What an update asks for; only what differs from `record` is sent. */
  changes?: (values: Output, record: Rec) => Partial<Rec & { version: string }>;
  /**
   * Save a record that has no version by sending it whole (its answers, its settings): the
   * service keeps one and the last save wins.
   */
  replace?: (values: Output) => Promise<Rec>;
  /** Whether these values make a new record although one exists (a move to a new address). */
  createsNew?: (values: Output, record: Rec) => boolean;
  /**
   * Further writes once the record is saved (a status transition, the pay of a job). Resolve with
   * the record to report, or undefined when they stopped on a conflict of their own.
   */
  afterSave?: (record: Rec, values: Output, created: boolean) => Promise<Rec | undefined>;
  /** The baseline the form keeps after a save (default: what is on screen). */
  savedValues?: (values: Values) => Values;
  /** After a create, an update or a resolved conflict; `created` tells which. */
  onSaved?: (record: Rec, created: boolean) => void;
  /**
   * With `onSaved`, for a form whose caller needs what was sent (the body of a replace, an
   * off-cycle payroll's choices): kept apart so the `onSaved` of every form hook stays `(record, created)`.
   */
  onSent?: (record: Rec, values: Output) => void;
  /** Rename server paths to form paths (see `toFieldErrors`). */
  fieldMap?: FieldErrorOptions['fieldMap'];
  /**
   * The form keeps its values in step itself, from several records (the payment method and the
   * bank accounts its splits name): the base saves `record` but does not refill the form from it.
   */
  ownValues?: boolean;
}

/**
 * What a record form hook over {@link useRecordForm} takes besides its ids: a partner's prefill,
 * and a callback once the record is saved.
 *
 * @example
 * export interface HomeAddressFormOptions extends RecordFormHookOptions<HomeAddress, HomeAddressValues> { employeeId: string }
 */
export interface RecordFormHookOptions<Rec, Values> {
  defaultValues?: Partial<Values>;
  onSaved?: (record: Rec) => void;
}

/**
 * A record form whose record is read before the form shows: the form, and how the read went.
 *
 * @example
 * const { isLoading, loadError, form } = useHomeAddressForm({ employeeId });
 */
export interface LoadedRecordForm<Rec, Values extends FieldValues, Output = Values> extends RecordForm<
  Rec,
  Values,
  Output
> {
  isLoading: boolean;
  /** Why the stored data could not be loaded, if it could not: the screen shows that, not an empty form. */
  loadError: Error | null;
}

/**
 * The writes of a record whose create and update send the same body (an address, a location): a
 * create sends it whole, an update asks for it (only what differs from the record is sent).
 *
 * @example
 * useRecordForm({ schema, empty: EMPTY, record: current, toValues, ...sameBody(toBody, create.mutateAsync), update: updater });
 */
export function sameBody<Output, Body, Rec>(
  toBody: (values: Output) => Body,
  create: (body: Body) => Promise<Rec>,
): { create: (values: Output) => Promise<Rec>; changes: (values: Output) => Body } {
  return { create: (values) => create(toBody(values)), changes: toBody };
}

/** A record updated with `update` carries the version the screen showed. */
function hasVersion<Rec>(record: Rec): record is Rec & { version: string } {
  return (
    typeof record === 'object' && record !== null && 'version' in record && typeof record.version === 'string'
  );
}

/**
 * What {@link useRecordForm} returns, and what every record form hook returns at least.
 *
 * @example
 * const { form, submit, formErrors, conflict, resolveConflict } = useCompanyLocationForm({ companyId });
 */
export interface RecordForm<Rec, Values extends FieldValues, Output = Values> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Validate, save, map server errors onto the fields; usable directly as `onSubmit`. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Errors of the whole form (`base`, lost connection, fields the form lacks). */
  formErrors: FieldIssue[];
  isSubmitting: boolean;
  /** A colleague changed a field the user changed too: show theirs and yours. */
  conflict: VersionConflict<Rec> | undefined;
  /** Keep the user's values (`'local'`), the colleague's (`'remote'`), or pick per field. */
  resolveConflict: (choice: ConflictChoice) => Promise<void>;
  /** The record as last saved by this form. */
  result: Rec | undefined;
}

/**
 * The base of every form that creates or edits one record of the service: the form shows the
 * record (refetches refresh only what the user has not touched), a blank form creates it with
 * one idempotency key per user action, an edit sends only what the user changed with the
 * version the screen showed, a colleague's change to another field is merged, a change to the
 * same field comes back as `conflict`, and the service's field errors land on their fields with
 * every typed value kept. Resource hooks (`useCompanyLocationForm`, …) are declarations over it.
 *
 * @example
 * const updater = useUpdateLocation(companyId, location?.uuid ?? '');
 * const create = useCreateLocation(companyId);
 * const record = useRecordForm({
 *   schema: locationFormSchema,
 *   empty: { street_1: '', city: '', state: '', zip: '', phone_number: '' },
 *   record: location,
 *   toValues: (location) => ({ ...location, street_2: location.street_2 ?? '' }),
 *   create: (values) => create.mutateAsync(values),
 *   update: updater,
 *   changes: (values) => values,
 *   onSaved: (location, created) => close(location.uuid),
 * });
 * <form onSubmit={record.submit}><input {...record.form.register('zip')} /></form>
 */
export function useRecordForm<Rec, Values extends FieldValues, Output>(
  options: RecordFormOptions<Rec, Values, Output>,
): RecordForm<Rec, Values, Output> {
  const {
    record,
    toValues,
    create,
    update,
    changes,
    replace,
    createsNew,
    afterSave,
    savedValues,
    onSaved,
    onSent,
  } = options;
  const stored = useMemo(() => (record && toValues ? toValues(record) : undefined), [record, toValues]);
  const [result, setResult] = useState<Rec>();
  // The values a conflict came from: resolving it finishes that save.
  const submitted = useRef<Output>(undefined);

  const save = useCallback(
    async (values: Output): Promise<{ record: Rec; created: boolean } | undefined> => {
      submitted.current = values;
      const creates = !record || Boolean(createsNew?.(values, record));
      let saved: Rec | undefined;
      let created = false;
      if (creates && create) {
        created = true;
        saved = await create(values);
      } else if (replace) {
        saved = await replace(values);
      } else if (record && !creates && update && changes && hasVersion(record)) {
        // The base is the record the form shows: only what the user changed is sent.
        const result = await update.update(changes(values, record), record);
        saved = result.status === 'conflict' ? undefined : result.data;
      } else {
        // A record with no create is read before its form can be sent (`isLoading`).
        throw new Error('The record is not loaded yet');
      }
      if (saved && afterSave) saved = await afterSave(saved, values, created);
      return saved && { record: saved, created };
    },
    [record, createsNew, create, replace, update, changes, afterSave],
  );

  const api = useApiForm<Values, { record: Rec; created: boolean } | undefined, Output>({
    schema: options.schema,
    defaultValues: { ...options.empty, ...options.defaultValues } as DefaultValues<Values>,
    values: options.ownValues ? undefined : stored,
    // A refetch (after a save or a merge) refreshes what the user has not touched, and keeps the
    // service's field errors: a refused update writes its values into the cache the form reads
    // (optimistic) and rolls them back, and that rollback's reset landed after the 422 was set,
    // wiping it (the SSN refused on the employee page showed no error).
    resetOptions: { keepDirtyValues: true, keepErrors: true },
    fieldMap: options.fieldMap,
    onSubmit: save,
    onSuccess: (saved, values) => {
      if (!saved) return;
      settle(saved.record, saved.created, values);
    },
  });

  /** Saved: what is on screen becomes the baseline, then the caller hears of it. */
  const { form } = api;
  const settle = useCallback(
    (saved: Rec, created: boolean, sent: Output) => {
      const values = form.getValues();
      // The form's resetOptions keep dirty values on every reset; a baseline of its own (a blank
      // form for the next one, an SSN not kept on screen) replaces them.
      if (savedValues) form.reset(savedValues(values), { keepDirtyValues: false, keepErrors: false });
      else form.reset(values, { keepErrors: false });
      setResult(saved);
      onSaved?.(saved, created);
      onSent?.(saved, sent);
    },
    [form, savedValues, onSaved, onSent],
  );

  const resolveConflict = useCallback(
    async (choice: ConflictChoice) => {
      // A conflict comes only from a submitted update.
      const sent = submitted.current;
      if (!update || sent === undefined) return;
      const result = await update.resolveConflict(choice);
      if (result.status === 'conflict') return;
      let saved: Rec | undefined = result.data;
      if (afterSave) saved = await afterSave(saved, sent, false);
      if (saved) settle(saved, false, sent);
    },
    [update, afterSave, settle],
  );

  return {
    form: api.form,
    submit: api.submit,
    formErrors: api.formErrors,
    isSubmitting: api.isSubmitting,
    conflict: update?.conflict,
    resolveConflict,
    result,
  };
}
