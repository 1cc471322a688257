import type { DateString, OpenEnum } from '../common';

/**
 * The columns a custom report offers (UPSTREAM-3 N.1, the 2026-06-15 list).
 *
 * @example
 * const columns: ReportColumn[] = ['employee_last_name', 'gross_earnings', 'net_pay'];
 */
export type ReportColumn =
  | 'additional_earnings'
  | 'bank_account_account_number'
  | 'bank_account_routing_number'
  | 'bank_account_type'
  | 'bank_account'
  | 'bonus'
  | 'cash_tips'
  | 'check_amount'
  | 'check_date'
  | 'commission'
  | 'date_of_birth'
  | 'double_overtime_earnings'
  | 'double_overtime_hours'
  | 'double_overtime_rate'
  | 'employee_additional_taxes'
  | 'employee_benefit_contributions'
  | 'employee_compensation_time_period'
  | 'employee_compensation'
  | 'employee_deductions'
  | 'employee_department'
  | 'employee_email'
  | 'employee_donations'
  | 'employee_federal_income_tax'
  | 'employee_first_name'
  | 'employee_last_name'
  | 'employee_middle_initial'
  | 'employee_medicare_additional_tax'
  | 'employee_medicare_tax'
  | 'employee_phone_number'
  | 'employee_social_security_tax'
  | 'employee_state_income_tax'
  | 'employee_taxes'
  | 'employee_uuid'
  | 'employee_work_email'
  | 'employer_additional_taxes'
  | 'employer_benefit_contributions'
  | 'employer_cost'
  | 'employer_futa_tax'
  | 'employer_medicare_tax'
  | 'employer_social_security_tax'
  | 'employer_suta_tax'
  | 'employer_taxes'
  | 'employment_type'
  | 'employment'
  | 'end_date'
  | 'garnishments'
  | 'gross_earnings'
  | 'holiday_earnings'
  | 'holiday_hours'
  | 'home_address_city'
  | 'home_address_state'
  | 'home_address_street'
  | 'home_address_zip'
  | 'home_address'
  | 'job_title'
  | 'net_pay'
  | 'one_time_reimbursements'
  | 'overtime_earnings'
  | 'overtime_hours'
  | 'overtime_rate'
  | 'paid_time_off_earnings'
  | 'paid_time_off_hours'
  | 'paid_time_off_rate'
  | 'pay_period_end'
  | 'pay_period_start'
  | 'paycheck_tips'
  | 'payment_method'
  | 'payroll_type'
  | 'payroll_uuid'
  | 'preferred_first_name'
  | 'recurring_reimbursements'
  | 'regular_earnings'
  | 'regular_hours'
  | 'regular_rate'
  | 'reimbursements'
  | 'risk_class_code'
  | 'sick_rate'
  | 'sick_time_off_earnings'
  | 'sick_time_off_hours'
  | 'start_date'
  | 'total_employer_benefit_contributions'
  | 'total_time_off_earnings'
  | 'total_time_off_hours'
  | 'work_address_city'
  | 'work_address_street'
  | 'work_address_zip';

/**
 * What a custom report's rows are made of: the paychecks that share each grouping's value.
 *
 * @example
 * const groupings: ReportGrouping[] = ['payroll', 'employee']; // one row per paycheck
 */
export type ReportGrouping = 'payroll' | 'employee' | 'work_address' | 'work_address_state';

/**
 * The file a report is written in.
 *
 * @example
 * const fileType: ReportFileType = 'csv';
 */
export type ReportFileType = 'csv' | 'json' | 'pdf';

/**
 * Which date of a payroll a report's `start_date`/`end_date` filter on.
 *
 * @example
 * const filter: ReportDateFilter = 'check_date';
 */
export type ReportDateFilter = 'period_end_date' | 'period_start_date' | 'check_date';

/**
 * The body of a custom report (UPSTREAM-3 N.1): the columns (required), the groupings, the file
 * type (required), a name, a totals row, and the filters.
 *
 * @example
 * const body: CustomReportBody = { columns: ['gross_earnings'], groupings: ['payroll'], file_type: 'csv', with_totals: true };
 */
