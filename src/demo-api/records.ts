/**
 * The simulator's own records (it keeps its own types: a bug in the client's types must not hide
 * a bug here). Money is integer cents; rates keep their decimal text as sent.
 */
import type { CompanyOnboardingRecord } from './company/records';

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
  /** Company debit above which a fast (two-day) ACH payroll is blocked; cents, none when unset. */
  fastAchThreshold?: number | null;
}

export interface MinimumWageRecord {
  uuid: string;
  wage: string;
  wage_type: string;
  effective_date: string;
  authority: string;
  notes: string | null;
}

export interface LocationRecord {
  uuid: string;
  companyUuid: string;
  phone_number: string;
  street_1: string;
  street_2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  mailing_address: boolean;
  filing_address: boolean;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  minimumWages: MinimumWageRecord[];
}

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

export interface AddressRecord {
  uuid: string;
  employeeUuid: string;
  street_1: string;
  street_2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  effective_date: string;
  courtesy_withholding: boolean;
  seq: number;
}

export interface WorkAddressRecord {
  uuid: string;
  employeeUuid: string;
  location_uuid: string;
  effective_date: string;
  seq: number;
}

export interface CompensationRecord {
  uuid: string;
  jobUuid: string;
  employeeUuid: string;
  rate: string;
  payment_unit: string;
  flsa_status: string;
  effective_date: string;
  adjust_for_minimum_wage: boolean;
  minimumWageUuids: string[];
  processed: boolean;
  seq: number;
}

export interface JobRecord {
  uuid: string;
  employeeUuid: string;
  title: string;
  hire_date: string;
  two_percent_shareholder: boolean;
  state_wc_covered: boolean | null;
  state_wc_class_code: string | null;
  primary: boolean;
  seq: number;
}

export interface FederalTaxRecord {
  employeeUuid: string;
  filing_status: string | null;
  /** Cents. */
  extra_withholding: number;
  two_jobs: boolean | null;
  dependents_amount: number;
  other_income: number;
  deductions: number;
}

export interface BankAccountRecord {
  uuid: string;
  employeeUuid: string;
  name: string;
  routing_number: string;
  /** Kept to answer hidden_account_number and duplicate checks; never serialised in full. */
  account_number: string;
  account_type: string;
  seq: number;
}

export interface SplitRecord {
  bankAccountUuid: string;
  priority: number;
  split_amount: number | null;
}

export interface PaymentMethodRecord {
  employeeUuid: string;
  type: 'Check' | 'Direct Deposit';
  split_by: 'Percentage' | 'Amount' | null;
  splits: SplitRecord[];
}

export interface FormRecord {
  uuid: string;
  employeeUuid: string;
  name: string;
  title: string;
  description: string;
  year: number | null;
  requires_signing: boolean;
  signedAt: string | null;
  signature_text: string | null;
  signed_by_ip_address: string | null;
  seq: number;
}

export interface PayScheduleRecord {
  uuid: string;
  companyUuid: string;
  frequency: string;
  anchor_pay_date: string;
  anchor_end_of_pay_period: string;
  day_1: number | null;
  day_2: number | null;
  custom_name: string | null;
  auto_payroll: boolean;
  active: boolean;
  createdAt: string;
  seq: number;
}

/** The pay schedule assignment a company last applied (DECISIONS 44, 47 d). */
export interface PayScheduleAssignmentRecord {
  companyUuid: string;
  type: 'single' | 'hourly_salaried' | 'by_employee' | 'by_department';
  default_pay_schedule_uuid: string | null;
  hourly_pay_schedule_uuid: string | null;
  salaried_pay_schedule_uuid: string | null;
  partial_assignment: boolean;
}

/**
 * An employee's move from one pay schedule to another (DECISIONS 44): the old schedule pays their
 * periods ending on or before `oldThrough`, the new one those starting on or after `newFrom`, and a
 * transition payroll the days between, if any.
 */
