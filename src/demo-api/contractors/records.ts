/**
 * The stored shapes of contractors and their payments (UPSTREAM-2 I, DECISIONS 55–56). Wire shapes
 * are made from these in `views.ts` here; money is integer cents, hours integer thousandths.
 */

/** Onboarding states of UPSTREAM-2 I.1: the admin path and the self-onboarding path. */
export type ContractorOnboardingStatus =
  | 'admin_onboarding_incomplete'
  | 'admin_onboarding_review'
  | 'self_onboarding_not_invited'
  | 'self_onboarding_invited'
  | 'self_onboarding_started'
  | 'self_onboarding_review'
  | 'onboarding_completed';

/** A contractor's one address (UPSTREAM-2 I.2), blank until first saved. */
export interface ContractorAddressRecord {
  street_1: string | null;
  street_2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** One period of work: a rehire starts a new one and keeps the one before for its undo. */
export interface ContractorEmploymentRecord {
  start_date: string;
  /** The last day worked, once a dismissal is on file. */
  dismissal_date: string | null;
}

/** A contractor (UPSTREAM-2 I.1). The SSN and EIN never leave the store unmasked. */
export interface ContractorRecord {
  uuid: string;
  companyUuid: string;
  seq: number;
  createdAt: string;
  type: 'Individual' | 'Business';
  wage_type: 'Fixed' | 'Hourly';
  /** Cents per hour, Hourly only. */
  hourlyRate: number | null;
  self_onboarding: boolean;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  middle_initial: string | null;
  ssn: string | null;
  business_name: string | null;
  ein: string | null;
  file_new_hire_report: boolean;
  work_state: string | null;
  onboarding_status: ContractorOnboardingStatus;
  address: ContractorAddressRecord;
  /** `null` until the admin (or the contractor) chooses. */
  paymentMethod: 'Direct Deposit' | 'Check' | null;
  employment: ContractorEmploymentRecord;
  /** The period a pending rehire replaced, restored by `DELETE …/rehire`. */
  previousEmployment: ContractorEmploymentRecord | null;
}

export type ContractorPaymentMethod = 'Direct Deposit' | 'Check' | 'Historical Payment';
