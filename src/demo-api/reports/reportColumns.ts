import { divideRounded, money } from '../money/money';
import { deductionsOf, earningsOf, reimbursementsOf, taxOf, type Paycheck } from './paycheck';

/**
 * The columns a custom report offers (UPSTREAM-3 N.1: the 2026-06-15 list), each read from a
 * paycheck: `money` in cents and `hours` in thousandths are summed when rows are grouped and in
 * the totals row; `text` is shown when every paycheck of a row agrees, else left blank.
 */
export type ReportColumn =
  | { kind: 'money'; read: (check: Paycheck) => number }
  | { kind: 'hours'; read: (check: Paycheck) => number }
  | { kind: 'text'; read: (check: Paycheck) => string };

const money$ = (read: (check: Paycheck) => number): ReportColumn => ({ kind: 'money', read });
const hours$ = (read: (check: Paycheck) => number): ReportColumn => ({ kind: 'hours', read });
const text$ = (read: (check: Paycheck) => string): ReportColumn => ({ kind: 'text', read });

/** An hourly rate in cents (a salaried pay has none), times a multiplier num/den. */
function hourlyRate(check: Paycheck, num = 1, den = 1): string {
  const c = check.compensation;
  if (!c || c.payment_unit !== 'Hour') return '';
  const cents = Math.round(Number(c.rate) * 100);
  return money(divideRounded(cents * num, den));
}

const homeAddress = (check: Paycheck) =>
  check.store.homeAddresses.childrenOf(check.entry.employeeUuid).at(-1);
const workLocation = (check: Paycheck) => {
  const work = check.store.workAddresses
    .childrenOf(check.entry.employeeUuid)
    .filter((w) => w.effective_date <= check.payroll.end_date)
    .at(-1);
  return work ? check.store.locations.get(work.location_uuid) : undefined;
};
const bankAccount = (check: Paycheck) => check.store.bankAccounts.childrenOf(check.entry.employeeUuid)[0];

// Every employee tax the model names: federal and state income tax (both end in " Income Tax"),
// Social Security, Medicare and Additional Medicare.
const EMPLOYEE_TAXES_NAMED = (check: Paycheck) =>
  taxOf(check, / Income Tax$/, false) +
  taxOf(check, 'Social Security', false) +
  taxOf(check, 'Medicare', false) +
  taxOf(check, 'Additional Medicare', false);
const EMPLOYER_TAXES_NAMED = (check: Paycheck) =>
  taxOf(check, 'Social Security', true) + taxOf(check, 'Medicare', true) + taxOf(check, 'FUTA', true);
const stateIncomeTax = (check: Paycheck) =>
  taxOf(check, / Income Tax$/, false) - taxOf(check, 'Federal Income Tax', false);

/**
 * Every column of the custom report, by its wire name.
 *
 * @example
 * REPORT_COLUMNS.gross_earnings.read(check); // cents
 */
