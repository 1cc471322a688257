import { ApiError, type ErrorEntry, invalidAttribute, invalidOperation, missingParameter } from '../errors';
import { money, parseDecimal } from '../money/money';
import { entryToPay, recurringLines } from '../reimbursements/payrollReimbursements';
import type { DemoService } from '../service';
import { payEmployee } from '../taxModel/taxModel';
import { termsOf, withholdingPeriods, yearToDate } from './payrollCalculation';
import type { PayrollEntryRecord, PayrollRecord } from './records';

/**
 * Gross-up (UPSTREAM-3 M.7, DECISIONS 71): the smallest gross, to the cent, whose calculation
 * gives an employee of an unprocessed off-cycle payroll a net pay of at least the one asked. The
 * gross is found by running the payroll's own calculation (its withholding settings, the
 * employee's W-4, state, benefits and year to date) on trial amounts, never by inverting rates.
 */

/** The most one earning of a payroll row may pay (the row's own limit), cents. */
const MAX_GROSS = 1_000_000_00;

/**
 * Below the first gross that reaches the asked net, rounding can still lift a few cents of gross
 * over it (each tax line rounds on its own, so net is not monotonic to the cent). Net never moves
 * by more than a few cents against the gross, and the highest combined rate (37% federal, the
 * state's, Social Security and Medicare) still leaves over 40% of each cent of gross in the net, so
 * a smaller answer lies within this many cents.
 */
const ROUNDING_WINDOW = 100;

/**
 * The fixed compensation a gross-up is paid as, as the flows apply it: `Correction Payment` on a
 * correction payroll, `Bonus` on every other off-cycle payroll.
 *
 * @example
 * grossUpEarning('Correction'); // 'Correction Payment'
 */
export function grossUpEarning(reason: string | null): string {
  return reason === 'Correction' ? 'Correction Payment' : 'Bonus';
}

/** The row as the flow fills it: this earning at `gross`, the row's other earnings and hours at zero. */
function grossedUpRow(entry: PayrollEntryRecord, earning: string, gross: number): PayrollEntryRecord {
  return {
    ...entry,
    excluded: false,
    hourly: entry.hourly.map((line) => ({ ...line, hours: 0 })),
    paidTimeOff: entry.paidTimeOff.map((line) => ({ ...line, hours: 0 })),
    fixed: [{ name: earning, amount: gross, jobUuid: null }],
  };
}

/** Reads the body: the employee (one on this payroll) and a positive decimal net pay, in cents. */
function readGrossUpBody(payroll: PayrollRecord, body: Record<string, unknown>) {
  const problems: ErrorEntry[] = [];
  for (const key of Object.keys(body))
    if (key !== 'employee_uuid' && key !== 'net_pay')
      problems.push(invalidAttribute(key, `${key} is not an attribute of this resource.`));
  const { employee_uuid: employeeUuid, net_pay: netPay } = body;
  let entry: PayrollEntryRecord | undefined;
  if (employeeUuid === undefined || employeeUuid === null) problems.push(missingParameter('employee_uuid'));
  else {
    entry = payroll.entries.find((e) => e.employeeUuid === employeeUuid);
    if (!entry) problems.push(invalidAttribute('employee_uuid', 'The employee is not on this payroll.'));
  }
  let net: number | undefined;
  if (netPay === undefined || netPay === null) problems.push(missingParameter('net_pay'));
  else {
    const text = typeof netPay === 'number' && Number.isFinite(netPay) ? String(netPay) : netPay;
    net = typeof text === 'string' ? parseDecimal(text, 2) : undefined;
    if (net === undefined) problems.push(invalidAttribute('net_pay', 'Net pay must be a number.'));
    else if (net <= 0) problems.push(invalidAttribute('net_pay', 'Net pay must be greater than 0.'));
  }
  if (problems.length > 0) throw new ApiError(422, problems);
  return { entry: entry!, net: net! };
}

/**
 * Answers `POST /v1/payrolls/{id}/gross_up`: `{ gross_up }`, the smallest gross whose calculation
 * with the payroll's withholding settings pays the employee at least `net_pay` (exactly that net,
 * or at most one cent more). It changes nothing: the caller puts the gross in the row. A regular
 * or processed payroll (or one being submitted): 422 `invalid_operation` on `base`; a net no
 * gross up to a row's 1,000,000.00 reaches: 422 on `net_pay`.
 *
 * @example
 * grossUp(service, payroll, { employee_uuid, net_pay: '1000.00' }); // { gross_up: '1568.61' } in California
 */
export function grossUp(
  service: DemoService,
  payroll: PayrollRecord,
  body: Record<string, unknown>,
): { gross_up: string } {
  if (!payroll.off_cycle) throw invalidOperation('A gross-up is only for off-cycle payrolls.');
  if (payroll.processed || payroll.status === 'submitting')
    throw invalidOperation('The payroll is processed and cannot be grossed up.');
  const { entry, net } = readGrossUpBody(payroll, body);
  const earning = grossUpEarning(payroll.off_cycle_reason);
  const terms = termsOf(
    service,
    payroll,
    entry.employeeUuid,
    yearToDate(service, payroll).get(entry.employeeUuid),
  );
  const perYear = withholdingPeriods(service, payroll);
  const recurring = recurringLines(service, payroll, entry.employeeUuid);
  const netAt = (gross: number) =>
    payEmployee(entryToPay(grossedUpRow(entry, earning, gross), recurring), terms, perYear).net;

  if (netAt(MAX_GROSS) < net)
    throw new ApiError(422, [
      invalidAttribute('net_pay', `Net pay is more than a gross of ${money(MAX_GROSS)} pays.`),
    ]);
  // A dismissal payroll's final pay may reach the net with nothing more.
  if (netAt(0) >= net) return { gross_up: money(0) };
  // netAt(low) < net <= netAt(high), halving the gap down to one cent.
  let low = 0;
  let high = MAX_GROSS;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (netAt(middle) >= net) high = middle;
    else low = middle;
  }
  for (let gross = Math.max(1, high - ROUNDING_WINDOW); gross < high; gross++)
    if (netAt(gross) >= net) return { gross_up: money(gross) };
  return { gross_up: money(high) };
}
