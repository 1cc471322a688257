import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { centsToMoney, moneyToCents } from '../../api/money';
import type { ChildSupportAgency, Garnishment, GarnishmentBody } from '../../api/garnishments/types';
import { garnishmentSchema } from '../schemas/garnishment';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import { useCreateGarnishment, useUpdateGarnishment } from './mutations';
import { useChildSupportAgencies, useGarnishment } from './queries';
import { formText } from '../formText';

/**
 * The form's kind for a voluntary deduction after taxes (a charity, a union due): no court order,
 * sent as `garnishment_type: null` with `court_ordered: false` (UPSTREAM A.11 has no type for it).
 *
 * @example
 * form.setValue('garnishment_type', VOLUNTARY_DEDUCTION);
 */
export const VOLUNTARY_DEDUCTION = 'voluntary';

/**
 * Values of the garnishment form, as typed: amounts as decimal text, a blank field not given.
 *
 * @example
 * const values: GarnishmentValues = { ...blank, garnishment_type: 'child_support', amount: '100.00', child_support: { state: 'FL', fips_code: '12011', payment_period: 'Monthly', case_number: 'FL-2026-118', order_number: '', remittance_number: '' } };
 */
export interface GarnishmentValues {
  description: string;
  /** Empty for none, {@link VOLUNTARY_DEDUCTION} for a voluntary one; fixed once the garnishment exists. */
  garnishment_type: string;
  court_ordered: boolean;
  amount: string;
  deduct_as_percentage: boolean;
  recurring: boolean;
  /** Payrolls a non-recurring order is taken on. */
  times: string;
  annual_maximum: string;
  pay_period_maximum: string;
  total_amount: string;
  active: boolean;
  /** Read only for a child support order. */
  child_support: {
    state: string;
    fips_code: string;
    payment_period: string;
    case_number: string;
    order_number: string;
    remittance_number: string;
  };
}

/**
 * Options of {@link useGarnishmentForm}.
 *
 * @example
 * useGarnishmentForm({ employeeId, garnishmentId, onSaved: close });
 */
export interface GarnishmentFormOptions {
  employeeId: string;
  /** The garnishment to edit; without it the form adds one. */
  garnishmentId?: string;
  defaultValues?: Partial<GarnishmentValues>;
  onSaved?: (garnishment: Garnishment, created: boolean) => void;
}

/**
 * What {@link useGarnishmentForm} returns.
 *
 * @example
 * const { form, submit, isChildSupport, agency } = useGarnishmentForm({ employeeId });
 */
export interface GarnishmentForm extends RecordForm<Garnishment, GarnishmentValues, GarnishmentBody> {
  isLoading: boolean;
  loadError: Error | null;
  garnishment: Garnishment | undefined;
  /** A child support order: the agency fields apply. */
  isChildSupport: boolean;
  /** Every state's child support agency (read once a child support order is chosen). */
  agencies: ChildSupportAgency[];
  /** The agency of the chosen state: its counties and the order identifiers it requires. */
  agency: ChildSupportAgency | undefined;
  /**
   * The highest pay-period maximum the annual maximum allows (a cent below it): the `{max}` of
   * the `validation.max` message a pay-period maximum not below the annual maximum gets.
   */
  payPeriodMaximumLimit: string | undefined;
}

const EMPTY: GarnishmentValues = {
  description: '',
  garnishment_type: '',
  court_ordered: true,
  amount: '',
  deduct_as_percentage: false,
  recurring: true,
  times: '',
  annual_maximum: '',
  pay_period_maximum: '',
  total_amount: '',
  active: true,
  child_support: {
    state: '',
    fips_code: '',
    payment_period: '',
    case_number: '',
    order_number: '',
    remittance_number: '',
  },
};

/**
 * SPEC §7's rules over the typed values; only a child support order carries the agency fields,
 * and a blank optional field is sent as null so that clearing it on an edit clears it.
 */
const formSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z.pipe(
      z.transform((input: unknown): unknown => {
        const values = input as GarnishmentValues;
        if (values.garnishment_type === VOLUNTARY_DEDUCTION)
          return { ...values, garnishment_type: '', court_ordered: false, child_support: null };
        return values.garnishment_type === 'child_support' ? values : { ...values, child_support: null };
      }),
      garnishmentSchema,
    ),
    z.transform((values): GarnishmentBody => ({
      ...values,
      description: values.description ?? null,
      garnishment_type: values.garnishment_type ?? null,
      times: values.times ?? null,
      annual_maximum: values.annual_maximum ?? null,
      pay_period_maximum: values.pay_period_maximum ?? null,
      total_amount: values.total_amount ?? null,
      child_support: values.child_support
        ? {
            ...values.child_support,
            case_number: values.child_support.case_number ?? null,
            order_number: values.child_support.order_number ?? null,
            remittance_number: values.child_support.remittance_number ?? null,
          }
        : null,
    })),
  ))();

function toValues(g: Garnishment): GarnishmentValues {
  const order = g.child_support;
  return {
    ...formText(g, ['description', 'annual_maximum', 'pay_period_maximum', 'total_amount']),
    // No type and no court order: the voluntary deduction it was made as.
    garnishment_type: g.garnishment_type ?? (g.court_ordered ? '' : VOLUNTARY_DEDUCTION),
    court_ordered: g.court_ordered,
    amount: g.amount,
    deduct_as_percentage: Boolean(g.deduct_as_percentage),
    recurring: Boolean(g.recurring),
    times: g.times == null ? '' : String(g.times),
    active: g.active,
    child_support: formText(order, [
      'state',
      'fips_code',
      'payment_period',
      'case_number',
      'order_number',
      'remittance_number',
    ]),
  };
}

/** What an edit asks for: the type never changes, and an unchanged order is not re-sent. */
function changes(values: GarnishmentBody, record: Garnishment): Partial<Garnishment> {
  const { garnishment_type: _fixed, child_support, ...rest } = values;
  const sameOrder = JSON.stringify(child_support) === JSON.stringify(record.child_support ?? null);
  return sameOrder ? rest : { ...rest, child_support };
}

/**
 * Headless garnishment form (UPSTREAM A.11, SPEC §7): the amount (dollars, or a percent of the
 * net pay up to 100), the pay-period maximum below the annual maximum (refused on
 * `pay_period_maximum` before any request, as `validation.max` with `payPeriodMaximumLimit`), the total and the number of payrolls, and for a
 * child support order its agency fields (state, county FIPS code, payment period and the order
 * identifiers the state's agency requires, which the service checks on their own fields). Adds
 * with one idempotency key per user action; edits version-aware (`active: false` ends an order).
 *
 * @example
 * const { form, submit, isChildSupport, agency } = useGarnishmentForm({ employeeId });
 * <form onSubmit={submit}>
 *   <input {...form.register('amount')} />
 *   <input {...form.register('pay_period_maximum')} />
 *   {isChildSupport && <input {...form.register('child_support.case_number')} />}
 * </form>
 */
export function useGarnishmentForm(options: GarnishmentFormOptions): GarnishmentForm {
  const { employeeId, garnishmentId } = options;
  const query = useGarnishment(employeeId, garnishmentId);
  const garnishment = garnishmentId ? query.data : undefined;
  const create = useCreateGarnishment(employeeId);
  const record = useRecordForm({
    ...options,
    schema: formSchema,
    empty: EMPTY,
    record: garnishment,
    toValues,
    create: create.mutateAsync,
    update: useUpdateGarnishment(employeeId, garnishmentId ?? ''),
    changes,
  });
  const [type, state, annual] = useWatch({
    control: record.form.control,
    name: ['garnishment_type', 'child_support.state', 'annual_maximum'],
  });
  const annualCents = annual ? moneyToCents(annual) : null;
  const isChildSupport = type === 'child_support';
  const agencies = useChildSupportAgencies({ enabled: isChildSupport }).data ?? [];
  return {
    ...record,
    isLoading: Boolean(garnishmentId) && query.isLoading,
    loadError: garnishmentId ? query.error : null,
    garnishment,
    isChildSupport,
    agencies,
    agency: agencies.find((agency) => agency.state === state),
    payPeriodMaximumLimit: annualCents ? centsToMoney(annualCents - 1) : undefined,
  };
}
