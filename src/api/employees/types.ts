import type { DateString, DecimalString, OpenEnum } from '../common';
import type { Job } from '../jobs/types';

/**
 * Onboarding status of an employee (contract.md#employees).
 *
 * @example
 * const status: OnboardingStatus = 'admin_onboarding_incomplete';
 */
export type OnboardingStatus = OpenEnum<
  | 'onboarding_completed'
  | 'admin_onboarding_incomplete'
  | 'self_onboarding_pending_invite'
  | 'self_onboarding_invited'
  | 'self_onboarding_invited_started'
  | 'self_onboarding_invited_overdue'
  | 'self_onboarding_completed_by_employee'
  | 'self_onboarding_awaiting_admin_review'
>;

/**
 * How an employee is paid (contract.md#fields).
 *
 * @example
 * const method: PaymentMethodType = 'Direct Deposit';
 */
export type PaymentMethodType = OpenEnum<'Direct Deposit' | 'Check'>;

/**
 * Employment status (contract.md#employees).
 *
 * @example
 * const status: EmploymentStatus = 'full_time';
 */
export type EmploymentStatus = OpenEnum<
  'full_time' | 'part_time_under_twenty_hours' | 'part_time_twenty_plus_hours' | 'variable' | 'seasonal'
>;

/**
 * An employee record (contract.md#fields, contract.md#employees). The SSN is never returned; `has_ssn` tells.
 *
 * @example
 * const name = `${employee.first_name} ${employee.last_name}`;
 */
export interface Employee {
  uuid: string;
  version: string;
  company_uuid: string;
  first_name: string;
  last_name: string;
  middle_initial: string | null;
  preferred_first_name: string | null;
  email: string | null;
  work_email: string | null;
  phone: string | null;
  date_of_birth: DateString | null;
  has_ssn: boolean;
  terminated: boolean;
  onboarded: boolean;
  two_percent_shareholder?: boolean;
  onboarding_status: OnboardingStatus | null;
  current_employment_status?: EmploymentStatus | null;
  payment_method?: PaymentMethodType;
  employee_code?: string;
  department?: string | null;
  manager_uuid?: string | null;
  jobs: Job[];
  eligible_paid_time_off?: unknown[];
  terminations?: unknown[];
  garnishments?: unknown[];
  title?: string;
  hired_at?: DateString;
}

/**
 * Body of `POST /v1/companies/{company_id}/employees` (contract.md#employees).
 *
 * @example
 * const body: CreateEmployeeBody = { first_name: 'Ada', last_name: 'Lovelace' };
 */
export interface CreateEmployeeBody {
  first_name: string;
  last_name: string;
  middle_initial?: string;
  preferred_first_name?: string;
  email?: string | null;
  work_email?: string;
  date_of_birth?: DateString;
  /** Nine digits, no dashes. Goes to the service only; never logged or cached. */
  ssn?: string;
  self_onboarding?: boolean;
}

/**
 * Fields `PUT /v1/employees/{employee_id}` may change (contract.md#employees).
 *
 * @example
 * const delta: EmployeeUpdate = { first_name: 'Ada' };
 */
export interface EmployeeUpdate {
  first_name?: string;
  last_name?: string;
  middle_initial?: string | null;
  preferred_first_name?: string | null;
  email?: string;
  work_email?: string;
  date_of_birth?: DateString;
  ssn?: string;
  two_percent_shareholder?: boolean;
}

/**
 * Fields `sort_by` accepts on employees (contract.md#limits).
 *
 * @example
 * const field: EmployeeSortField = 'last_name';
 */
export type EmployeeSortField = 'name' | 'last_name' | 'first_name' | 'created_at' | 'onboarding_status';

/**
 * Minimum wage rule of a location (contract.md#fields).
 *
 * @example
 * const wage: DecimalString = minimumWage.wage;
 */
export interface MinimumWage {
  uuid: string;
  wage: DecimalString;
  wage_type: string;
  effective_date: DateString;
  authority: OpenEnum<'City' | 'State' | 'Federal'>;
  notes?: string;
}
