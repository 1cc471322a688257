/**
 * Stored shapes of employee management (UPSTREAM-2 J, UPSTREAM A.11; DECISIONS 57–59). Money is
 * integer cents; a percent garnishment keeps its amount in hundredths of a percent.
 */

/** The one termination an employee may have (SPEC §7), keyed by the employee. */
export interface TerminationRecord {
  uuid: string;
  employeeUuid: string;
  /** The last day of work. */
  effective_date: string;
  run_termination_payroll: boolean;
  seq: number;
}

/** A rehire after a termination (UPSTREAM-2 J.3), keyed by the employee. */
export interface RehireRecord {
  uuid: string;
  employeeUuid: string;
  effective_date: string;
  file_new_hire_report: boolean;
  work_location_uuid: string;
  employment_status: string;
  two_percent_shareholder: boolean;
  /** The termination the rehire closed, restored when the rehire is deleted before it starts. */
  closedTermination: TerminationRecord;
  seq: number;
}

/** An employment that ended (a termination a rehire closed), for the employment history. */
export interface PastEmploymentRecord {
  employeeUuid: string;
  hire_date: string;
  termination_date: string;
  seq: number;
}

/** A garnishment order (UPSTREAM A.11, K.1). */
export interface GarnishmentRecord {
  uuid: string;
  employeeUuid: string;
  active: boolean;
  /** Cents, or hundredths of a percent with `deduct_as_percentage`. */
  amount: number;
  description: string | null;
  court_ordered: boolean;
  garnishment_type: string | null;
  times: number | null;
  recurring: boolean;
  /** Cents, or null for no limit. */
  annual_maximum: number | null;
  pay_period_maximum: number | null;
  total_amount: number | null;
  deduct_as_percentage: boolean;
  child_support: ChildSupportOrder | null;
  seq: number;
}

/** The agency fields of a child support order (UPSTREAM-2 K.1). */
export interface ChildSupportOrder {
  state: string;
  fips_code: string;
  payment_period: string;
  case_number: string | null;
  order_number: string | null;
  remittance_number: string | null;
}
