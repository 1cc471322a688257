/**
 * The child support agencies the demo knows (UPSTREAM-2 K.1): the state, its FIPS codes (a null
 * county is state-wide), the identifiers an order needs, and whether payment is manual (only
 * South Carolina, as of Sept 2024).
 */

/** An order identifier an agency requires. */
export type OrderIdKey = 'case_number' | 'order_number' | 'remittance_number';

/** One state's child support agency. */
export interface ChildSupportAgency {
  state: string;
  name: string;
  manual_payment_required: boolean;
  fips_codes: { code: string; county: string | null }[];
  required_attributes: { key: OrderIdKey; label: string }[];
}

const CASE = { key: 'case_number', label: 'Case Number' } as const;
const ORDER = { key: 'order_number', label: 'Order Number' } as const;
const REMITTANCE = { key: 'remittance_number', label: 'Remittance ID' } as const;

/** @example CHILD_SUPPORT_AGENCIES.find((a) => a.state === 'FL')?.required_attributes; */
export const CHILD_SUPPORT_AGENCIES: readonly ChildSupportAgency[] = [
  {
    state: 'CA',
    name: 'California State Disbursement Unit',
    manual_payment_required: false,
    fips_codes: [
      { code: '06000', county: null },
      { code: '06037', county: 'Los Angeles' },
    ],
    required_attributes: [CASE],
  },
  {
    state: 'FL',
    name: 'Florida State Disbursement Unit',
    manual_payment_required: false,
    fips_codes: [
      { code: '12000', county: null },
      { code: '12011', county: 'Broward' },
    ],
    required_attributes: [CASE],
  },
  {
    state: 'NY',
    name: 'New York State Child Support Processing Center',
    manual_payment_required: false,
    fips_codes: [{ code: '36000', county: null }],
    required_attributes: [CASE],
  },
  {
    state: 'OH',
    name: 'Ohio Child Support Payment Central',
    manual_payment_required: false,
    fips_codes: [{ code: '39000', county: null }],
    required_attributes: [CASE, ORDER],
  },
  {
    state: 'SC',
    name: 'South Carolina State Disbursement Unit',
    manual_payment_required: true,
    fips_codes: [{ code: '45000', county: null }],
    required_attributes: [CASE],
  },
  {
    state: 'TX',
    name: 'Texas State Disbursement Unit',
    manual_payment_required: false,
    fips_codes: [{ code: '48000', county: null }],
    required_attributes: [CASE, REMITTANCE],
  },
  {
    state: 'WA',
    name: 'Washington State Support Registry',
    manual_payment_required: false,
    fips_codes: [{ code: '53000', county: null }],
    required_attributes: [CASE],
  },
];

/** Child support payment periods (UPSTREAM A.11). */
export const CHILD_SUPPORT_PAYMENT_PERIODS = ['Every week', 'Every other week', 'Twice per month', 'Monthly'];
