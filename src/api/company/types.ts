import type { DateString, DecimalString, OpenEnum } from '../common';
import type { Location } from '../locations/types';
import type { PostalAddressBody } from '../addresses/types';

/**
 * Where a company stands with the payroll provider's review (UPSTREAM-2 H.1).
 *
 * @example
 * const status: CompanyStatus = 'Not Approved';
 */
export type CompanyStatus = OpenEnum<'Approved' | 'Not Approved' | 'Suspended'>;

/**
 * A company (UPSTREAM-2 H.1). Fields without a value are left out, never `null`.
 *
 * @example
 * if (company.company_status === 'Approved') startFirstPayroll();
 */
export interface Company {
  uuid: string;
  name?: string;
  trade_name?: string;
  /** Nine digits, once federal tax details carry one. */
  ein?: string;
  entity_type?: string;
  contractor_only?: boolean;
  is_suspended?: boolean;
  company_status?: CompanyStatus;
  is_partner_managed?: boolean;
  join_date?: DateString;
  locations?: Location[];
  primary_signatory?: Signatory;
  primary_payroll_admin?: { first_name?: string; last_name?: string; email?: string; phone?: string };
}

/**
 * The id of a company onboarding step (UPSTREAM-2 H.1). A step added later still type-checks.
 *
 * @example
 * const step: CompanyOnboardingStepId = 'verify_bank_info';
 */
export type CompanyOnboardingStepId = OpenEnum<
  | 'add_addresses'
  | 'federal_tax_setup'
  | 'select_industry'
  | 'add_bank_info'
  | 'add_employees'
  | 'state_setup'
  | 'payroll_schedule'
  | 'sign_all_forms'
  | 'verify_bank_info'
  | 'external_payroll'
>;

/**
 * One step of a company's onboarding; `requirements` are the steps that must be done first.
 *
 * @example
 * const open = status.onboarding_steps.filter((step: CompanyOnboardingStep) => !step.completed);
 */
export interface CompanyOnboardingStep {
  id: CompanyOnboardingStepId;
  title: string;
  required: boolean;
  completed: boolean;
  completed_at?: string;
  skippable: boolean;
  requirements: CompanyOnboardingStepId[];
}

/**
 * A company's onboarding status, computed by the service from its records on every read.
 *
 * @example
 * if (status.onboarding_completed) showWaitingForApproval();
 */
export interface CompanyOnboardingStatus {
  uuid: string;
  onboarding_completed: boolean;
  onboarding_steps: CompanyOnboardingStep[];
}

/**
 * The company's federal tax details. The EIN itself is never read back (`has_ein`).
 *
 * @example
 * if (details.ein_verification?.status === 'failed') askForEinAgain();
 */
export interface FederalTaxDetails {
  version: string;
  tax_payer_type?: TaxPayerType;
  taxable_as_scorp?: boolean;
  filing_form?: '941' | '944';
  has_ein?: boolean;
  ein_verified?: boolean;
  ein_verification?: { status: OpenEnum<'pending' | 'verified' | 'failed'> };
  legal_name?: string;
  effective_date?: DateString;
  deposit_schedule?: OpenEnum<'Semiweekly' | 'Monthly'>;
}

/**
 * The entity type a company files federal taxes as.
 *
 * @example
 * const type: TaxPayerType = 'LLC';
 */
export type TaxPayerType = OpenEnum<
  | 'C-Corporation'
  | 'S-Corporation'
  | 'Sole proprietor'
  | 'LLC'
  | 'LLP'
  | 'Limited partnership'
  | 'Co-ownership'
  | 'Association'
  | 'Trusteeship'
  | 'General partnership'
  | 'Joint venture'
  | 'Non-Profit'
>;

/**
 * What a federal tax details update may send besides `version`: `ein` as 9 digits, dashes allowed.
 *
 * @example
 * const body: FederalTaxDetailsBody = { ein: '74-1234567', legal_name: 'Langley Analytics LLC', tax_payer_type: 'LLC', filing_form: '941' };
 */
export interface FederalTaxDetailsBody {
  legal_name?: string;
  ein?: string;
  tax_payer_type?: TaxPayerType;
  filing_form?: '941' | '944';
  taxable_as_scorp?: boolean;
}

/**
 * The company's industry (UPSTREAM-2 H.3): a 6-digit NAICS code and its 4-digit SIC codes.
 *
 * @example
 * const body: IndustrySelection = { naics_code: '541511' };
 */
export interface IndustrySelection {
  company_uuid?: string;
  naics_code: string;
  sic_codes?: string[];
  title?: string | null;
}

/**
 * How fast the company's payments go out and who disburses them (UPSTREAM-2 H.8).
 *
 * @example
 * if (config.payment_speed === '4-day') offerFasterPayments();
 */
export interface PaymentConfigs {
  company_uuid?: string;
  partner_uuid?: string;
  payment_speed?: OpenEnum<'1-day' | '2-day' | '4-day'>;
  /** Dollars as a decimal string. */
  fast_payment_limit?: DecimalString;
  partner_owned_disbursement?: boolean;
  earned_fast_ach_blockers?: { blocker_type: string; threshold: number }[];
}

/**
 * A payment configs update: at least one field.
 *
 * @example
 * const body: PaymentConfigsBody = { payment_speed: '2-day', fast_payment_limit: '5000.00' };
 */
export interface PaymentConfigsBody {
  payment_speed?: '1-day' | '2-day' | '4-day';
  fast_payment_limit?: DecimalString | null;
  partner_owned_disbursement?: boolean;
}

/**
 * The company's signatory (UPSTREAM-2 H.5): the SSN is write-only, shown as `has_ssn`.
 *
 * @example
 * const canSign = signatory.identity_verification_status === 'Pass';
 */
export interface Signatory {
  uuid: string;
  version: string;
  first_name?: string;
  last_name?: string;
  middle_initial?: string;
  title?: string;
  phone?: string;
  email?: string;
  birthday?: DateString;
  home_address?: SignatoryAddress;
  is_admin?: boolean;
  has_ssn?: boolean;
  identity_verification_status?: OpenEnum<'Pass' | 'Fail' | 'Skipped'> | null;
}

/**
 * A signatory's home address.
 *
 * @example
 * const home: SignatoryAddress = { street_1: '1 Lamar Blvd', city: 'Austin', state: 'TX', zip: '78703' };
 */
export type SignatoryAddress = PostalAddressBody;

/**
 * Body of a signatory invitation: who they are and where the service emails them; they give the
 * rest (SSN included) themselves.
 *
 * @example
 * const body: SignatoryInviteBody = { first_name: 'Mary', last_name: 'Jackson', email: 'mary@example.com', title: 'CFO' };
 */
export interface SignatoryInviteBody {
  first_name: string;
  last_name: string;
  email: string;
  title?: string;
}

/**
 * Body of a signatory create: every field but `middle_initial` is required.
 *
 * @example
 * const body: SignatoryBody = { first_name: 'Mary', last_name: 'Jackson', email: 'mary@example.com', title: 'Managing Member', phone: '5125550111', ssn: '123456789', birthday: '1981-04-09', home_address };
 */
export interface SignatoryBody {
  first_name: string;
  last_name: string;
  middle_initial?: string;
  email: string;
  title: string;
  phone: string;
  ssn: string;
  birthday: DateString;
  home_address: SignatoryAddress;
}
