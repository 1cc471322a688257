import { ApiError, invalidAttribute, missingParameter, type ErrorEntry } from '../errors';
import { hoursText, money } from '../money/money';
import type { DemoService } from '../service';
import { paychecksOf, type Paycheck } from './paycheck';
import { REPORT_COLUMNS, REPORT_GROUPINGS } from './reportColumns';
import type { ReportFileType } from './records';

/**
 * The custom report (UPSTREAM-3 N.1, DECISIONS 73): the body read (every problem at once, each on
 * its field), the company's paychecks filtered, grouped into rows and, with `with_totals`, a totals
 * row that adds the rows up.
 */

/** What a custom report asks for, as read from its body. */
export interface CustomReportRequest {
  columns: string[];
  groupings: string[];
  fileType: ReportFileType;
  customName: string | null;
  withTotals: boolean;
  dateFilterType: 'period_end_date' | 'period_start_date' | 'check_date';
  startDate: string | null;
  endDate: string | null;
  dismissedStartDate: string | null;
  dismissedEndDate: string | null;
  paymentMethod: 'check' | 'direct_deposit' | null;
  employmentType: string | null;
  employmentStatus: string | null;
  employeeUuids: string[] | null;
  departmentUuids: string[] | null;
  workAddressUuids: string[] | null;
}

const FILE_TYPES = ['csv', 'json', 'pdf'];
const DATE_FILTER_TYPES = ['period_end_date', 'period_start_date', 'check_date'];
const PAYMENT_METHODS = ['check', 'direct_deposit'];
/** The report's employment types and the FLSA status each is. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  exempt: 'Exempt',
  salaried_nonexempt: 'Salaried Nonexempt',
  nonexempt: 'Nonexempt',
  commission_only_exempt: 'Commission Only Exempt',
  commission_only_nonexempt: 'Commission Only Nonexempt',
};
const EMPLOYMENT_STATUSES = [
  'active_full_time',
  'active_part_time',
  'active_part_time_eligible',
  'active_variable',
  'active_seasonal',
  'active',
  'dismissed',
];
const BODY_FIELDS = new Set([
  'columns',
  'groupings',
  'file_type',
  'custom_name',
  'with_totals',
  'date_filter_type',
  'start_date',
  'end_date',
  'dismissed_start_date',
  'dismissed_end_date',
  'payment_method',
  'employment_type',
  'employment_status',
  'employee_uuids',
  'department_uuids',
  'work_address_uuids',
]);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date `YYYY-MM-DD`. */
function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * Reads a custom report's body: `columns` (required, each one the service offers, none twice),
 * `groupings` (optional, each one offered), `file_type` (required), the filters. Every problem at
 * once, each on its field: 422 `missing_parameter` or `invalid_attribute_value`.
 *
 * @example
 * readCustomReport({ columns: ['gross_earnings'], file_type: 'csv' }).groupings; // []
 */
