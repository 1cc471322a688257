import { useMemo, useRef, type BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError, isApiError } from '../../api/errors';
import type { FieldIssue } from '../../api/fieldErrors';
import type { ApiErrorEntry } from '../../api/errorBody';
import type {
  StateTaxRequirements,
  StateTaxRequirementSet,
  StateTaxRequirementsUpdate,
} from '../../api/company/stateTaxTypes';
import { useRecordForm } from '../useRecordForm';
import { useUpdateStateTaxRequirements } from './mutations';
import { useStateTaxRequirements } from './queries';
import {
  stateTaxFields,
  stateTaxSchema,
  stateTaxSetId,
  stateTaxValues,
  type StateTaxField,
  type StateTaxValues,
} from './stateTaxFields';

/**
 * Options of {@link useStateTaxForm}.
 *
 * @example
 * useStateTaxForm(companyId, 'CA', { onSaved: () => goTo('next-state') });
 */
export interface StateTaxFormOptions {
  /** After the service accepted the answers. */
  onSaved?: (body: StateTaxRequirementsUpdate) => void;
}

/**
 * What {@link useStateTaxForm} returns: the requirement sets as groups of fields, the form, and
 * its submit.
 *
 * @example
 * const { sets, form, submit, formErrors } = useStateTaxForm(companyId, 'CA');
 */
export interface StateTaxForm {
  /** Each requirement set with its fields, in the service's order. */
  sets: { id: string; key: string; label: string; effectiveFrom: string | null; fields: StateTaxField[] }[];
  /** Every field, applicable or not (`field.applicable` says whether to show it). */
  fields: StateTaxField[];
  form: UseFormReturn<StateTaxValues, unknown, StateTaxRequirementsUpdate>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Errors of the whole form (a set's own error, lost connection). */
  formErrors: FieldIssue[];
  isLoading: boolean;
  loadError: Error | null;
  isSubmitting: boolean;
}

/** `requirement_sets.<set id>.requirements.<key>.<value|key>` → `<set id>.<key>`. */
const REQUIREMENT_PATH = /^requirement_sets\.([^.]+)\.requirements\.([^.]+)\.(?:value|key)$/;
const fieldMap = (path: string) => path.replace(REQUIREMENT_PATH, '$1.$2');

/**
 * Names each failing set by its form id rather than its state, so a set's key repeated with
 * another `effective_from` lands on its own fields.
 */
function bySetId(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const errors = error.errors.map((entry): ApiErrorEntry => {
    const metadata = entry.metadata;
    if (entry.error_key !== 'requirement_sets' || typeof metadata?.key !== 'string') return entry;
    const id = stateTaxSetId({
      key: metadata.key,
      effective_from: (metadata.effective_from as string | null) ?? null,
    });
    return { ...entry, metadata: { key: id } };
  });
  return new ApiError({
    status: error.status,
    errors,
    operation: error.operation,
    requestId: error.requestId,
    retryAfter: error.retryAfter,
  });
}

const requirementValues = (requirements: StateTaxRequirements) =>
  stateTaxValues(requirements.requirement_sets);

/**
 * A state's tax setup as a form built at run time from the requirement sets the service sends:
 * one field per requirement (text, masked account numbers, currency, percents and tax rates shown
 * as percents and sent as decimal fractions, radio and select options), each applicable only
 * while its `applicable_if` holds, with the rules of its mask, options and `min_max`/`one_of`
 * range checked before anything is sent; each nested 422 entry of the service lands on its own
 * requirement's field.
 *
 * @example
 * const { sets, form, submit } = useStateTaxForm(companyId, 'CA');
 * <form onSubmit={submit}>
 *   {sets.map((set) => (
 *     <fieldset key={set.id}>
 *       <legend>{set.label}</legend>
 *       {set.fields.filter((f) => f.applicable).map((f) => (
 *         <label key={f.name}>{f.label}{f.input === 'percent' && ' (%)'}<input {...form.register(f.name)} /></label>
 *       ))}
 *     </fieldset>
 *   ))}
 * </form>
 */
export function useStateTaxForm(
  companyId: string,
  state: string,
  options: StateTaxFormOptions = {},
): StateTaxForm {
  const query = useStateTaxRequirements(companyId, state);
  const update = useUpdateStateTaxRequirements(companyId, state);
  const requirementSets = query.data?.requirement_sets;
  const current = useRef<readonly StateTaxRequirementSet[]>([]);
  current.current = requirementSets ?? [];
  // One schema for the form's life; it reads the sets of the latest read.
  const schema = useMemo(() => stateTaxSchema(() => current.current), []);

  const api = useRecordForm<StateTaxRequirements, StateTaxValues, StateTaxRequirementsUpdate>({
    schema,
    empty: {},
    record: query.data,
    toValues: requirementValues,
    fieldMap,
    // The answers carry no version: the state's sets are sent whole.
    replace: async (body) => {
      try {
        return await update.mutateAsync(body);
      } catch (error) {
        throw bySetId(error);
      }
    },
    onSent: (_saved, body) => options.onSaved?.(body),
  });

  const values = api.form.watch();
  const fields = requirementSets ? stateTaxFields(requirementSets, values) : [];
  const sets = (requirementSets ?? []).map((set) => {
    const id = stateTaxSetId(set);
    return {
      id,
      key: set.key,
      label: set.label,
      effectiveFrom: set.effective_from,
      fields: fields.filter((field) => field.name.startsWith(`${id}.`)),
    };
  });
  return {
    sets,
    fields,
    form: api.form,
    submit: api.submit,
    formErrors: api.formErrors,
    isLoading: query.isLoading,
    loadError: query.error,
    isSubmitting: api.isSubmitting,
  };
}
