import type { DemoService } from '../service';
import { compensationInEffect } from '../jobs/compensationInEffect';
import { calculatePayroll } from './payrollCalculation';
import { openPayrollWireIn } from '../wireIn/wireInFunding';
import { settleMovesPaidBy } from '../paySchedules/payScheduleAssignments';
import {
  applySelections,
  type BlockerSelection,
  findSubmissionBlockers,
  moveToFourDaySpeed,
  selectionProblems,
} from './submissionBlockers';
import {
  accrueForProcessedPayroll,
  consumeTimeOffForPayroll,
  restoreTimeOffForPayroll,
} from '../timeOff/timeOffLedger';
import type { PayrollRecord, ProcessingErrorRecord } from './records';
import { jobsOf } from '../jobs/views';

/**
 * The asynchronous part of a payroll's life (DECISIONS 8, 26, 42, 45): calculate, submit (which
 * calculates first when there is no current calculation), the failure path, processing, the
 * `payroll.paid` that follows, and cancel. Each step takes `PROCESSING_MS` of service time.
 */

/** Simulated time a calculation or submission step takes (DECISIONS 8). */
export const PROCESSING_MS = 1000;

/** The error a fail-next control uses when the test gives none. */
export const DEFAULT_PROCESSING_ERROR: ProcessingErrorRecord = {
  error_key: 'base',
  category: 'processing_failed',
  message: 'The payroll could not be processed. Try again, or contact support if it keeps failing.',
};

/** Whether the payroll holds a calculation no edit has invalidated. @example hasCurrentCalculation(p); */
export function hasCurrentCalculation(payroll: PayrollRecord): boolean {
  return payroll.calculated_at !== null && payroll.results !== null;
}

/** Drops a calculation (any update or prepare, DECISIONS 8, 38). @example clearCalculation(payroll); */
export function clearCalculation(payroll: PayrollRecord): void {
  payroll.calculated_at = null;
  payroll.results = null;
  payroll.submissionBlockers = [];
  if (payroll.status !== 'calculating' && payroll.status !== 'submitting') payroll.status = null;
  payroll.processingErrors = [];
}

function stillRunning(
  service: DemoService,
  payroll: PayrollRecord,
  status: PayrollRecord['status'],
): boolean {
  return payroll.status === status && service.store.payrolls.get(payroll.uuid) === payroll;
}

function fail(service: DemoService, payroll: PayrollRecord, errors: ProcessingErrorRecord[]): void {
  payroll.status = 'processing_failed';
  payroll.processingErrors = errors;
  service.emit('payroll.processing_failed', 'Payroll', payroll.uuid, payroll.companyUuid);
}

/** Takes a one-shot failure a test asked for with `POST /__demo/payrolls/{id}/fail-next`. */
function takeFailure(
  payroll: PayrollRecord,
  step: 'calculate' | 'submit',
): ProcessingErrorRecord[] | undefined {
  const errors = payroll.failNext[step];
  if (errors) delete payroll.failNext[step];
  return errors;
}

/** Runs the calculation step; false when it failed. */
function runCalculation(service: DemoService, payroll: PayrollRecord): boolean {
  const failure = takeFailure(payroll, 'calculate');
  if (failure) {
    payroll.calculated_at = null;
    payroll.results = null;
    fail(service, payroll, failure);
    return false;
  }
  calculatePayroll(service, payroll);
  const company = service.store.companies.get(payroll.companyUuid);
  payroll.submissionBlockers = company ? findSubmissionBlockers(company, payroll, service.clock.now()) : [];
  service.emit('payroll.calculated', 'Payroll', payroll.uuid, payroll.companyUuid);
  return true;
}

/**
 * Starts a calculation (`calculating` → `calculate_success` or `processing_failed`).
 *
 * @example
 * startCalculation(service, payroll); // the route answers 202
 */
export function startCalculation(service: DemoService, payroll: PayrollRecord): void {
  clearCalculation(payroll);
  payroll.status = 'calculating';
  service.clock.schedule(PROCESSING_MS, () => {
    if (!stillRunning(service, payroll, 'calculating')) return;
    if (runCalculation(service, payroll)) payroll.status = 'calculate_success';
  });
}

/**
 * Starts a submission (DECISIONS 45). With a current calculation the blockers' selections were
 * checked by the caller and the run goes straight to `submitting`; without one it calculates
 * first and a missing selection then ends it as `processing_failed` with the 422 entry.
 *
 * @example
 * startSubmission(service, payroll, body.submission_blockers ?? []);
 */