export const REPORT_COLUMNS: Record<string, ReportColumn> = {
  additional_earnings: money$((c) => earningsOf(c).additional),
  bank_account_account_number: text$((c) => {
    // Never the whole number (as the service's bank account views): its last four digits.
    const number = bankAccount(c)?.account_number;
    return number ? `XXXX${number.slice(-4)}` : '';
  }),
  bank_account_routing_number: text$((c) => bankAccount(c)?.routing_number ?? ''),
  bank_account_type: text$((c) => bankAccount(c)?.account_type ?? ''),
  bank_account: text$((c) => bankAccount(c)?.name ?? ''),
  bonus: money$((c) => earningsOf(c).bonus),
  cash_tips: money$((c) => earningsOf(c).cashTips),
  check_amount: money$((c) => c.result.checkAmount),
  check_date: text$((c) => c.payroll.check_date),
  commission: money$((c) => earningsOf(c).commission),
  date_of_birth: text$((c) => c.employee?.date_of_birth ?? ''),
  double_overtime_earnings: money$((c) => earningsOf(c).doubleOvertime),
  double_overtime_hours: hours$((c) => earningsOf(c).doubleOvertimeHours),
  double_overtime_rate: text$((c) => hourlyRate(c, 2)),
  employee_additional_taxes: money$((c) => c.result.employeeTaxes - EMPLOYEE_TAXES_NAMED(c)),
  employee_benefit_contributions: money$((c) => deductionsOf(c).benefits),
  employee_compensation_time_period: text$((c) => c.compensation?.payment_unit ?? ''),
  employee_compensation: text$((c) => c.compensation?.rate ?? ''),
  employee_deductions: money$((c) => deductionsOf(c).other),
  // The demo keeps no departments yet: no employee is in one.
  employee_department: text$(() => ''),
  employee_email: text$((c) => c.employee?.email ?? ''),
  employee_donations: money$(() => 0),
  employee_federal_income_tax: money$((c) => taxOf(c, 'Federal Income Tax', false)),
  employee_first_name: text$((c) => c.employee?.first_name ?? ''),
  employee_last_name: text$((c) => c.employee?.last_name ?? ''),
  employee_middle_initial: text$((c) => c.employee?.middle_initial ?? ''),
  employee_medicare_additional_tax: money$((c) => taxOf(c, 'Additional Medicare', false)),
  employee_medicare_tax: money$((c) => taxOf(c, 'Medicare', false)),
  employee_phone_number: text$((c) => c.employee?.phone ?? ''),
  employee_social_security_tax: money$((c) => taxOf(c, 'Social Security', false)),
  employee_state_income_tax: money$(stateIncomeTax),
  employee_taxes: money$((c) => c.result.employeeTaxes),
  employee_uuid: text$((c) => c.entry.employeeUuid),
  employee_work_email: text$((c) => c.employee?.work_email ?? ''),
  employer_additional_taxes: money$((c) => c.result.employerTaxes - EMPLOYER_TAXES_NAMED(c)),
  employer_benefit_contributions: money$((c) => deductionsOf(c).employerContributions),
  employer_cost: money$(
    (c) =>
      c.result.gross +
      c.result.employerTaxes +
      deductionsOf(c).employerContributions +
      c.result.reimbursements,
  ),
  employer_futa_tax: money$((c) => taxOf(c, 'FUTA', true)),
  employer_medicare_tax: money$((c) => taxOf(c, 'Medicare', true)),
  employer_social_security_tax: money$((c) => taxOf(c, 'Social Security', true)),
  // The demo's tax model has no state unemployment tax.
  employer_suta_tax: money$(() => 0),
  employer_taxes: money$((c) => c.result.employerTaxes),
  employment_type: text$((c) => c.compensation?.flsa_status ?? ''),
  employment: text$((c) => c.job?.title ?? ''),
  end_date: text$((c) => c.payroll.end_date),
  garnishments: money$((c) => deductionsOf(c).garnishments),
  gross_earnings: money$((c) => c.result.gross),
  holiday_earnings: money$((c) => earningsOf(c).holiday),
  holiday_hours: hours$((c) => earningsOf(c).holidayHours),
  home_address_city: text$((c) => homeAddress(c)?.city ?? ''),
  home_address_state: text$((c) => homeAddress(c)?.state ?? ''),
  home_address_street: text$((c) => homeAddress(c)?.street_1 ?? ''),
  home_address_zip: text$((c) => homeAddress(c)?.zip ?? ''),
  home_address: text$((c) => {
    const a = homeAddress(c);
    return a ? `${a.street_1}, ${a.city}, ${a.state} ${a.zip}` : '';
  }),
  job_title: text$((c) => c.job?.title ?? ''),
  net_pay: money$((c) => c.result.net),
  one_time_reimbursements: money$((c) => reimbursementsOf(c).oneTime),
  overtime_earnings: money$((c) => earningsOf(c).overtime),
  overtime_hours: hours$((c) => earningsOf(c).overtimeHours),
  overtime_rate: text$((c) => hourlyRate(c, 3, 2)),
  paid_time_off_earnings: money$((c) => earningsOf(c).paidTimeOff),
  paid_time_off_hours: hours$((c) => earningsOf(c).paidTimeOffHours),
  paid_time_off_rate: text$((c) => hourlyRate(c)),
  pay_period_end: text$((c) => c.payroll.end_date),
  pay_period_start: text$((c) => c.payroll.start_date),
  paycheck_tips: money$((c) => earningsOf(c).paycheckTips),
  payment_method: text$((c) => c.entry.payment_method),
  payroll_type: text$((c) => (c.payroll.off_cycle ? 'Off-Cycle' : 'Regular')),
  payroll_uuid: text$((c) => c.payroll.uuid),
  preferred_first_name: text$((c) => c.employee?.preferred_first_name ?? ''),
  recurring_reimbursements: money$((c) => reimbursementsOf(c).recurring),
  regular_earnings: money$((c) => earningsOf(c).regular),
  regular_hours: hours$((c) => earningsOf(c).regularHours),
  regular_rate: text$((c) => hourlyRate(c)),
  reimbursements: money$((c) => c.result.reimbursements),
  risk_class_code: text$((c) => c.job?.state_wc_class_code ?? ''),
  sick_rate: text$((c) => hourlyRate(c)),
  sick_time_off_earnings: money$((c) => earningsOf(c).sick),
  sick_time_off_hours: hours$((c) => earningsOf(c).sickHours),
  start_date: text$((c) => c.payroll.start_date),
  total_employer_benefit_contributions: money$((c) => deductionsOf(c).employerContributions),
  total_time_off_earnings: money$((c) => {
    const e = earningsOf(c);
    return e.holiday + e.paidTimeOff + e.sick;
  }),
  total_time_off_hours: hours$((c) => {
    const e = earningsOf(c);
    return e.holidayHours + e.paidTimeOffHours + e.sickHours;
  }),
  work_address_city: text$((c) => workLocation(c)?.city ?? ''),
  work_address_street: text$((c) => workLocation(c)?.street_1 ?? ''),
  work_address_zip: text$((c) => workLocation(c)?.zip ?? ''),
};

