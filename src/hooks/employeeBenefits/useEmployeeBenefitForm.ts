import { useFieldArray, type UseFieldArrayReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { moneyToCents } from '../../api/money';
import type {
  BenefitContribution,
  EmployeeBenefit,
  EmployeeBenefitBody,
} from '../../api/employeeBenefits/types';
import { money } from '../schemas/fields';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import { useCreateEmployeeBenefit, useUpdateEmployeeBenefit } from './mutations';

/** One tier of a match as typed: `rate` % of the deduction up to `threshold` % of pay. */
export interface MatchTierValues {
  rate: string;
  threshold: string;
}

/**
 * Values of the enrolment form, as typed.
 *
 * @example
 * const values: EmployeeBenefitValues = { ...EMPTY_ENROLMENT, company_benefit_uuid: id, employee_deduction: '120.00' };
 */
export interface EmployeeBenefitValues {
  company_benefit_uuid: string;
  /** Dollars a pay period, or percent of pay with `deduct_as_percentage`. */
  employee_deduction: string;
  deduct_as_percentage: boolean;
  /** Blank: no maximum beyond the law's. */
  employee_deduction_annual_maximum: string;
  /** Blank: the company contributes nothing. */
  contribution_type: '' | 'amount' | 'percentage' | 'tiered';
  contribution_value: string;
  /** The tiers of a tiered match, edited as rows. */
  tiers: MatchTierValues[];
  catch_up: boolean;
  effective_date: string;
  /** Blank: no end. */
  expiration_date: string;
}

/**
 * A blank enrolment: no deduction, no contribution, no dates.
 *
 * @example
 * useEmployeeBenefitForm({ companyId, employeeId, defaultValues: { ...EMPTY_ENROLMENT, company_benefit_uuid: id } });
 */
export const EMPTY_ENROLMENT: EmployeeBenefitValues = {
  company_benefit_uuid: '',
  employee_deduction: '0.00',
  deduct_as_percentage: false,
  employee_deduction_annual_maximum: '',
  contribution_type: '',
  contribution_value: '',
  tiers: [],
  catch_up: false,
  effective_date: '',
  expiration_date: '',
};

/**
 * Options of {@link useEmployeeBenefitForm}.
 *
 * @example
 * useEmployeeBenefitForm({ companyId, employeeId, enrolment, onSaved: close });
 */
export interface EmployeeBenefitFormOptions {
  companyId: string;
  employeeId: string;
  /** The enrolment to change, as the list showed it; without it the form enrols. */
  enrolment?: EmployeeBenefit;
  defaultValues?: Partial<EmployeeBenefitValues>;
  onSaved?: (enrolment: EmployeeBenefit, created: boolean) => void;
}

/**
 * What {@link useEmployeeBenefitForm} returns.
 *
 * @example
 * const { form, submit, formErrors, conflict } = useEmployeeBenefitForm({ companyId, employeeId });
 */
export type EmployeeBenefitForm = RecordForm<EmployeeBenefit, EmployeeBenefitValues, EmployeeBenefitBody> & {
  /** A tiered match's tiers as a field array: `tiers.fields`, `tiers.append`, `tiers.remove`. */
  tiers: UseFieldArrayReturn<EmployeeBenefitValues, 'tiers'>;
};

const HUNDRED = 10_000;
const percent = (text: string) => moneyToCents(text) ?? 0;

/** The typed contribution as the service takes it, or null for none. */
function contributionOf(values: EmployeeBenefitValues): BenefitContribution | null {
  if (values.contribution_type === '') return null;
  if (values.contribution_type === 'tiered')
    return {
      type: 'tiered',
      value: { tiers: values.tiers.map((t) => ({ rate: t.rate, threshold: t.threshold })) },
    };
  return { type: values.contribution_type, value: values.contribution_value };
}

/**
 * The rules before any request (DECISIONS 68): money as money, a percent at most 100, a tiered
 * match's thresholds rising and at most 100, the end not before the start. Catch-up from 50 is
 * the service's (it knows the date of birth), answered on `catch_up`.
 */
const formSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z
      .object({
        company_benefit_uuid: z
          .string({ error: 'validation.required' })
          .check(z.minLength(1, { error: 'validation.required' })),
        employee_deduction: money,
        deduct_as_percentage: z.boolean(),
        employee_deduction_annual_maximum: z.union([z.literal(''), money]),
        contribution_type: z.enum(['', 'amount', 'percentage', 'tiered']),
        contribution_value: z.string(),
        tiers: z.array(z.object({ rate: money, threshold: money })),
        catch_up: z.boolean(),
        effective_date: z.string(),
        expiration_date: z.string(),
      })
      .check(
        z.superRefine((values, context) => {
          if (values.deduct_as_percentage && percent(values.employee_deduction) > HUNDRED)
            context.addIssue({ code: 'custom', path: ['employee_deduction'], message: 'validation.max' });
          const type = values.contribution_type;
          if (
            (type === 'amount' || type === 'percentage') &&
            moneyToCents(values.contribution_value) === null
          )
            context.addIssue({ code: 'custom', path: ['contribution_value'], message: 'validation.money' });
          if (type === 'percentage' && percent(values.contribution_value) > HUNDRED)
            context.addIssue({ code: 'custom', path: ['contribution_value'], message: 'validation.max' });
          if (type === 'tiered' && values.tiers.length === 0)
            context.addIssue({ code: 'custom', path: ['tiers'], message: 'validation.required' });
          values.tiers.forEach((tier, i) => {
            const previous = values.tiers[i - 1];
            const threshold = percent(tier.threshold);
            if (threshold > HUNDRED || (previous && threshold <= percent(previous.threshold)))
              context.addIssue({
                code: 'custom',
                path: ['tiers', i, 'threshold'],
                message: 'validation.max',
              });
          });
          if (values.expiration_date !== '' && values.expiration_date < values.effective_date)
            context.addIssue({
              code: 'custom',
              path: ['expiration_date'],
              message: 'validation.endBeforeStart',
            });
        }),
      ),
    z.transform((values): EmployeeBenefitBody => ({
      company_benefit_uuid: values.company_benefit_uuid,
      employee_deduction: values.employee_deduction,
      deduct_as_percentage: values.deduct_as_percentage,
      employee_deduction_annual_maximum: values.employee_deduction_annual_maximum || null,
      contribution: contributionOf(values as EmployeeBenefitValues),
      // A percentage contribution on a retirement plan matches the deduction; a tiered one always does.
      elective: values.contribution_type === 'tiered' || values.contribution_type === 'percentage',
      catch_up: values.catch_up,
      ...(values.effective_date ? { effective_date: values.effective_date } : {}),
      expiration_date: values.expiration_date || null,
    })),
  ))();

