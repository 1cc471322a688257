export type OnboardingStatus =
  | 'admin_onboarding_incomplete'
  | 'self_onboarding_pending_invite'
  | 'self_onboarding_invited'
  | 'self_onboarding_invited_started'
  | 'self_onboarding_invited_overdue'
  | 'self_onboarding_completed_by_employee'
  | 'self_onboarding_awaiting_admin_review'
  | 'onboarding_completed';
export interface EmployeeRecord {
  uuid: string;
  companyUuid: string;
  first_name: string;
  last_name: string;
  middle_initial: string | null;
  preferred_first_name: string | null;
  email: string | null;
  work_email: string | null;
  phone: string | null;
  date_of_birth: string | null;
  /** Kept only to answer has_ssn; never serialised. */
  ssn: string | null;
  /** Bumped when the SSN changes, so the version moves without hashing the SSN itself. */
  ssnRevision: number;
  two_percent_shareholder: boolean;
  onboarding_status: OnboardingStatus;
  createdAt: string;
  /** Set once the partner saves a payment method or adds a bank account. */
  paymentMethodChosen: boolean;
  /** Precomputed, lower-cased sort keys (DECISIONS 35) so a 5,000-row list sorts cheaply. */
  sortLast: string;
  sortFirst: string;
  seq: number;
}
