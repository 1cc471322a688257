import { hoursText, money } from '../money/money';
import { deadlinePassed } from './payrollDates';
import { activeEarningTypeNames } from '../earningTypes/earningTypeNames';
import { entryVersion } from './payrollEntries';
import { compensationInEffect } from '../jobs/compensationInEffect';
import { recurringLines } from '../reimbursements/payrollReimbursements';
import { HOURLY_MULTIPLIERS, sumPayroll } from '../taxModel/taxModel';
import type { DemoService } from '../service';
import { optional } from '../optional';
import type { EmployeePayResult, PayrollEntryRecord, PayrollRecord } from './records';

/**
 * Wire shapes of a payroll (UPSTREAM E.7): the payroll with its status, dates and totals, and its
 * rows (`employee_compensations`), with per-employee results once calculated (DECISIONS 38).
 */

/** Whether a payroll is between a 202 and its outcome. @example isRunning(payroll); */
export function isRunning(payroll: PayrollRecord): boolean {
  return payroll.status === 'calculating' || payroll.status === 'submitting';
}

/**
 * `payroll_status_meta` (UPSTREAM E.7): cancellable while processed and before the deadline
 * (DECISIONS 46); late when the check date moved past the one first promised.
 *
 * @example
 * statusMeta(payroll, new Date()).cancellable;
 */
export function statusMeta(p: PayrollRecord, now: Date): Record<string, unknown> {
  return {
    cancellable: p.processed && !deadlinePassed(p.payroll_deadline, now),
    expected_check_date: p.check_date,
    initial_check_date: p.initialCheckDate,
    // The company is debited at the run's cut-off.
    expected_debit_time: p.payroll_deadline,
    payroll_late: p.check_date > p.initialCheckDate,
    initial_debit_cutoff_time: p.initialDeadline,
  };
}

function totalsView(p: PayrollRecord) {
  if (!p.results) return null;
  const t = sumPayroll(p.results, p.entries);
  return {
    company_debit: money(t.companyDebit),
    net_pay_debit: money(t.netPayDebit),
    tax_debit: money(t.taxDebit),
    reimbursement_debit: money(t.reimbursementDebit),
    child_support_debit: money(t.childSupportDebit),
    reimbursements: money(t.reimbursements),
    net_pay: money(t.net),
    gross_pay: money(t.gross),
    employee_bonuses: money(t.bonuses),
    employee_commissions: money(t.commissions),
    employee_cash_tips: money(t.cashTips),
    employee_paycheck_tips: money(t.paycheckTips),
    additional_earnings: '0.00',
    owners_draw: '0.00',
    check_amount: money(t.checkTotal),
    employer_taxes: money(t.employerTaxes),
    employee_taxes: money(t.employeeTaxes),
    benefits: money(benefitSum(p.results, (l) => l.companyContribution)),
    employee_benefits_deductions: money(benefitSum(p.results, (l) => l.employeeDeduction)),
    imputed_pay: '0.00',
    deferred_payroll_taxes: '0.00',
    other_deductions: money(t.deductions - benefitSum(p.results, (l) => l.employeeDeduction)),
  };
}

/** A sum over every benefit line of the results (DECISIONS 68). */
function benefitSum(
  results: readonly EmployeePayResult[],
  part: (line: NonNullable<EmployeePayResult['benefits']>[number]) => number,
): number {
  let total = 0;
  for (const r of results) for (const line of r.benefits ?? []) total += part(line);
  return total;
}

function companyTaxes(results: readonly EmployeePayResult[]) {
  const sums = new Map<string, { name: string; employer: boolean; amount: number }>();
  for (const r of results) {
    for (const t of r.taxes) {
      const key = `${t.employer} ${t.name}`;
      const sum = sums.get(key) ?? { name: t.name, employer: t.employer, amount: 0 };
      sum.amount += t.amount;
      sums.set(key, sum);
    }
  }
  return [...sums.values()];
}