export interface PayScheduleHandoverRecord {
  fromScheduleUuid: string;
  /** The last day of the old schedule's last period for them (the one in progress at the move). */
  oldThrough: string;
  toScheduleUuid: string;
  /** The first day of the new schedule's first period for them (the preview's `first_pay_period`). */
  newFrom: string;
}

export interface TimeOffPolicyRecord {
  uuid: string;
  companyUuid: string;
  name: string;
  policy_type: string;
  accrual_method: string;
  accrual_rate: string | null;
  accrual_rate_unit: string | null;
  paid_out_on_termination: boolean;
  accrual_waiting_period_days: number | null;
  carryover_limit_hours: string | null;
  max_accrual_hours_per_year: string | null;
  max_hours: string | null;
  policy_reset_date: string | null;
  complete: boolean;
  is_active: boolean;
  /** employee uuid → balance in thousandths of an hour (kept at 0 on unlimited policies, shown as null). */
  balances: Map<string, number>;
  /** Every balance movement, oldest first (`time_off_activities`, accrued/used of the balances). */
  activities: TimeOffActivityRecord[];
  createdAt: string;
  seq: number;
}

/** One balance movement of an employee on a policy (UPSTREAM D.1 time off activity). */
export interface TimeOffActivityRecord {
  employeeUuid: string;
  event_type:
    | 'TimeOffEvent::AddToPolicy'
    | 'TimeOffEvent::RemoveFromPolicy'
    | 'TimeOffEvent::BalanceUpdate'
    | 'TimeOffEvent::Accrual'
    | 'TimeOffEvent::AccrualReversal'
    | 'TimeOffEvent::RequestApproved'
    | 'TimeOffEvent::RequestReturned';
  event_description: string;
  effective_time: string;
  /** Balance after the event, thousandths of an hour. */
  balance: number;
  balance_change: number;
  /** The payroll an accrual came from, so cancelling that payroll takes it back. */
  payrollUuid: string | null;
  seq: number;
}

/** The company's holiday pay policy (UPSTREAM D.3): selected federal holiday keys and employees. */
export interface HolidayPayPolicyRecord {
  companyUuid: string;
  selected: string[];
  employeeUuids: string[];
}

export interface TimeOffRequestRecord {
  uuid: string;
  companyUuid: string;
  employeeUuid: string;
  policyUuid: string;
  status: 'pending' | 'approved' | 'declined' | 'consumed';
  start_date: string;
  end_date: string;
  /** date → thousandths of an hour. */
  days: Record<string, number>;
  employee_note: string | null;
  employer_note: string | null;
  /** Who filed it: the employee, or the admin for a pre-approved request. */
  initiator: { uuid: string; full_name: string } | null;
  approverUuid: string | null;
  /** The payroll that paid it (status `consumed`); a cancel of that payroll returns it to approved. */
  consumedByPayrollUuid: string | null;
  createdAt: string;
  seq: number;
}

export interface PayrollEntryRecord {
  employeeUuid: string;
  excluded: boolean;
  payment_method: 'Direct Deposit' | 'Check';
  memo: string | null;
  /** name → thousandths of an hour, per job. */
  hourly: { name: string; hours: number; jobUuid: string }[];
  fixed: { name: string; amount: number; jobUuid: string | null }[];
  /** Paid time off by policy (its uuid and name) or by a generic name alone. */
  paidTimeOff: {
    name: string;
    policyUuid: string | null;
    hours: number;
    /** Unused hours paid out on a dismissal payroll (`final_payout_unused_hours_input`). */
    finalPayoutHours?: number;
  }[];
  reimbursements: { uuid: string; amount: number; description: string | null }[];
  deductions: { uuid: string; name: string; amount: number; amount_type: 'fixed' | 'percent' }[];
}

export interface PayrollTotals {
  gross: number;
  employeeTaxes: number;
  employerTaxes: number;
  deductions: number;
  reimbursements: number;
  net: number;
  checkAmount: number;
}

