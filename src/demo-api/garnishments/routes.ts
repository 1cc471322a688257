import { type ErrorEntry, invalidAttribute, missingParameter, unprocessable } from '../errors';
import { type FieldRules, type FieldValues } from '../fields';
import { assignFields, employeeCompany, employeeOwned, resourceRoutes, scopesOf } from '../resource';
import { insertRecord } from '../resource/insertRecord';
import type { DemoService, Route } from '../service';
import { CHILD_SUPPORT_AGENCIES, CHILD_SUPPORT_PAYMENT_PERIODS } from './childSupportAgencies';
import type { ChildSupportOrder, GarnishmentRecord } from './records';
import { garnishmentView } from './views';

/**
 * Garnishments (UPSTREAM A.11, K.1; DECISIONS 59 with SPEC §7's rules): amounts never negative, a
 * pay-period maximum below the annual maximum, a type that cannot change, a child support order
 * with its agency's identifiers. No DELETE: an order ends with `active: false`.
 */

const GARNISHMENT_TYPES = [
  'child_support',
  'federal_tax_lien',
  'state_tax_lien',
  'student_loan',
  'creditor_garnishment',
  'federal_loan',
  'other_garnishment',
];

const GARNISHMENT_RULES = {
  active: { kind: 'boolean' },
  amount: { kind: 'money', required: true, min: 0 },
  description: { kind: 'string', nullable: true, emptyAsNull: true },
  court_ordered: { kind: 'boolean', required: true },
  garnishment_type: { kind: 'enum', values: GARNISHMENT_TYPES, nullable: true },
  times: { kind: 'integer', min: 1, nullable: true },
  recurring: { kind: 'boolean' },
  annual_maximum: { kind: 'money', min: 0, nullable: true },
  pay_period_maximum: { kind: 'money', min: 0, nullable: true },
  total_amount: { kind: 'money', min: 0, nullable: true },
  deduct_as_percentage: { kind: 'boolean' },
  child_support: { kind: 'object', nullable: true },
} satisfies FieldRules;

type GarnishmentValues = Partial<FieldValues<typeof GARNISHMENT_RULES>>;

/** A percent is at most 100 (amounts in hundredths of a percent). */
const HUNDRED_PERCENT = 100_00;

/** Reads a child support order against its state's agency: state, FIPS code, period, identifiers. */
function readChildSupport(raw: Record<string, unknown>, entries: ErrorEntry[]): ChildSupportOrder | null {
  const text = (key: string) =>
    typeof raw[key] === 'string' && raw[key] !== '' ? (raw[key] as string) : null;
  const agency = CHILD_SUPPORT_AGENCIES.find((a) => a.state === text('state'));
  const before = entries.length;
  if (!text('state')) entries.push(missingParameter('child_support.state'));
  else if (!agency)
    entries.push(invalidAttribute('child_support.state', 'No child support agency is known for this state.'));
  if (!text('payment_period')) entries.push(missingParameter('child_support.payment_period'));
  else if (!CHILD_SUPPORT_PAYMENT_PERIODS.includes(text('payment_period')!))
    entries.push(
      invalidAttribute(
        'child_support.payment_period',
        `payment_period must be one of: ${CHILD_SUPPORT_PAYMENT_PERIODS.join(', ')}.`,
      ),
    );
  if (!text('fips_code')) entries.push(missingParameter('child_support.fips_code'));
  else if (agency && !agency.fips_codes.some((f) => f.code === text('fips_code')))
    entries.push(
      invalidAttribute('child_support.fips_code', `fips_code is not a code of the ${agency.state} agency.`),
    );
  for (const required of agency?.required_attributes ?? [])
    if (!text(required.key)) entries.push(missingParameter(`child_support.${required.key}`));
  if (entries.length > before) return null;
  return {
    state: text('state')!,
    fips_code: text('fips_code')!,
    payment_period: text('payment_period')!,
    case_number: text('case_number'),
    order_number: text('order_number'),
    remittance_number: text('remittance_number'),
  };
}

/**
 * Checks a garnishment as it would stand after a create or an update (`current` for an update)
 * and answers the fields to write; nothing is written here.
 */
