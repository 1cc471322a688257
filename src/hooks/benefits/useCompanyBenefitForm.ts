import * as z from 'zod/mini';
import type { CompanyBenefit, CompanyBenefitBody } from '../../api/benefits/types';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import { useCreateCompanyBenefit, useUpdateCompanyBenefit } from './mutations';

/**
 * Values of the company benefit form, as typed.
 *
 * @example
 * const values: CompanyBenefitValues = { benefit_type: '5', description: 'Acme 401(k)' };
 */
export interface CompanyBenefitValues {
  /** A supported type's id as the select holds it; fixed once the benefit exists. */
  benefit_type: string;
  description: string;
}

/**
 * Options of {@link useCompanyBenefitForm}.
 *
 * @example
 * useCompanyBenefitForm({ companyId, benefit, onSaved: close });
 */
export interface CompanyBenefitFormOptions {
  companyId: string;
  /** The benefit to edit, as the list showed it; without it the form adds one. */
  benefit?: CompanyBenefit;
  defaultValues?: Partial<CompanyBenefitValues>;
  onSaved?: (benefit: CompanyBenefit, created: boolean) => void;
}

/**
 * What {@link useCompanyBenefitForm} returns.
 *
 * @example
 * const { form, submit, formErrors, conflict } = useCompanyBenefitForm({ companyId });
 */
export type CompanyBenefitForm = RecordForm<CompanyBenefit, CompanyBenefitValues, CompanyBenefitBody>;

const EMPTY: CompanyBenefitValues = { benefit_type: '', description: '' };

/** A type chosen, and a description (the plan's name) of at most 255 characters. */
const formSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z.object({
      benefit_type: z
        .string({ error: 'validation.required' })
        .check(z.regex(/^[0-9]+$/, { error: 'validation.required' })),
      description: z
        .string({ error: 'validation.required' })
        .check(
          z.trim(),
          z.minLength(1, { error: 'validation.required' }),
          z.maxLength(255, { error: 'validation.tooLong' }),
        ),
    }),
    z.transform((values): CompanyBenefitBody => ({
      benefit_type: Number(values.benefit_type),
      description: values.description,
    })),
  ))();

const toValues = (b: CompanyBenefit): CompanyBenefitValues => ({
  benefit_type: String(b.benefit_type),
  description: b.description,
});

/**
 * Headless add or edit form of a company benefit (contract.md#benefits): a supported type and a
 * description, checked before any request and again by the service on its field; one
 * idempotency key per add; edits version-aware and never change the type (only the description
 * is sent).
 *
 * @example
 * const { form, submit } = useCompanyBenefitForm({ companyId });
 * <form onSubmit={submit}>
 *   <select {...form.register('benefit_type')}>…</select>
 *   <input {...form.register('description')} />
 * </form>
 */
export function useCompanyBenefitForm(options: CompanyBenefitFormOptions): CompanyBenefitForm {
  const { companyId, benefit } = options;
  const create = useCreateCompanyBenefit(companyId);
  return useRecordForm({
    ...options,
    schema: formSchema,
    empty: EMPTY,
    record: benefit,
    toValues,
    create: create.mutateAsync,
    update: useUpdateCompanyBenefit(companyId, benefit?.uuid ?? ''),
    changes: (values) => ({ description: values.description }),
  });
}
