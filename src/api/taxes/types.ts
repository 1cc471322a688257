import type { DecimalString, OpenEnum } from '../common';

/**
 * W-4 filing status (contract.md#employees).
 *
 * @example
 * const status: FederalFilingStatus = 'Single';
 */
export type FederalFilingStatus = OpenEnum<
  'Single' | 'Married' | 'Head of Household' | 'Exempt from withholding'
>;

/**
 * Federal tax (W-4) details of an employee (contract.md#employees). Amounts come back as strings.
 *
 * @example
 * const status = federalTaxes.filing_status;
 */
export interface FederalTaxes {
  version: string;
  employee_uuid?: string;
  w4_data_type: OpenEnum<'rev_2020_w4' | 'pre_2020_w4'>;
  filing_status: FederalFilingStatus | null;
  extra_withholding: DecimalString | null;
  two_jobs: boolean | null;
  dependents_amount: DecimalString | null;
  other_income: DecimalString | null;
  deductions: DecimalString | null;
}

/**
 * Fields of `PUT /v1/employees/{id}/federal_taxes`; the service takes numbers here.
 *
 * @example
 * const delta: FederalTaxesUpdate = { w4_data_type: 'rev_2020_w4', filing_status: 'Single' };
 */
export interface FederalTaxesUpdate {
  w4_data_type: 'rev_2020_w4';
  filing_status: FederalFilingStatus;
  extra_withholding?: number;
  two_jobs?: boolean;
  dependents_amount?: number;
  other_income?: number;
  deductions?: number;
}

/**
 * One answer of a state tax question.
 *
 * @example
 * const answer: StateTaxAnswer = { value: 'S', valid_from: '2010-01-01', valid_up_to: null };
 */
export interface StateTaxAnswer {
  value: string | number | boolean | null;
  valid_from: string;
  valid_up_to: string | null;
}

/**
 * A question of one state's tax setup (contract.md#employees).
 *
 * @example
 * question.input_question_format.type === 'Select';
 */
export interface StateTaxQuestion {
  key: string;
  label: string;
  description: string | null;
  is_question_for_admin_only: boolean;
  input_question_format: {
    type: OpenEnum<'Text' | 'Number' | 'Select' | 'Currency' | 'Date'>;
    options?: Array<{ value: string | number | boolean; label: string }>;
  };
  answers: StateTaxAnswer[];
}

/**
 * One state of an employee's state taxes.
 *
 * @example
 * stateTaxes.map((state: StateTaxes) => state.state);
 */
export interface StateTaxes {
  employee_uuid: string;
  state: string;
  file_new_hire_report?: boolean | null;
  is_work_state: boolean;
  questions: StateTaxQuestion[];
}

/**
 * Body of `PUT /v1/employees/{id}/state_taxes`.
 *
 * @example
 * const body: StateTaxesUpdate = { states: [{ state: 'CA', questions: [] }] };
 */
export interface StateTaxesUpdate {
  states: Array<{ state: string; questions: Array<{ key: string; answers: StateTaxAnswer[] }> }>;
}