function checkGarnishment(values: GarnishmentValues, current: GarnishmentRecord | null) {
  const entries: ErrorEntry[] = [];
  if (
    current &&
    values.garnishment_type !== undefined &&
    values.garnishment_type !== current.garnishment_type
  )
    entries.push(invalidAttribute('garnishment_type', 'The garnishment type cannot be changed.'));
  const merged = {
    amount: values.amount ?? current?.amount ?? 0,
    percent: values.deduct_as_percentage ?? current?.deduct_as_percentage ?? false,
    type: current?.garnishment_type ?? values.garnishment_type ?? null,
    annual: values.annual_maximum !== undefined ? values.annual_maximum : (current?.annual_maximum ?? null),
    perPeriod:
      values.pay_period_maximum !== undefined
        ? values.pay_period_maximum
        : (current?.pay_period_maximum ?? null),
  };
  if (merged.percent && merged.amount > HUNDRED_PERCENT)
    entries.push(invalidAttribute('amount', 'A percent amount cannot be above 100.'));
  if (merged.annual !== null && merged.perPeriod !== null && merged.perPeriod >= merged.annual)
    entries.push(invalidAttribute('pay_period_maximum', 'pay_period_maximum must be below annual_maximum.'));
  let childSupport: ChildSupportOrder | null | undefined;
  if (merged.type === 'child_support') {
    const raw = values.child_support === undefined ? current?.child_support : values.child_support;
    if (!raw) entries.push(missingParameter('child_support'));
    else
      childSupport =
        values.child_support === undefined ? undefined : readChildSupport(values.child_support!, entries);
  } else if (values.child_support) {
    entries.push(invalidAttribute('child_support', 'child_support is only for a child_support garnishment.'));
  }
  if (entries.length > 0) throw unprocessable(entries);
  return childSupport;
}

/** The garnishment routes and the child support agencies. @example new Router([...garnishmentRoutes]); */
export const garnishmentRoutes: Route[] = [
  ...resourceRoutes({
    ...employeeOwned(
      '/v1/employees/{employee_id}/garnishments',
      '/v1/garnishments/{garnishment_id}',
      (store) => store.garnishments,
    ),
    scopes: scopesOf('garnishments'),
    view: (g: GarnishmentRecord, service: DemoService) => garnishmentView(service.store, g),
    events: {
      entity: 'Garnishment',
      created: 'garnishment.created',
      updated: 'garnishment.updated',
      company: employeeCompany,
    },
    list: {
      rows: (employee, service) => service.store.garnishments.childrenOf(employee.uuid),
      sortBy: { created_at: (g) => g.seq },
    },
    create: {
      rules: GARNISHMENT_RULES,
      insert(values, employee, service) {
        const childSupport = checkGarnishment(values, null);
        return insertRecord(service, service.store.garnishments, {
          employeeUuid: employee.uuid,
          active: values.active ?? true,
          amount: values.amount,
          description: values.description ?? null,
          court_ordered: values.court_ordered,
          garnishment_type: values.garnishment_type ?? null,
          times: values.times ?? null,
          recurring: values.recurring ?? false,
          annual_maximum: values.annual_maximum ?? null,
          pay_period_maximum: values.pay_period_maximum ?? null,
          total_amount: values.total_amount ?? null,
          deduct_as_percentage: values.deduct_as_percentage ?? false,
          child_support: childSupport ?? null,
        });
      },
    },
    update: {
      rules: GARNISHMENT_RULES,
      apply(g, values) {
        const childSupport = checkGarnishment(values, g);
        const { child_support: _sent, garnishment_type: _type, ...rest } = values;
        assignFields(g, { ...rest, child_support: childSupport });
      },
    },
  }),
  // The child support agencies and what each needs (UPSTREAM A.11): one document, no parent.
  ...resourceRoutes({
    item: '/v1/garnishments/child_support',
    scopes: { read: 'garnishments:read' },
    find: () => CHILD_SUPPORT_AGENCIES,
    view: (agencies) => ({ agencies }),
  }),
];