export function readCustomReport(body: Record<string, unknown>): CustomReportRequest {
  const problems: ErrorEntry[] = [];
  for (const key of Object.keys(body))
    if (!BODY_FIELDS.has(key)) problems.push(invalidAttribute(key, `${key} is not a field of a report.`));
  const list = (key: string, offered: Record<string, unknown>, required: boolean): string[] => {
    const value = body[key];
    if (value === undefined || value === null) {
      if (required) problems.push(missingParameter(key));
      return [];
    }
    if (
      !Array.isArray(value) ||
      (required && value.length === 0) ||
      value.some((v) => typeof v !== 'string' || !Object.hasOwn(offered, v)) ||
      new Set(value).size !== value.length
    ) {
      const unknown = Array.isArray(value)
        ? value.filter((v) => typeof v !== 'string' || !Object.hasOwn(offered, v)).map(String)
        : [];
      problems.push(
        invalidAttribute(
          key,
          unknown.length > 0
            ? `${key} has values the service does not offer: ${unknown.slice(0, 5).join(', ')}.`
            : `${key} must be a list of the ${key} the service offers, each once.`,
          unknown.length > 0 ? { unknown: unknown.slice(0, 20) } : undefined,
        ),
      );
      return [];
    }
    return value as string[];
  };
  const choice = <T extends string>(key: string, values: readonly string[], required = false): T | null => {
    const value = body[key];
    if (value === undefined || value === null) {
      if (required) problems.push(missingParameter(key));
      return null;
    }
    if (typeof value !== 'string' || !values.includes(value)) {
      problems.push(invalidAttribute(key, `${key} must be one of ${values.join(', ')}.`));
      return null;
    }
    return value as T;
  };
  const date = (key: string): string | null => {
    const value = body[key];
    if (value === undefined || value === null) return null;
    if (!isDate(value)) {
      problems.push(invalidAttribute(key, `${key} must be a date as YYYY-MM-DD.`));
      return null;
    }
    return value;
  };
  const uuids = (key: string): string[] | null => {
    const value = body[key];
    if (value === undefined || value === null) return null;
    if (!Array.isArray(value) || value.length > 100 || value.some((v) => typeof v !== 'string')) {
      problems.push(invalidAttribute(key, `${key} must be a list of at most 100 uuids.`));
      return null;
    }
    return value as string[];
  };

  const columns = list('columns', REPORT_COLUMNS, true);
  const groupings = list('groupings', REPORT_GROUPINGS, false);
  const fileType = choice<ReportFileType>('file_type', FILE_TYPES, true);
  const customName = body.custom_name;
  if (
    customName !== undefined &&
    customName !== null &&
    (typeof customName !== 'string' || customName.length > 255)
  )
    problems.push(invalidAttribute('custom_name', 'custom_name must be text of at most 255 characters.'));
  const withTotals = body.with_totals;
  if (withTotals !== undefined && withTotals !== null && typeof withTotals !== 'boolean')
    problems.push(invalidAttribute('with_totals', 'with_totals must be true or false.'));
  const dateFilterType = choice<CustomReportRequest['dateFilterType']>('date_filter_type', DATE_FILTER_TYPES);
  const startDate = date('start_date');
  const endDate = date('end_date');
  if (startDate && endDate && endDate < startDate)
    problems.push(invalidAttribute('end_date', 'end_date must not be before start_date.'));
  const dismissedStartDate = date('dismissed_start_date');
  const dismissedEndDate = date('dismissed_end_date');
  if (dismissedStartDate && dismissedEndDate && dismissedEndDate < dismissedStartDate)
    problems.push(
      invalidAttribute('dismissed_end_date', 'dismissed_end_date must not be before dismissed_start_date.'),
    );
  const paymentMethod = choice<'check' | 'direct_deposit'>('payment_method', PAYMENT_METHODS);
  const employmentType = choice<string>('employment_type', Object.keys(EMPLOYMENT_TYPES));
  const employmentStatus = choice<string>('employment_status', EMPLOYMENT_STATUSES);
  const employeeUuids = uuids('employee_uuids');
  const departmentUuids = uuids('department_uuids');
  const workAddressUuids = uuids('work_address_uuids');
  if (problems.length > 0) throw new ApiError(422, problems);
  return {
    columns,
    groupings,
    fileType: fileType!,
    customName: typeof customName === 'string' ? customName : null,
    withTotals: withTotals === true,
    dateFilterType: dateFilterType ?? 'check_date',
    startDate,
    endDate,
    dismissedStartDate,
    dismissedEndDate,
    paymentMethod,
    employmentType,
    employmentStatus,
    employeeUuids,
    departmentUuids,
    workAddressUuids,
  };
}

/** The last day of work of an employee's termination, if any. */
function lastDayOf(service: DemoService, employeeUuid: string): string | undefined {
  for (const t of service.store.terminations.values())
    if (t.employeeUuid === employeeUuid) return t.effective_date;
  return undefined;
}

