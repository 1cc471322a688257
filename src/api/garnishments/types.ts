import type { DecimalString, OpenEnum } from '../common';

/**
 * Kind of a garnishment order (UPSTREAM A.11); it cannot change once created.
 *
 * @example
 * const type: GarnishmentType = 'child_support';
 */
export type GarnishmentType = OpenEnum<
  | 'child_support'
  | 'federal_tax_lien'
  | 'state_tax_lien'
  | 'student_loan'
  | 'creditor_garnishment'
  | 'federal_loan'
  | 'other_garnishment'
>;

/**
 * How often a child support order is paid.
 *
 * @example
 * const period: ChildSupportPaymentPeriod = 'Monthly';
 */
export type ChildSupportPaymentPeriod = OpenEnum<
  'Every week' | 'Every other week' | 'Twice per month' | 'Monthly'
>;

/**
 * The agency fields of a child support order: the state's agency, its county (FIPS code) and the
 * order identifiers that agency requires.
 *
 * @example
 * const order: ChildSupportOrder = { state: 'FL', fips_code: '12011', payment_period: 'Monthly', case_number: 'FL-2026-118' };
 */
export interface ChildSupportOrder {
  state: string;
  fips_code: string;
  payment_period: ChildSupportPaymentPeriod;
  case_number?: string | null;
  order_number?: string | null;
  remittance_number?: string | null;
}

/**
 * Body of a garnishment create; updates send a delta of it plus `version`. Amounts are decimal
 * strings (a percent with `deduct_as_percentage`).
 *
 * @example
 * const body: GarnishmentBody = { court_ordered: true, amount: '100.00', garnishment_type: 'student_loan', recurring: true };
 */
export interface GarnishmentBody {
  amount: DecimalString;
  court_ordered: boolean;
  active?: boolean;
  description?: string | null;
  garnishment_type?: GarnishmentType | null;
  /** How many payrolls a non-recurring one is taken on. */
  times?: number | null;
  recurring?: boolean;
  annual_maximum?: DecimalString | null;
  pay_period_maximum?: DecimalString | null;
  total_amount?: DecimalString | null;
  deduct_as_percentage?: boolean;
  child_support?: ChildSupportOrder | null;
}

/**
 * A garnishment order of an employee (UPSTREAM A.11, DECISIONS 59): taken after taxes on every
 * payroll while `active`; never deleted, deactivated with `active: false`.
 *
 * @example
 * garnishments.filter((garnishment: Garnishment) => garnishment.active);
 */
export interface Garnishment extends GarnishmentBody {
  uuid: string;
  version: string;
  employee_uuid: string;
  active: boolean;
}

/**
 * A state's child support agency: its counties and the order identifiers it requires.
 *
 * @example
 * agency.required_attributes.map((attribute) => attribute.key); // ['case_number']
 */
export interface ChildSupportAgency {
  state: string;
  name: string;
  manual_payment_required: boolean;
  fips_codes: Array<{ code: string; county: string | null }>;
  required_attributes: Array<{ key: 'case_number' | 'order_number' | 'remittance_number'; label: string }>;
}
