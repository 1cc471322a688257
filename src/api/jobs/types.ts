import type { DateString, DecimalString, OpenEnum } from '../common';
import type { MinimumWage } from '../employees/types';

/**
 * Unit of a pay rate; `Paycheck` is refused (contract.md#employees).
 *
 * @example
 * const unit: PaymentUnit = 'Hour';
 */
export type PaymentUnit = OpenEnum<'Hour' | 'Week' | 'Month' | 'Year'>;

/**
 * FLSA classification (contract.md#employees).
 *
 * @example
 * const status: FlsaStatus = 'Exempt';
 */
export type FlsaStatus = OpenEnum<
  | 'Exempt'
  | 'Salaried Nonexempt'
  | 'Nonexempt'
  | 'Owner'
  | 'Commission Only Exempt'
  | 'Commission Only Nonexempt'
>;

/**
 * One compensation of a job (contract.md#fields).
 *
 * @example
 * const rate: DecimalString = compensation.rate;
 */
export interface Compensation {
  uuid: string;
  version: string;
  job_uuid: string;
  employee_uuid: string;
  rate: DecimalString;
  payment_unit: PaymentUnit;
  flsa_status: FlsaStatus;
  effective_date: DateString;
  title?: string;
  adjust_for_minimum_wage?: boolean;
  minimum_wages?: Array<Pick<MinimumWage, 'uuid' | 'wage' | 'effective_date'>>;
}

/**
 * A job of an employee (contract.md#fields, contract.md#employees).
 *
 * @example
 * const primary = employee.jobs.find((job: Job) => job.primary);
 */
export interface Job {
  uuid: string;
  version: string;
  employee_uuid: string;
  title: string | null;
  hire_date: DateString;
  primary: boolean;
  rate?: DecimalString;
  payment_unit?: PaymentUnit;
  current_compensation_uuid?: string;
  two_percent_shareholder?: boolean;
  state_wc_covered?: boolean | null;
  state_wc_class_code?: string | null;
  location_uuid?: string | null;
  compensations?: Compensation[];
}

/**
 * Body of a job create; updates send a delta of it plus `version`.
 *
 * @example
 * const body: JobBody = { title: 'Engineer', hire_date: '2026-01-05' };
 */
export interface JobBody {
  title: string | null;
  hire_date: DateString;
  two_percent_shareholder?: boolean;
  state_wc_covered?: boolean | null;
  state_wc_class_code?: string | null;
}

/**
 * Body of a compensation create; updates send a delta of it plus `version`.
 *
 * @example
 * const body: CompensationBody = { rate: '42.00', payment_unit: 'Hour', flsa_status: 'Nonexempt' };
 */
export interface CompensationBody {
  rate: DecimalString;
  payment_unit: PaymentUnit;
  flsa_status: FlsaStatus;
  effective_date?: DateString;
  title?: string;
  adjust_for_minimum_wage?: boolean;
  minimum_wages?: Array<{ uuid: string }>;
}