/** Whether a paycheck passes the report's filters. */
function passes(check: Paycheck, request: CustomReportRequest, service: DemoService): boolean {
  const day =
    request.dateFilterType === 'check_date'
      ? check.payroll.check_date
      : request.dateFilterType === 'period_start_date'
        ? check.payroll.start_date
        : check.payroll.end_date;
  if (request.startDate && day < request.startDate) return false;
  if (request.endDate && day > request.endDate) return false;
  const uuid = check.entry.employeeUuid;
  if (request.employeeUuids && !request.employeeUuids.includes(uuid)) return false;
  // The demo keeps no departments: a department filter matches no one.
  if (request.departmentUuids && request.departmentUuids.length > 0) return false;
  if (request.workAddressUuids && !request.workAddressUuids.includes(REPORT_GROUPINGS.work_address!(check)))
    return false;
  if (request.paymentMethod) {
    const method = check.entry.payment_method === 'Check' ? 'check' : 'direct_deposit';
    if (method !== request.paymentMethod) return false;
  }
  if (request.employmentType && check.compensation?.flsa_status !== EMPLOYMENT_TYPES[request.employmentType])
    return false;
  const lastDay = lastDayOf(service, uuid);
  if (request.employmentStatus) {
    const dismissed = lastDay !== undefined && lastDay < service.clock.today();
    if ((request.employmentStatus === 'dismissed') !== dismissed) return false;
  }
  if (request.dismissedStartDate || request.dismissedEndDate) {
    if (!lastDay) return false;
    if (request.dismissedStartDate && lastDay < request.dismissedStartDate) return false;
    if (request.dismissedEndDate && lastDay > request.dismissedEndDate) return false;
  }
  return true;
}

/** A report's table: its columns, its rows (wire values) and, with totals, the totals row. */
export interface ReportTable {
  columns: string[];
  rows: Record<string, string>[];
  totals: Record<string, string> | null;
}

/** One cell of a row of paychecks: money and hours summed, text when they all agree. */
function cell(name: string, checks: readonly Paycheck[]): string {
  const column = REPORT_COLUMNS[name]!;
  if (column.kind === 'text') {
    const values = new Set(checks.map((c) => column.read(c)));
    return values.size === 1 ? [...values][0]! : '';
  }
  const total = checks.reduce((t, c) => t + column.read(c), 0);
  return column.kind === 'money' ? money(total) : hoursText(total);
}

/**
 * The report's table from the company's processed payrolls: rows of the paychecks that share
 * every grouping's value (no grouping: one row per paycheck), in check-date order; the totals row
 * sums the money and hours columns over every row, so it adds up to the cent.
 *
 * @example
 * customReportTable(service, companyUuid, request).rows[0].gross_earnings; // '3269.23'
 */
export function customReportTable(
  service: DemoService,
  companyUuid: string,
  request: CustomReportRequest,
): ReportTable {
  const checks = paychecksOf(service.store, companyUuid).filter((c) => passes(c, request, service));
  const groups = new Map<string, Paycheck[]>();
  checks.forEach((check, i) => {
    const key =
      request.groupings.length === 0
        ? String(i)
        : JSON.stringify(request.groupings.map((g) => REPORT_GROUPINGS[g]!(check)));
    const group = groups.get(key);
    if (group) group.push(check);
    else groups.set(key, [check]);
  });
  const rowOf = (paychecks: readonly Paycheck[]) =>
    Object.fromEntries(request.columns.map((name) => [name, cell(name, paychecks)]));
  const rows = [...groups.values()].map(rowOf);
  let totals: Record<string, string> | null = null;
  if (request.withTotals) {
    totals = Object.fromEntries(
      request.columns.map((name) => [name, REPORT_COLUMNS[name]!.kind === 'text' ? '' : cell(name, checks)]),
    );
  }
  return { columns: request.columns, rows, totals };
}