export function startSubmission(
  service: DemoService,
  payroll: PayrollRecord,
  selections: readonly BlockerSelection[],
): void {
  payroll.processingErrors = [];
  service.emit('payroll.submitted', 'Payroll', payroll.uuid, payroll.companyUuid);
  if (hasCurrentCalculation(payroll)) {
    applySelections(payroll, selections, service.clock.now());
    payroll.status = 'submitting';
    submitOrAwaitWire(service, payroll);
    return;
  }
  clearCalculation(payroll);
  payroll.status = 'calculating';
  service.clock.schedule(PROCESSING_MS, () => {
    if (!stillRunning(service, payroll, 'calculating')) return;
    if (!runCalculation(service, payroll)) return;
    const problems = selectionProblems(payroll, selections);
    if (problems.length > 0) {
      fail(service, payroll, problems);
      return;
    }
    applySelections(payroll, selections, service.clock.now());
    payroll.status = 'submitting';
    submitOrAwaitWire(service, payroll);
  });
}

/**
 * A payroll whose admin chose `wire_in` waits for the wire (DECISIONS 70): still `submitting`,
 * not processed, until the request is approved; unpaid at the deadline it moves to four-day speed.
 */
function submitOrAwaitWire(service: DemoService, payroll: PayrollRecord): void {
  const wire = payroll.submissionBlockers.some(
    (b) => b.blocker_type === 'fast_ach_threshold_exceeded' && b.selected_option === 'wire_in',
  );
  if (!wire) {
    scheduleSubmit(service, payroll);
    return;
  }
  openPayrollWireIn(service, payroll, {
    proceed: (waiting) => {
      if (stillRunning(service, waiting, 'submitting')) scheduleSubmit(service, waiting);
    },
    moveToFourDay: (waiting) => {
      if (!stillRunning(service, waiting, 'submitting')) return;
      moveToFourDaySpeed(waiting, service.clock.now());
      scheduleSubmit(service, waiting);
    },
  });
}

function scheduleSubmit(service: DemoService, payroll: PayrollRecord): void {
  service.clock.schedule(PROCESSING_MS, () => {
    if (!stillRunning(service, payroll, 'submitting')) return;
    const failure = takeFailure(payroll, 'submit');
    if (failure) {
      fail(service, payroll, failure);
      return;
    }
    processPayroll(service, payroll);
    service.emit('payroll.processed', 'Payroll', payroll.uuid, payroll.companyUuid);
    // Credits are generated shortly after processing (DECISIONS 26).
    service.clock.schedule(PROCESSING_MS, () => {
      if (!payroll.processed || payroll.paid) return;
      payroll.paid = true;
      service.emit('payroll.paid', 'Payroll', payroll.uuid, payroll.companyUuid);
    });
  });
}

/**
 * Marks a calculated payroll processed: frozen, the compensations it pays locked, approved time
 * off it pays consumed and accrual added (DECISIONS 15, 43).
 *
 * @example
 * processPayroll(service, payroll);
 */
export function processPayroll(service: DemoService, payroll: PayrollRecord): void {
  payroll.processed = true;
  payroll.processed_date = service.clock.today();
  payroll.status = 'submit_success';
  consumeTimeOffForPayroll(service, payroll.uuid, payroll.entries);
  accrueForProcessedPayroll(service, payroll);
  payroll.frozenCompensationUuids = [];
  for (const entry of payroll.entries) {
    if (entry.excluded) continue;
    for (const job of jobsOf(service.store, entry.employeeUuid)) {
      const c = compensationInEffect(service.store, job.uuid, payroll.end_date);
      if (c && !c.processed) {
        c.processed = true;
        payroll.frozenCompensationUuids.push(c.uuid);
      }
    }
  }
  // The old schedule's last period for someone who moved is paid: it may have no one left.
  settleMovesPaidBy(service, payroll);
}

/**
 * Cancels a processed payroll before its deadline: back to unprocessed with nothing calculated,
 * every row included again (UPSTREAM E.4), a move to four-day ACH undone, its time off and accrual
 * given back, and the compensations it froze editable again.
 *
 * @example
 * cancelPayroll(service, payroll);
 */
export function cancelPayroll(service: DemoService, payroll: PayrollRecord): void {
  payroll.processed = false;
  payroll.processed_date = null;
  payroll.paid = false;
  payroll.status = null;
  clearCalculation(payroll);
  for (const entry of payroll.entries) entry.excluded = false;
  // A move to four-day ACH belonged to that submission: the payroll goes back to its own date.
  if (payroll.paymentSpeedChanged) {
    payroll.check_date = payroll.paymentSpeedChanged.original_check_date;
    payroll.paymentSpeedChanged = null;
  }
  restoreTimeOffForPayroll(service, payroll.uuid);
  for (const uuid of payroll.frozenCompensationUuids) {
    const c = service.store.compensations.get(uuid);
    if (c) c.processed = false;
  }
  payroll.frozenCompensationUuids = [];
  service.emit('payroll.cancelled', 'Payroll', payroll.uuid, payroll.companyUuid);
  // Unpaid again, an old schedule's last period for someone who moved holds its schedule again.
  settleMovesPaidBy(service, payroll);
}