/**
 * The groupings a custom report offers: each makes rows of the paychecks that share its value.
 *
 * @example
 * REPORT_GROUPINGS.employee(check); // the employee's uuid
 */
export const REPORT_GROUPINGS: Record<string, (check: Paycheck) => string> = {
  payroll: (c) => c.payroll.uuid,
  employee: (c) => c.entry.employeeUuid,
  work_address: (c) => workLocation(c)?.uuid ?? '',
  work_address_state: (c) => workLocation(c)?.state ?? '',
};

/**
 * The payroll journal template (UPSTREAM-3 N.1 `report_templates/payroll_journal`): one row per
 * paycheck (grouped by payroll and employee), its earnings, taxes, deductions and net.
 *
 * @example
 * PAYROLL_JOURNAL.columns.includes('gross_earnings'); // true
 */
export const PAYROLL_JOURNAL = {
  columns: [
    'check_date',
    'pay_period_start',
    'pay_period_end',
    'payroll_type',
    'employee_last_name',
    'employee_first_name',
    'payment_method',
    'gross_earnings',
    'regular_earnings',
    'overtime_earnings',
    'bonus',
    'commission',
    'paid_time_off_earnings',
    'employee_federal_income_tax',
    'employee_social_security_tax',
    'employee_medicare_tax',
    'employee_state_income_tax',
    'employee_taxes',
    'employee_benefit_contributions',
    'garnishments',
    'employee_deductions',
    'net_pay',
    'reimbursements',
    'check_amount',
    'employer_social_security_tax',
    'employer_medicare_tax',
    'employer_futa_tax',
    'employer_taxes',
    'employer_benefit_contributions',
    'employer_cost',
  ],
  groupings: ['payroll', 'employee'],
};