export interface CustomReportBody {
  columns: ReportColumn[];
  groupings?: ReportGrouping[];
  file_type: ReportFileType;
  custom_name?: string | null;
  with_totals?: boolean;
  date_filter_type?: ReportDateFilter;
  start_date?: DateString | null;
  end_date?: DateString | null;
  dismissed_start_date?: DateString | null;
  dismissed_end_date?: DateString | null;
  payment_method?: 'check' | 'direct_deposit' | null;
  employment_type?:
    | 'exempt'
    | 'salaried_nonexempt'
    | 'nonexempt'
    | 'commission_only_exempt'
    | 'commission_only_nonexempt'
    | null;
  employment_status?:
    | 'active_full_time'
    | 'active_part_time'
    | 'active_part_time_eligible'
    | 'active_variable'
    | 'active_seasonal'
    | 'active'
    | 'dismissed'
    | null;
  employee_uuids?: string[] | null;
  department_uuids?: string[] | null;
  work_address_uuids?: string[] | null;
}

/**
 * What a custom report request answers: the request to poll.
 *
 * @example
 * const { request_uuid } = created;
 */
export interface CustomReportRequest {
  request_uuid?: string;
  company_uuid?: string;
  custom_name?: string | null;
  file_type?: OpenEnum<ReportFileType>;
}

/**
 * How a general ledger is split: `default` (whole), by `job`, by `department`, or in the accounts
 * of an accounting `integration` (then `integration_type` is required, else it must be absent).
 *
 * @example
 * const aggregation: LedgerAggregation = 'job';
 */
export type LedgerAggregation = 'default' | 'job' | 'department' | 'integration';

/**
 * The body of a payroll's general ledger.
 *
 * @example
 * const body: GeneralLedgerBody = { aggregation: 'integration', integration_type: 'qbo' };
 */
export interface GeneralLedgerBody {
  aggregation: LedgerAggregation;
  integration_type?: 'xero' | 'qbo' | null;
}

/**
 * What a general ledger request answers: the request to poll (the file is JSON).
 *
 * @example
 * const { request_uuid } = ledger;
 */
export interface GeneralLedgerRequest {
  payroll_uuid?: string;
  aggregation?: OpenEnum<LedgerAggregation>;
  integration_type?: string | null;
  request_uuid?: string;
}

/**
 * The years of an annual FICA wage report: from 2011, to this year at most.
 *
 * @example
 * const body: FicaWageReportBody = { start_year: 2025, end_year: 2026 };
 */
export interface FicaWageReportBody {
  start_year: number;
  end_year: number;
}

/**
 * What an annual FICA wage report request answers (202): the request to poll.
 *
 * @example
 * const { request_uuid } = accepted;
 */
export interface FicaWageReportRequest {
  request_uuid: string;
  company_uuid: string;
  start_year: number;
  end_year: number;
}

/**
 * Where a report is: `pending` while the service prepares it, then `succeeded` (its
 * `report_urls` ready, each valid ten minutes) or `failed`.
 *
 * @example
 * const ready: ReportStatus = 'succeeded';
 */
export type ReportStatus = OpenEnum<'pending' | 'succeeded' | 'failed'>;

/**
 * A report being prepared, or ready (UPSTREAM-3 N.1 `Report`).
 *
 * @example
 * if (report.status === 'succeeded') await downloadReport(client, report.report_urls![0]!);
 */
export interface Report {
  request_uuid?: string;
  status?: ReportStatus;
  report_urls?: string[];
}

/**
 * A report template: the columns and groupings to start a custom report from (only
 * `payroll_journal`).
 *
 * @example
 * const body: CustomReportBody = { columns: template.columns, groupings: template.groupings, file_type: 'csv' };
 */
export interface ReportTemplate {
  columns: ReportColumn[];
  groupings: ReportGrouping[];
  company_uuid?: string;
  report_type?: string;
}