/**
 * One row of a payroll. Once calculated it carries `gross_pay`, `net_pay`, `check_amount` and
 * each line's `amount` (and `taxes[]` with `include=taxes`); unprocessed rows carry `version`.
 *
 * @example
 * rowView(service, payroll, entry, result, include);
 */
export function rowView(
  service: DemoService,
  p: PayrollRecord,
  e: PayrollEntryRecord,
  result: EmployeePayResult | undefined,
  include: ReadonlySet<string>,
): Record<string, unknown> {
  const employee = service.store.employees.get(e.employeeUuid);
  const jobs = new Map<string, string>();
  const hourly = e.hourly.map((h, i) => {
    let flsa = jobs.get(h.jobUuid);
    if (flsa === undefined) {
      // The status of the pay in effect for the period, not of a change dated later.
      flsa = compensationInEffect(service.store, h.jobUuid, p.end_date)?.flsa_status ?? 'Nonexempt';
      jobs.set(h.jobUuid, flsa);
    }
    const [num, den] = HOURLY_MULTIPLIERS[h.name] ?? [1, 1];
    return {
      name: h.name,
      hours: hoursText(h.hours),
      job_uuid: h.jobUuid,
      // "0.00" until calculated: UPSTREAM's default for empty payroll fields, never null (DECISIONS 60).
      amount: money(result?.hourlyAmounts[i] ?? 0),
      compensation_multiplier: num / den,
      flsa_status: flsa,
    };
  });
  // A processed payroll shows only the lines that paid something (UPSTREAM E.7).
  const shown = p.processed ? hourly.filter((h) => h.hours !== '0.000') : hourly;
  return {
    employee_uuid: e.employeeUuid,
    first_name: employee?.first_name ?? null,
    preferred_first_name: employee?.preferred_first_name ?? null,
    last_name: employee?.last_name ?? null,
    excluded: e.excluded,
    payment_method: p.offCycleOptions?.is_check_only_payroll ? 'Check' : e.payment_method,
    memo: e.memo,
    gross_pay: result ? money(result.gross) : null,
    net_pay: result ? money(result.net) : null,
    check_amount: result ? money(result.checkAmount) : null,
    fixed_compensations: e.fixed.map((f) => ({
      name: f.name,
      amount: money(f.amount),
      ...optional('job_uuid', f.jobUuid),
    })),
    hourly_compensations: shown,
    paid_time_off: e.paidTimeOff.map((t, i) => ({
      name: t.name,
      policy_uuid: t.policyUuid,
      hours: hoursText(t.hours),
      amount: result ? money(result.timeOffAmounts[i] ?? 0) : null,
      final_payout_unused_hours_input:
        t.finalPayoutHours === undefined ? null : hoursText(t.finalPayoutHours),
    })),
    // The row's own, then the employee's recurring ones on a regular payroll (DECISIONS 67).
    reimbursements: [
      ...e.reimbursements.map((r) => ({ ...r, recurring: false })),
      ...recurringLines(service, p, e.employeeUuid, result),
    ].map((r) => ({
      uuid: r.uuid,
      amount: money(r.amount),
      description: r.description,
      recurring: r.recurring,
    })),
    deductions: [
      ...e.deductions.map((d) => ({
        uuid: d.uuid,
        name: d.name,
        amount:
          d.amount_type === 'percent'
            ? hoursText(d.amount * 10)
                .replace(/0+$/, '')
                .replace(/\.$/, '')
            : money(d.amount),
        amount_type: d.amount_type,
      })),
      // Garnishments the calculation took (DECISIONS 59), after the entry's own deductions.
      ...(result?.garnishments ?? []).map((g) => ({
        uuid: g.uuid,
        name: g.name,
        amount: money(g.amount),
        amount_type: 'fixed',
      })),
    ],
    // Each enrolment's deduction and the company's contribution once calculated (DECISIONS 68);
    // absent on a row without benefits.
    ...(result?.benefits?.length
      ? {
          benefits: result.benefits.map((b) => ({
            name: b.name,
            employee_benefit_uuid: b.uuid,
            company_benefit_uuid: b.companyBenefitUuid,
            employee_deduction: money(b.employeeDeduction),
            company_contribution: money(b.companyContribution),
            imputed: false,
          })),
        }
      : {}),
    ...(include.has('taxes') && result
      ? { taxes: result.taxes.map((t) => ({ name: t.name, employer: t.employer, amount: money(t.amount) })) }
      : {}),
    ...(!p.processed ? { version: entryVersion(e) } : {}),
  };
}

