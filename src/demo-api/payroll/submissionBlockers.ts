import { money } from '../money/money';
import { fourDayCheckDate, runDayFrom, runDayOf } from './payrollDates';
import { sumPayroll } from '../taxModel/taxModel';
import type { CompanyRecord } from '../company/records';
import { fastPaymentLimitOf } from '../paymentConfigs/fastPaymentLimit';
import type { PayrollRecord, ProcessingErrorRecord, SubmissionBlockerRecord } from './records';

/**
 * Submission blockers (UPSTREAM E.5, E.7; DECISIONS 45): found after a calculation, resolved by
 * the admin's choice sent with submit. The demo models `fast_ach_threshold_exceeded`: a company
 * debit above the company's fast payment limit (its payment configs, or the demo control
 * `PUT /__demo/companies/{id}/settings`: one setting, DECISIONS 70) cannot go
 * by two-day ACH; the admin either wires the money in (`wire_in`, the check date holds) or moves
 * the payroll to four-day ACH (`move_to_four_day`, a later check date, `payment_speed_changed`).
 */

/** A choice sent with submit. */
export interface BlockerSelection {
  blocker_type: string;
  selected_option: string;
}

/**
 * The blockers of a freshly calculated payroll as of `now`.
 *
 * @example
 * payroll.submissionBlockers = findSubmissionBlockers(company, payroll, new Date());
 */
export function findSubmissionBlockers(
  company: CompanyRecord,
  payroll: PayrollRecord,
  now: Date,
): SubmissionBlockerRecord[] {
  const threshold = fastPaymentLimitOf(company);
  if (threshold === null || !payroll.results) return [];
  const debit = sumPayroll(payroll.results).companyDebit;
  if (debit <= threshold) return [];
  const runDay = runDayFrom(now);
  const fourDay = fourDayCheckDate(runDay);
  return [
    {
      blocker_type: 'fast_ach_threshold_exceeded',
      blocker_name: 'Fast ACH threshold exceeded',
      unblock_options: [
        {
          unblock_type: 'wire_in',
          check_date: payroll.check_date,
          metadata: { wire_in_amount: money(debit), wire_in_deadline: payroll.payroll_deadline },
        },
        {
          unblock_type: 'move_to_four_day',
          check_date: fourDay > payroll.check_date ? fourDay : payroll.check_date,
          metadata: { fast_ach_threshold: money(threshold), company_debit: money(debit) },
        },
      ],
      selected_option: null,
      status: 'unresolved',
    },
  ];
}

/**
 * Checks the submit body's choices against the payroll's unresolved blockers: every blocker
 * needs a selection naming one of its options. Returns the 422 entries (empty when all are
 * chosen); changes nothing.
 *
 * @example
 * const problems = selectionProblems(payroll, body.submission_blockers ?? []);
 */
export function selectionProblems(
  payroll: Pick<PayrollRecord, 'submissionBlockers'>,
  selections: readonly BlockerSelection[],
): ProcessingErrorRecord[] {
  const problems: ProcessingErrorRecord[] = [];
  for (const blocker of payroll.submissionBlockers) {
    if (blocker.status === 'resolved') continue;
    const chosen = selections.find((s) => s.blocker_type === blocker.blocker_type);
    if (!chosen) {
      problems.push({
        error_key: 'submission_blockers',
        category: 'missing_parameter',
        message: 'Submission blockers selections required',
        metadata: {
          blocker_type: blocker.blocker_type,
          unblock_options: blocker.unblock_options.map((o) => o.unblock_type),
        },
      });
    } else if (!blocker.unblock_options.some((o) => o.unblock_type === chosen.selected_option)) {
      problems.push({
        error_key: 'submission_blockers',
        category: 'invalid_attribute_value',
        message: `selected_option must be one of: ${blocker.unblock_options.map((o) => o.unblock_type).join(', ')}.`,
        metadata: { blocker_type: blocker.blocker_type },
      });
    }
  }
  return problems;
}

/**
 * Applies checked selections: each blocker becomes resolved; `move_to_four_day` moves the check
 * date to its option's date and records `payment_speed_changed`. The money is debited on the
 * run day either way, so `payroll_deadline` (and the cancel window) stays where it was.
 *
 * @example
 * applySelections(payroll, selections, new Date());
 */
export function applySelections(
  payroll: PayrollRecord,
  selections: readonly BlockerSelection[],
  now: Date,
): void {
  for (const blocker of payroll.submissionBlockers) {
    const chosen = selections.find((s) => s.blocker_type === blocker.blocker_type);
    if (!chosen || blocker.status === 'resolved') continue;
    blocker.selected_option = chosen.selected_option;
    blocker.status = 'resolved';
    if (chosen.selected_option !== 'move_to_four_day') continue;
    const option = blocker.unblock_options.find((o) => o.unblock_type === 'move_to_four_day')!;
    changeSpeed(payroll, option.check_date, now);
  }
}

function changeSpeed(payroll: PayrollRecord, checkDate: string, now: Date): void {
  payroll.paymentSpeedChanged = {
    original_check_date: payroll.check_date,
    current_check_date: checkDate,
    original_debit_date: runDayOf(payroll.check_date),
    current_debit_date: runDayFrom(now),
    reason: 'Moved to four-day ACH: the company debit exceeds the fast ACH threshold.',
  };
  payroll.check_date = checkDate;
}

/**
 * A payroll whose wire did not arrive by its deadline (DECISIONS 70) moves to four-day speed: the
 * check date four business days after the run day of `now` (off weekends and bank holidays), or
 * its own when that is later.
 *
 * @example
 * moveToFourDaySpeed(payroll, service.clock.now());
 */
export function moveToFourDaySpeed(payroll: PayrollRecord, now: Date): void {
  const fourDay = fourDayCheckDate(runDayFrom(now));
  changeSpeed(payroll, fourDay > payroll.check_date ? fourDay : payroll.check_date, now);
}
