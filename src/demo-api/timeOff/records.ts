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
