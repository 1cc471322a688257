import { useCallback } from 'react';
import type * as z from 'zod/mini';
import type { FederalTaxes } from '../../api/taxes/types';
import { federalTaxesSchema } from '../schemas/federalTaxes';
import { useUpdateFederalTaxes } from './mutations';
import { useFederalTaxes } from './queries';
import { useRecordForm, type RecordForm } from '../useRecordForm';

/**
 * What the W-4 form edits: the filing status, the two-jobs box and four amounts as decimal
 * strings (`""` when left blank).
 *
 * @example
 * const values: FederalTaxesValues = { filing_status: 'Single', two_jobs: false, dependents_amount: '0.00',
 *   other_income: '0.00', deductions: '0.00', extra_withholding: '25.00' };
 */
export interface FederalTaxesValues {
  /** `''` until the user picks one. */
  filing_status: (typeof federalFilingStatuses)[number] | '';
  two_jobs: boolean;
  dependents_amount: string;
  other_income: string;
  deductions: string;
  extra_withholding: string;
}

/**
 * The W-4 filing statuses a 2020+ W-4 accepts, in the order a form lists them.
 *
 * @example
 * federalFilingStatuses.map((status) => <option key={status}>{status}</option>);
 */
export const federalFilingStatuses = [
  'Single',
  'Married',
  'Head of Household',
  'Exempt from withholding',
] as const;

/** The amount fields of a 2020 W-4, in form order. */
export const federalTaxAmountFields = [
  'dependents_amount',
  'other_income',
  'deductions',
  'extra_withholding',
] as const;

/**
 * Options of {@link useFederalTaxesForm}.
 *
 * @example
 * useFederalTaxesForm(employeeId, { onSaved: next });
 */
export interface FederalTaxesFormOptions {
  /** Values for fields the service has no answer for yet (e.g. a partner's default). */
  defaultValues?: Partial<FederalTaxesValues>;
  /** Called once the W-4 is saved (or was already up to date). */
  onSaved?: (federalTaxes: FederalTaxes) => void;
}

/**
 * Everything needed to render the federal tax (W-4) step with any markup.
 *
 * @example
 * const { form, submit, isLoading, conflict } = useFederalTaxesForm(employeeId);
 */
export interface FederalTaxesForm extends RecordForm<
  FederalTaxes,
  FederalTaxesValues,
  z.output<typeof federalTaxesSchema>
> {
  isLoading: boolean;
  /** The W-4 could not be loaded. */
  loadError: Error | null;
  filingStatuses: typeof federalFilingStatuses;
}

const EMPTY: FederalTaxesValues = {
  filing_status: '',
  two_jobs: false,
  dependents_amount: '',
  other_income: '',
  deductions: '',
  extra_withholding: '',
};

/** Service record → form values; a partner default fills only what the service left empty. */
function toValues(record: FederalTaxes, defaults: Partial<FederalTaxesValues> = {}): FederalTaxesValues {
  const values: FederalTaxesValues = { ...EMPTY, ...defaults };
  if (record.filing_status) {
    // An unknown status from a newer API is shown as is rather than dropped (contract.md#enums).
    values.filing_status = record.filing_status as FederalTaxesValues['filing_status'];
  }
  if (record.two_jobs !== null) values.two_jobs = record.two_jobs;
  for (const field of federalTaxAmountFields) {
    const amount = record[field];
    if (amount !== null) values[field] = amount;
  }
  return values;
}

/** Form values → the fields of the record to change; a blank amount changes nothing. */
function toChanges(values: z.output<typeof federalTaxesSchema>): Partial<FederalTaxes> {
  const changes: Partial<FederalTaxes> = {
    filing_status: values.filing_status,
    two_jobs: values.two_jobs ?? false,
  };
  for (const field of federalTaxAmountFields) {
    const amount = values[field];
    if (amount !== undefined) changes[field] = amount;
  }
  return changes;
}

/**
 * The federal tax (W-4, 2020 revision) step without markup: loads the employee's W-4, validates
 * with `federalTaxesSchema`, saves only what changed with the cached `version`, merges a stale
 * version automatically and exposes a `conflict` when someone else changed the same field.
 *
 * @example
 * const { form, submit, formErrors, conflict, resolveConflict } = useFederalTaxesForm(employeeId, {
 *   onSaved: () => goToNextStep(),
 * });
 * <form onSubmit={submit}><select {...form.register('filing_status')}>…</select></form>
 */
export function useFederalTaxesForm(
  employeeId: string,
  options: FederalTaxesFormOptions = {},
): FederalTaxesForm {
  const { defaultValues, onSaved } = options;
  const query = useFederalTaxes(employeeId);
  const updater = useUpdateFederalTaxes(employeeId);
  const record = useRecordForm({
    schema: federalTaxesSchema,
    empty: EMPTY,
    defaultValues,
    record: query.data,
    toValues: useCallback((w4: FederalTaxes) => toValues(w4, defaultValues), [defaultValues]),
    update: updater,
    changes: toChanges,
    onSaved: (w4) => onSaved?.(w4),
  });
  return {
    ...record,
    isLoading: query.isPending,
    loadError: query.error,
    isSubmitting: record.isSubmitting || updater.isPending,
    filingStatuses: federalFilingStatuses,
  };
}
