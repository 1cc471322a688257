import type { UsAddress } from '../formats/addressRules';
/**
 * The stored shapes of company onboarding (UPSTREAM-2 H, DECISIONS 48–54): what a partner-managed
 * company holds beside its `CompanyRecord`. Wire shapes are made from these in `views.ts` here.
 */

/** A company's federal tax details (UPSTREAM-2 H.2); the EIN lives on the company. */
export interface CompanyFederalTaxRecord {
  legal_name: string | null;
  tax_payer_type: string | null;
  filing_form: string | null;
  taxable_as_scorp: boolean;
}

/** The industry selection (UPSTREAM-2 H.3). */
export interface IndustryRecord {
  naics_code: string;
  sic_codes: string[];
  title: string | null;
}

/** Payment configs (UPSTREAM-2 H.8); the limit in integer cents. */
export interface PaymentConfigRecord {
  payment_speed: '1-day' | '2-day' | '4-day';
  fast_payment_limit: number | null;
  partner_owned_disbursement: boolean;
}

/** A company's onboarding facts that are stored rather than computed (DECISIONS 49–53). */
export interface CompanyOnboardingRecord {
  tradeName: string | null;
  contractorOnly: boolean;
  partnerManaged: boolean;
  onboardingCompletedAt: string | null;
  approved: boolean;
  federalTax: CompanyFederalTaxRecord;
  industry: IndustryRecord | null;
  paymentConfig: PaymentConfigRecord;
  primaryAdmin: { first_name: string; last_name: string; email: string; phone: string | null } | null;
}

/** An access token issued for one partner-managed company (DECISIONS 49). */
export interface CompanyAccessTokenRecord {
  companyUuid: string;
  /** Epoch ms after which the token answers 401. */
  expiresAt: number;
}

/** A company bank account (UPSTREAM-2 H.4, DECISIONS 52). The full number never leaves the store. */
export interface CompanyBankAccountRecord {
  uuid: string;
  companyUuid: string;
  routing_number: string;
  account_number: string;
  account_type: 'Checking' | 'Savings';
  verification_status: 'awaiting_deposits' | 'ready_for_verification' | 'verified';
  /** Disabled accounts were replaced by a newer one or deleted; they stay for history only. */
  disabled: boolean;
  /** Wrong verification attempts in the current round of test deposits (5 allowed). */
  attempts: number;
  /** Which round of test deposits this is: new deposits after the attempts run out differ. */
  depositRound: number;
  createdAt: string;
  seq: number;
}

/** The company signatory (UPSTREAM-2 H.5). `ssn` is write-only: views show `has_ssn`. */
export interface SignatoryRecord {
  uuid: string;
  companyUuid: string;
  first_name: string;
  last_name: string;
  middle_initial: string | null;
  email: string;
  title: string | null;
  phone: string | null;
  birthday: string | null;
  ssn: string | null;
  home_address: UsAddress | null;
  invited: boolean;
  createdAt: string;
}

/** A company form (UPSTREAM-2 H.7, DECISIONS 53). */
export interface CompanyFormRecord {
  uuid: string;
  companyUuid: string;
  name: string;
  title: string;
  description: string;
  year: number;
  state: string | null;
  signedAt: string | null;
  signature_text: string | null;
  signed_by_ip_address: string | null;
  seq: number;
}

/** Saved answers of one state's tax requirements: `${setKey}|${effective_from ?? ''}|${key}` → value. */
export type StateTaxValues = Map<string, boolean | string | number | null>;
export interface CompanyRecord {
  uuid: string;
  name: string;
  ein: string;
  archived: boolean;
  replacementCompanyUuid: string | null;
  createdAt: string;
  /** Onboarding facts that are stored; steps and blockers are computed from the records (DECISIONS 50). */
  onboarding: CompanyOnboardingRecord;
  suspended: boolean;
  /** Payroll blocker keys a test set (UPSTREAM E.9), beside the ones derived from real state. */
  payrollBlockerKeys?: string[];
}