function toValues(e: EmployeeBenefit): EmployeeBenefitValues {
  const c = e.contribution;
  return {
    company_benefit_uuid: e.company_benefit_uuid,
    employee_deduction: e.employee_deduction,
    deduct_as_percentage: e.deduct_as_percentage,
    employee_deduction_annual_maximum: e.employee_deduction_annual_maximum ?? '',
    contribution_type: (c?.type as EmployeeBenefitValues['contribution_type']) ?? '',
    contribution_value: c && c.type !== 'tiered' ? c.value : '',
    tiers: c?.type === 'tiered' ? c.value.tiers.map((t) => ({ rate: t.rate, threshold: t.threshold })) : [],
    catch_up: e.catch_up,
    effective_date: e.effective_date,
    expiration_date: e.expiration_date ?? '',
  };
}

/**
 * Headless enrolment form of an employee in a company benefit (contract.md#benefits): the
 * deduction as an amount or a percent, an annual maximum, the company's contribution as an
 * amount, a percentage or a tiered match (tiers as rows), catch-up and the dates; checked before
 * any request and again by the service on its field (catch-up before 50 on `catch_up`); one
 * idempotency key per enrolment; changes version-aware.
 *
 * @example
 * const { form, submit } = useEmployeeBenefitForm({ companyId, employeeId });
 * <form onSubmit={submit}>
 *   <input {...form.register('employee_deduction')} inputMode="decimal" />
 * </form>
 */
export function useEmployeeBenefitForm(options: EmployeeBenefitFormOptions): EmployeeBenefitForm {
  const { companyId, employeeId, enrolment } = options;
  const create = useCreateEmployeeBenefit(companyId, employeeId);
  const record = useRecordForm({
    ...options,
    schema: formSchema,
    empty: EMPTY_ENROLMENT,
    record: enrolment,
    toValues,
    create: create.mutateAsync,
    update: useUpdateEmployeeBenefit(companyId, employeeId, enrolment?.uuid ?? ''),
    // The company benefit never changes; the rest as the record shows it (decimal text).
    changes: (values) => ({
      employee_deduction: String(values.employee_deduction),
      deduct_as_percentage: values.deduct_as_percentage,
      employee_deduction_annual_maximum:
        values.employee_deduction_annual_maximum == null
          ? null
          : String(values.employee_deduction_annual_maximum),
      ...(values.contribution ? { contribution: values.contribution } : {}),
      elective: values.elective,
      catch_up: values.catch_up,
      ...(values.effective_date ? { effective_date: values.effective_date } : {}),
      expiration_date: values.expiration_date ?? null,
    }),
    // The service answers a contribution's problem on `contribution`: the form's choice of it.
    fieldMap: { contribution: 'contribution_type' },
  });
  const tiers = useFieldArray<EmployeeBenefitValues, 'tiers', 'id', EmployeeBenefitBody>({
    control: record.form.control,
    name: 'tiers',
  });
  return { ...record, tiers };
}