/**
 * The payroll as `GET`, prepare and the list show it (UPSTREAM E.7), with the rows given (a page,
 * or none for the list and while the payroll is being processed).
 *
 * @example
 * payrollView(service, payroll, new Set(['taxes']), page);
 */
export function payrollView(
  service: DemoService,
  p: PayrollRecord,
  include: ReadonlySet<string>,
  rows: readonly PayrollEntryRecord[] | null,
): Record<string, unknown> {
  const now = service.clock.now();
  const results = rows && p.results ? new Map(p.results.map((r) => [r.employeeUuid, r])) : null;
  const calculated = p.results !== null && !isRunning(p);
  const options = p.offCycleOptions;
  return {
    uuid: p.uuid,
    payroll_uuid: p.uuid,
    company_uuid: p.companyUuid,
    processed: p.processed,
    processed_date: p.processed_date,
    calculated_at: p.calculated_at,
    check_date: p.check_date,
    payroll_deadline: p.payroll_deadline,
    off_cycle: p.off_cycle,
    off_cycle_reason: p.off_cycle_reason,
    auto_pilot: false,
    external: p.external ?? false,
    final_termination_payroll: p.off_cycle_reason === 'Dismissed employee',
    withholding_pay_period: options?.withholding_pay_period ?? null,
    skip_regular_deductions: options?.skip_regular_deductions ?? null,
    fixed_withholding_rate: options?.fixed_withholding_rate ?? null,
    is_check_only_payroll: options?.is_check_only_payroll ?? null,
    pay_period: { start_date: p.start_date, end_date: p.end_date, pay_schedule_uuid: p.payScheduleUuid },
    payroll_status_meta: statusMeta(p, now),
    processing_request: p.status
      ? { status: p.status, errors: p.status === 'processing_failed' ? p.processingErrors : [] }
      : null,
    // Absent unless the speed changed, and totals absent until calculated: the upstream schema
    // allows these objects no null (DECISIONS 60).
    ...optional('payment_speed_changed', p.paymentSpeedChanged),
    partner_owned_disbursement: null,
    created_at: p.createdAt,
    fixed_compensation_types: activeEarningTypeNames(service, p.companyUuid).map((name) => ({ name })),
    ...optional(
      'totals',
      calculated && (include.has('totals') || p.calculated_at !== null) ? totalsView(p) : null,
    ),
    ...(include.has('taxes') && calculated && p.results
      ? {
          company_taxes: companyTaxes(p.results).map((t) => ({
            name: t.name,
            employer: t.employer,
            amount: money(t.amount),
          })),
        }
      : {}),
    ...(include.has('payroll_taxes') && calculated && p.results
      ? {
          payroll_taxes: companyTaxes(p.results).map((t) => ({
            name: t.name,
            employer: t.employer,
            amount: t.amount / 100,
          })),
        }
      : {}),
    ...(include.has('risk_blockers')
      ? { submission_blockers: p.submissionBlockers, credit_blockers: [] }
      : {}),
    ...(rows
      ? {
          employee_compensations: rows.map((e) =>
            rowView(service, p, e, calculated ? results?.get(e.employeeUuid) : undefined, include),
          ),
        }
      : {}),
  };
}
