export interface PayrollEntryRecord {
  employeeUuid: string;
  excluded: boolean;
  /** `Historical` on a payroll from the previous provider (DECISIONS 69). */
  payment_method: 'Direct Deposit' | 'Check' | 'Historical';
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
  /** Benefit lines (DECISIONS 68): each enrolment's deduction and company contribution, in enrolment order. */
  benefits?: {
    uuid: string;
    companyBenefitUuid: string;
    benefitType: number;
    name: string;
    treatment: 'deferral' | 'section125' | 'posttax';
    employeeDeduction: number;
    companyContribution: number;
  }[];
  /** The benefit deductions inside `deductions`, cents. */
  benefitDeductions?: number;
  /** Wages subject to federal and state income tax: gross less pre-tax benefit deductions. */
  incomeTaxWages?: number;
  /** Cents added to bring hourly pay up to the minimum wage. */
  minimumWageAdjustment: number;
  /** Wages subject to Social Security and Medicare (for year-to-date limits). */
  socialSecurityWages: number;
  medicareWages: number;
  futaWages: number;
  netByCheck: number;
  /** The recurring reimbursements this calculation paid (UPSTREAM-3 M.2), kept once processed. */
  recurringReimbursements?: {
    uuid: string;
    amount: number;
    description: string | null;
    recurring: boolean;
  }[];
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
  /** A payroll from the company's previous provider, processed from an external payroll (DECISIONS 69). */
  external?: boolean;
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