export interface EmployeePayResult extends PayrollTotals {
  employeeUuid: string;
  taxes: { name: string; employer: boolean; amount: number }[];
  /** Amount of each hourly line, in the entry's order. */
  hourlyAmounts: number[];
  /** Amount of each paid-time-off line, in the entry's order. */
  timeOffAmounts: number[];
  /** Garnishments withheld after taxes (DECISIONS 59), in the order they were taken. */
  garnishments?: { uuid: string; name: string; amount: number; childSupport: boolean }[];
  /** Cents added to bring hourly pay up to the minimum wage. */
  minimumWageAdjustment: number;
  /** Wages subject to Social Security and Medicare (for year-to-date limits). */
  socialSecurityWages: number;
  medicareWages: number;
  futaWages: number;
  netByCheck: number;
}

/** A processing error entry (SPEC §7 shape). */
export interface ProcessingErrorRecord {
  error_key: string;
  category: string;
  message?: string;
  metadata?: Record<string, unknown>;
}

/** A submission blocker found after calculation (UPSTREAM E.7). */
export interface SubmissionBlockerRecord {
  blocker_type: string;
  blocker_name: string;
  unblock_options: { unblock_type: string; check_date: string; metadata: Record<string, unknown> }[];
  selected_option: string | null;
  status: 'unresolved' | 'resolved';
}

/** Off-cycle options (UPSTREAM E.6, DECISIONS 40); null on regular payrolls. */
export interface OffCycleOptions {
  withholding_pay_period: string | null;
  skip_regular_deductions: boolean | null;
  fixed_withholding_rate: boolean;
  is_check_only_payroll: boolean;
}

export interface PayrollRecord {
  uuid: string;
  companyUuid: string;
  payScheduleUuid: string | null;
  start_date: string;
  end_date: string;
  check_date: string;
  payroll_deadline: string;
  /** The dates first promised, for `payroll_status_meta` (payroll_late when check_date moved later). */
  initialCheckDate: string;
  initialDeadline: string;
  off_cycle: boolean;
  off_cycle_reason: string | null;
  offCycleOptions: OffCycleOptions | null;
  processed: boolean;
  processed_date: string | null;
  calculated_at: string | null;
  status: 'calculating' | 'calculate_success' | 'submitting' | 'submit_success' | 'processing_failed' | null;
  processingErrors: ProcessingErrorRecord[];
  /** Set by the demo's fail-next control: the next run of that step fails with these errors. */
  failNext: {
    calculate?: ProcessingErrorRecord[];
    submit?: ProcessingErrorRecord[];
    update?: ProcessingErrorRecord[];
  };
  submissionBlockers: SubmissionBlockerRecord[];
  paymentSpeedChanged: {
    original_check_date: string;
    current_check_date: string;
    original_debit_date: string;
    current_debit_date: string;
    reason: string;
  } | null;
  /** Set when `payroll.paid` has been published. */
  paid: boolean;
  /** Compensations this payroll froze when processed; a cancel unfreezes them. */
  frozenCompensationUuids: string[];
  prepared: boolean;
  entries: PayrollEntryRecord[];
  results: EmployeePayResult[] | null;
  createdAt: string;
  seq: number;
}

export interface EventRecord {
  uuid: string;
  event_type: string;
  resource_type: 'Company';
  resource_uuid: string;
  entity_type: string;
  entity_uuid: string;
  timestamp: number;
  seq: number;
}

export interface WebhookSubscriptionRecord {
  uuid: string;
  url: string;
  subscription_types: string[];
  status: 'pending' | 'verified' | 'unreachable' | 'removed';
  /** Secret: only ever sent to the subscriber's url, never in an API response. */
  verification_token: string;
  createdAt: string;
}

export interface WebhookDeliveryRecord {
  uuid: string;
  subscription_uuid: string;
  kind: 'verification' | 'event';
  event_uuid: string | null;
  event_type: string | null;
  url: string;
  body: string;
  signature: string;
  attempts: { at: string; status: number | null; ok: boolean }[];
  state: 'pending' | 'delivered' | 'failed';
  next_attempt_at: string | null;
}
