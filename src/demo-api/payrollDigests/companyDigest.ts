import type { CompanyRecord } from '../company/records';
import { money } from '../money/money';
import { payrollBlockers } from '../payroll/payrollBlockers';
import { hasCurrentCalculation } from '../payroll/payrollRun';
import type { PayrollRecord } from '../payroll/records';
import { ensureUpcomingPayrolls } from '../payroll/upcomingPayrolls';
import { isRunning } from '../payroll/views';
import type { DemoService } from '../service';
import { sumPayroll } from '../taxModel/taxModel';

/**
 * One company of a payroll digest (UPSTREAM-3 M.9, DECISIONS 75): what blocks its payroll (the
 * blockers of `GET …/payrolls/blockers`), and for each active pay schedule its nearest unprocessed
 * regular payroll with the day it must run by and, once calculated and not stale, its totals.
 */

/** A payroll's state as the digest names it. */
function digestStatus(payroll: PayrollRecord): string {
  if (isRunning(payroll)) return payroll.status === 'submitting' ? 'submitting' : 'calculating';
  return hasCurrentCalculation(payroll) ? 'calculated' : 'unprocessed';
}

/** The digest's totals: the company debit, net pay and employer cost; null until calculated. */
function digestTotals(payroll: PayrollRecord) {
  if (!hasCurrentCalculation(payroll) || !payroll.results) return null;
  const t = sumPayroll(payroll.results, payroll.entries);
  let contributions = 0;
  for (const r of payroll.results)
    for (const line of r.benefits ?? []) contributions += line.companyContribution;
  return {
    total_debit_amount: money(t.companyDebit),
    net_pay: money(t.net),
    total_employer_cost: money(t.gross + t.employerTaxes + contributions),
  };
}

/**
 * The digest's result for one company of the partner, at index `idx` of the batch.
 *
 * @example
 * companyDigest(service, company, 0).payrolls[0].pay_period.run_payroll_by; // '2026-06-17'
 */
export function companyDigest(service: DemoService, company: CompanyRecord, idx: number) {
  ensureUpcomingPayrolls(service, company.uuid);
  const schedules = [...service.store.paySchedules.values()]
    .filter((s) => s.companyUuid === company.uuid && s.active)
    .sort((a, b) => a.seq - b.seq);
  const payrolls = schedules.flatMap((schedule) => {
    const next = [...service.store.payrolls.values()]
      .filter(
        (p) =>
          p.companyUuid === company.uuid &&
          p.payScheduleUuid === schedule.uuid &&
          !p.off_cycle &&
          !p.processed,
      )
      .sort((a, b) =>
        a.check_date < b.check_date ? -1 : a.check_date > b.check_date ? 1 : a.seq - b.seq,
      )[0];
    if (!next) return [];
    return [
      {
        payroll_uuid: next.uuid,
        payroll_type: 'regular',
        display_title: `Regular payroll ${next.start_date} to ${next.end_date}`,
        auto_payroll: schedule.auto_payroll,
        status: digestStatus(next),
        pay_period: {
          start_date: next.start_date,
          end_date: next.end_date,
          check_date: next.check_date,
          // The deadline's own day in California (`payroll_deadline` is 16:00 Pacific).
          run_payroll_by: next.payroll_deadline.slice(0, 10),
        },
        pay_schedule: {
          uuid: schedule.uuid,
          frequency: schedule.frequency,
          custom_name: schedule.custom_name,
        },
        totals: digestTotals(next),
      },
    ];
  });
  return {
    idx,
    entity_type: 'company',
    uuid: company.uuid,
    name: company.name,
    status: 'success',
    blockers: payrollBlockers(service, company).map((b) => ({ type: b.key, description: b.message })),
    payrolls,
  };
}
