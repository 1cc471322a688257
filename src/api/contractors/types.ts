import type { DateString, DecimalString, OpenEnum } from '../common';
import type { PostalAddress } from '../addresses/types';

/**
 * A person paid on a 1099 (`Individual`) or a company (`Business`).
 *
 * @example
 * const type: ContractorType = 'Business';
 */
export type ContractorType = 'Individual' | 'Business';

/**
 * How a contractor is paid: a fixed wage per payment, or hours at their `hourly_rate`.
 *
 * @example
 * const wageType: ContractorWageType = 'Hourly';
 */
export type ContractorWageType = 'Fixed' | 'Hourly';

/**
 * Where a contractor is in onboarding (UPSTREAM-2 I.1): the admin path
 * (`admin_onboarding_incomplete` → `admin_onboarding_review` → `onboarding_completed`) or the
 * self-onboarding path (`self_onboarding_not_invited` → `…_invited` → `…_started` → `…_review`).
 *
 * @example
 * if (contractor.onboarding_status === 'admin_onboarding_review') askToFinish();
 */
export type ContractorOnboardingStatusName = OpenEnum<
  | 'admin_onboarding_incomplete'
  | 'admin_onboarding_review'
  | 'self_onboarding_not_invited'
  | 'self_onboarding_invited'
  | 'self_onboarding_started'
  | 'self_onboarding_review'
  | 'onboarding_completed'
>;

/**
 * A contractor as the service sends it. The SSN never comes back (`has_ssn`), the EIN only
 * masked (`XX-XXX6789`, `has_ein`).
 *
 * @example
 * const name = contractor.type === 'Business' ? contractor.business_name : `${contractor.first_name} ${contractor.last_name}`;
 */
export interface Contractor {
  uuid: string;
  company_uuid?: string;
  version: string;
  type?: ContractorType;
  wage_type?: ContractorWageType;
  hourly_rate?: DecimalString;
  start_date?: DateString;
  is_active?: boolean;
  self_onboarding?: boolean;
  email?: string;
  first_name?: string;
  last_name?: string;
  middle_initial?: string;
  has_ssn?: boolean;
  file_new_hire_report?: boolean;
  work_state?: string;
  business_name?: string;
  /** Masked: `XX-XXX6789`. */
  ein?: string;
  has_ein?: boolean;
  onboarded?: boolean;
  onboarding_status?: ContractorOnboardingStatusName;
  payment_method?: OpenEnum<'Direct Deposit' | 'Check'>;
  address?: ContractorAddress;
  dismissal_date?: DateString;
  upcoming_employment?: { start_date?: DateString } | null;
}

/**
 * Body of a contractor create (DECISIONS 55): `wage_type` and `start_date` always; names for an
 * Individual, `business_name` for a Business; `hourly_rate` when Hourly; `email` to self-onboard.
 *
 * @example
 * const body: ContractorBody = { type: 'Individual', wage_type: 'Hourly', hourly_rate: '42.50', start_date: '2026-06-01', first_name: 'Katherine', last_name: 'Johnson', ssn: '123456789' };
 */
export interface ContractorBody {
  type?: ContractorType;
  wage_type: ContractorWageType;
  start_date: DateString;
  hourly_rate?: DecimalString | null;
  self_onboarding?: boolean;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  middle_initial?: string | null;
  /** Nine digits; write-only. */
  ssn?: string | null;
  file_new_hire_report?: boolean;
  work_state?: string | null;
  business_name?: string | null;
  /** Nine digits (a hyphen after the second is tolerated); write-only. */
  ein?: string | null;
  is_active?: boolean;
}

/**
 * One onboarding step of a contractor (`basic_details`, `add_address`, `compensation_details`,
 * `payment_details`, `sign_documents`, `file_new_hire_report`).
 *
 * @example
 * const open = steps.filter((step: ContractorOnboardingStep) => step.required && !step.completed);
 */
export interface ContractorOnboardingStep {
  id: OpenEnum<
    | 'basic_details'
    | 'add_address'
    | 'compensation_details'
    | 'payment_details'
    | 'sign_documents'
    | 'file_new_hire_report'
  >;
  title?: string;
  required?: boolean;
  completed?: boolean;
  requirements?: string[];
}

/**
 * A contractor's onboarding status with its steps, as the service computes them from what is on file.
 *
 * @example
 * const { onboarding_status, onboarding_steps } = status;
 */
export interface ContractorOnboardingStatus {
  uuid: string;
  onboarding_status?: ContractorOnboardingStatusName;
  onboarding_steps?: ContractorOnboardingStep[];
}

/**
 * A contractor's one address (created with the contractor, replaced whole by an update).
 *
 * @example
 * const line = `${address.street_1}, ${address.city}, ${address.state} ${address.zip}`;
 */
export interface ContractorAddress extends Partial<PostalAddress> {
  version: string;
  contractor_uuid?: string;
  active?: boolean;
}

/**
 * Body of a contractor address update (every field but `street_2` required).
 *
 * @example
 * const body: ContractorAddressBody = { street_1: '300 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
 */
export interface ContractorAddressBody {
  street_1: string;
  street_2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/**
 * Filters of the contractor list.
 *
 * @example
 * const query: ContractorListQuery = { searchTerm: 'johnson', onboarded: true, page: 1, per: 25 };
 */
export interface ContractorListQuery {
  searchTerm?: string;
  onboarded?: boolean;
  terminated?: boolean;
  page?: number;
  per?: number;
}
