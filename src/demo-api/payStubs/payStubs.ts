import { money } from '../money/money';
import type { DemoStore } from '../store';
import { versionOf } from '../version';
import type { EmployeePayResult, PayrollEntryRecord, PayrollRecord } from '../payroll/records';
import { REIMBURSEMENT_EARNING } from '../reimbursements/payrollReimbursements';
import { dollars, hoursWords, longDate } from './stubText';

/**
 * Pay stubs (UPSTREAM-2 J.4, DECISIONS 58): one for each employee a processed payroll paid, made
 * from that payroll's own results, so every figure on a stub is the payroll's to the cent.
 */

/** One employee's pay on one processed payroll. */
export interface PayStub {
  uuid: string;
  payroll: PayrollRecord;
  entry: PayrollEntryRecord;
  result: EmployeePayResult;
}

/** A stable uuid for the stub of (payroll, employee): the demo stores no stub of its own. */
function stubUuid(payrollUuid: string, employeeUuid: string): string {
  const hex = versionOf([payrollUuid, employeeUuid]) + versionOf([employeeUuid, payrollUuid]);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The employee's pay stubs, newest check date first (ties: the later payroll first).
 *
 * @example
 * payStubsOf(store, employeeUuid)[0]?.result.net;
 */
export function payStubsOf(store: DemoStore, employeeUuid: string): PayStub[] {
  const stubs: PayStub[] = [];
  for (const payroll of store.payrolls.values()) {
    const stub = payStubOf(payroll, employeeUuid);
    if (stub) stubs.push(stub);
  }
  return stubs.sort(
    (a, b) => b.payroll.check_date.localeCompare(a.payroll.check_date) || b.payroll.seq - a.payroll.seq,
  );
}

/** The stub of one payroll for one employee: only a processed payroll that paid them has one. @example payStubOf(payroll, uuid); */
export function payStubOf(payroll: PayrollRecord, employeeUuid: string): PayStub | undefined {
  if (!payroll.processed || !payroll.results) return undefined;
  const result = payroll.results.find((r) => r.employeeUuid === employeeUuid);
  const entry = payroll.entries.find((e) => e.employeeUuid === employeeUuid && !e.excluded);
  if (!result || !entry) return undefined;
  return { uuid: stubUuid(payroll.uuid, employeeUuid), payroll, entry, result };
}

/** The list item of a stub (UPSTREAM-2 J.4), amounts as decimal strings. @example payStubView(stub); */
export function payStubView(stub: PayStub): Record<string, unknown> {
  const { payroll, entry, result } = stub;
  return {
    uuid: stub.uuid,
    check_date: payroll.check_date,
    gross_pay: money(result.gross),
    net_pay: money(result.net),
    check_amount: money(result.checkAmount),
    payroll_uuid: payroll.uuid,
    // A previous provider's payroll (`Historical`, DECISIONS 69) names no method: the list's enum has none for it.
    ...(entry.payment_method === 'Historical'
      ? {}
      : { payment_method: payroll.offCycleOptions?.is_check_only_payroll ? 'Check' : entry.payment_method }),
  };
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/**
 * The text lines of a stub's PDF (DECISIONS 58): company, employee, pay period, check date, each
 * earning (an hourly one with its hours), each tax, each deduction (benefits and garnishments
 * included), gross, net, each reimbursement, the check amount, each company contribution, and the
 * year to date of gross, taxes and net over the employee's stubs of that calendar year up to this
 * one; amounts as dollars ("$1,960.00"), dates as "June 24, 2026".
 *
 * @example
 * pdfDocument(payStubLines(store, stub, 'Acme Inc', 'Grace Lovelace'));
 */
export function payStubLines(
  store: DemoStore,
  stub: PayStub,
  companyName: string,
  employeeName: string,
): string[] {
  const { payroll, entry, result } = stub;
  // An earning paid by the hour names its hours beside its name, so its amount (dollars) is not
  // read as hours under a label such as "Regular Hours" (issue 43).
  const withHours = (name: string, thousandths: number) => `${name}, ${hoursWords(thousandths)}`;
  const hourly = entry.hourly.map((h, i) => ({
    name: withHours(h.name, h.hours),
    amount: result.hourlyAmounts[i] ?? 0,
  }));
  const timeOff = entry.paidTimeOff.map((t, i) => ({
    // Hours taken and, on a dismissal payroll, unused hours paid out: both paid at the rate.
    name: withHours(t.name, t.hours + (t.finalPayoutHours ?? 0)),
    amount: result.timeOffAmounts[i] ?? 0,
  }));
  // A `Reimbursement` fixed compensation is no earning: it is paid untaxed beside the net.
  const fixed = entry.fixed
    .filter((f) => f.name !== REIMBURSEMENT_EARNING)
    .map((f) => ({ name: f.name, amount: f.amount }));
  // What the lines above do not explain is the period's salary.
  const salary =
    result.gross -
    sum(hourly.map((h) => h.amount)) -
    sum(timeOff.map((t) => t.amount)) -
    sum(fixed.map((f) => f.amount)) -
    result.minimumWageAdjustment;
  const earnings = [
    ...(salary !== 0 ? [{ name: 'Salary', amount: salary }] : []),
    ...hourly,
    ...timeOff,
    ...fixed,
    ...(result.minimumWageAdjustment
      ? [{ name: 'Minimum wage adjustment', amount: result.minimumWageAdjustment }]
      : []),
  ].filter((line) => line.amount !== 0);
  // The payroll keeps one total for its own one-time deductions; garnishments each have a line.
  const garnished = sum((result.garnishments ?? []).map((g) => g.amount));
  const year = payroll.check_date.slice(0, 4);
  const ytd = payStubsOf(store, entry.employeeUuid).filter(
    (s) =>
      s.payroll.check_date.slice(0, 4) === year &&
      (s.payroll.check_date < payroll.check_date ||
        (s.payroll.check_date === payroll.check_date && s.payroll.seq <= payroll.seq)),
  );
  // Amounts in dollars and dates with the month's name, as a person reads them (issue 43).
  const line = (name: string, amount: number) => `${name}: ${dollars(amount)}`;
  return [
    `Pay stub - ${companyName}`,
    `Employee: ${employeeName}`,
    `Pay period: ${longDate(payroll.start_date)} to ${longDate(payroll.end_date)}`,
    `Check date: ${longDate(payroll.check_date)}`,
    'Earnings',
    ...earnings.map((e) => line(e.name, e.amount)),
    'Taxes',
    ...result.taxes.filter((t) => !t.employer).map((t) => line(t.name, t.amount)),
    'Deductions',
    // Each benefit deduction is a line of its own (DECISIONS 68).
    ...(result.benefits ?? [])
      .filter((b) => b.employeeDeduction !== 0)
      .map((b) => line(b.name, b.employeeDeduction)),
    ...(entry.deductions.length > 0
      ? [line('Other deductions', result.deductions - garnished - (result.benefitDeductions ?? 0))]
      : []),
    ...(result.garnishments ?? []).map((g) => line(g.name, g.amount)),
    line('Gross pay', result.gross),
    line('Employee taxes', result.employeeTaxes),
    line('Deductions total', result.deductions),
    line('Net pay', result.net),
    ...(result.reimbursements !== 0 ? [line('Reimbursements', result.reimbursements)] : []),
    line('Check amount', result.checkAmount),
    // Company contributions are shown, never paid in the check.
    ...(result.benefits ?? [])
      .filter((b) => b.companyContribution !== 0)
      .map((b) => line(`Company contribution - ${b.name}`, b.companyContribution)),
    line('Year to date gross pay', sum(ytd.map((s) => s.result.gross))),
    line('Year to date employee taxes', sum(ytd.map((s) => s.result.employeeTaxes))),
    line('Year to date net pay', sum(ytd.map((s) => s.result.net))),
  ];
}
