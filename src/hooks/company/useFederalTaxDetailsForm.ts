import { useCallback } from 'react';
import * as z from 'zod/mini';
import type { FederalTaxDetails, FederalTaxDetailsBody, TaxPayerType } from '../../api/company/types';
import { ein, optional, requiredText } from '../schemas/fields';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import { useUpdateFederalTaxDetails } from './mutations';
import { useFederalTaxDetails } from './queries';

/**
 * Values of the federal tax form. `ein` is blank when one is on file (the service never sends it
 * back): left blank, the one on file stays.
 *
 * @example
 * const values: FederalTaxDetailsValues = { legal_name: 'Langley Analytics LLC', ein: '74-1234567', tax_payer_type: 'LLC', filing_form: '941', taxable_as_scorp: false };
 */
export interface FederalTaxDetailsValues {
  legal_name: string;
  ein: string;
  tax_payer_type: TaxPayerType | '';
  filing_form: '941' | '944' | '';
  taxable_as_scorp: boolean;
}

/**
 * The entity types a company may file as, in the service's words.
 *
 * @example
 * taxPayerTypes.map((type) => <option key={type}>{type}</option>);
 */
export const taxPayerTypes = [
  'C-Corporation',
  'S-Corporation',
  'Sole proprietor',
  'LLC',
  'LLP',
  'Limited partnership',
  'Co-ownership',
  'Association',
  'Trusteeship',
  'General partnership',
  'Joint venture',
  'Non-Profit',
] as const;

/**
 * What {@link useFederalTaxDetailsForm} returns.
 *
 * @example
 * const { form, submit, details, isLoading } = useFederalTaxDetailsForm(companyId);
 */
export interface FederalTaxDetailsForm extends RecordForm<
  FederalTaxDetails,
  FederalTaxDetailsValues,
  FederalTaxDetailsBody
> {
  details: FederalTaxDetails | undefined;
  isLoading: boolean;
  loadError: Error | null;
}

const EMPTY: FederalTaxDetailsValues = {
  legal_name: '',
  ein: '',
  tax_payer_type: '',
  filing_form: '',
  taxable_as_scorp: false,
};

const schema = /* @__PURE__ */ (() =>
  z.object({
    legal_name: requiredText,
    ein: optional(ein),
    tax_payer_type: z.enum(taxPayerTypes, { error: 'validation.required' }),
    filing_form: z.enum(['941', '944'], { error: 'validation.required' }),
    taxable_as_scorp: z.boolean(),
  }))();

function toValues(details: FederalTaxDetails, suggestedLegalName = ''): FederalTaxDetailsValues {
  return {
    legal_name: details.legal_name ?? suggestedLegalName,
    ein: '',
    tax_payer_type: details.tax_payer_type ?? '',
    filing_form: details.filing_form ?? '',
    taxable_as_scorp: details.taxable_as_scorp ?? false,
  };
}

/** The EIN is sent only when typed; it is never in the record, so a typed one always counts as changed. */
function changes(body: FederalTaxDetailsBody): Partial<FederalTaxDetails> {
  const { ein: typed, ...rest } = body;
  return { ...rest, ...(typed ? { ein: typed } : {}) } as Partial<FederalTaxDetails>;
}

/**
 * Headless form of the company's federal tax details: legal name, EIN (9 digits, dash allowed, never prefix 00; blank keeps the
 * one on file), entity type and filing form, saved version-aware (a colleague's
 * change to another field is merged), the service's errors (an EIN another company holds, a
 * changed EIN after onboarding) on their fields.
 *
 * @example
 * const { form, submit } = useFederalTaxDetailsForm(companyId);
 * <form onSubmit={submit}>
 *   <input {...form.register('legal_name')} />
 *   <input {...form.register('ein')} placeholder="12-3456789" />
 * </form>
 */
export function useFederalTaxDetailsForm(
  companyId: string,
  options: {
    onSaved?: (details: FederalTaxDetails) => void;
    /**
     * The legal name the form starts from while the service has none (the name the company was
     * created with): the form's base value, so the form is not dirty until the user types.
     */
    suggestedLegalName?: string;
  } = {},
): FederalTaxDetailsForm {
  const query = useFederalTaxDetails(companyId);
  const update = useUpdateFederalTaxDetails(companyId);
  const { suggestedLegalName } = options;
  const asValues = useCallback(
    (details: FederalTaxDetails) => toValues(details, suggestedLegalName),
    [suggestedLegalName],
  );
  const record = useRecordForm({
    schema,
    empty: EMPTY,
    record: query.data,
    toValues: asValues,
    // The details always exist; the form saves only once they are read.
    create: () => Promise.reject(new Error('Federal tax details are still loading')),
    update,
    changes,
    onSaved: options.onSaved,
  });
  return { ...record, details: query.data, isLoading: query.isLoading, loadError: query.error };
}
