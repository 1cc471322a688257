import { invalidOperation } from '../errors';
import { money } from '../money/money';
import type { PayrollRecord } from '../payroll/records';
import { payStubLines, payStubOf } from '../payStubs/payStubs';
import type { DemoService } from '../service';
import { amountInWords } from './amountInWords';
import { pdfPages } from '../documents/formPdf';
import { lastCheckNumbers, printableChecks, type PrintableChecksRecord } from './records';

/**
 * Printable payroll checks (UPSTREAM-3 M.8, DECISIONS 72): a processed payroll with at least one
 * employee paid by check; one check each, numbered from `starting_check_number` (bottom stock
 * only) or else after the company's last check number (1001 first); the document `pending`, then
 * `succeeded` two seconds later, one PDF with a check a page: payee, amount in figures and words,
 * check date, the pay stub's lines, and on bottom stock the company's routing and account numbers.
 */

/** How long the demo takes to make the document. */
export const CHECKS_DOCUMENT_MS = 2000;

/** A company's first check number when it has printed none. */
const FIRST_CHECK_NUMBER = 1001;

/** The employees a payroll pays by check (with something to pay), in its rows' order. */
function paidByCheck(payroll: PayrollRecord): string[] {
  return (payroll.results ?? []).filter((r) => r.netByCheck > 0).map((r) => r.employeeUuid);
}

/**
 * Requests a processed payroll's checks: a payroll not processed, or paying no one by check: 422
 * `invalid_operation` on `base`. The numbering continues after the highest number printed.
 *
 * @example
 * const request = requestChecks(service, payroll, 'bottom', 5001);
 */
export function requestChecks(
  service: DemoService,
  payroll: PayrollRecord,
  printingFormat: 'top' | 'bottom',
  startingCheckNumber: number | null,
): PrintableChecksRecord {
  if (!payroll.processed) throw invalidOperation('Checks can be printed only for a processed payroll.');
  const employees = paidByCheck(payroll);
  if (employees.length === 0) throw invalidOperation('No one in this payroll is paid by check.');
  const last = service.store.table(lastCheckNumbers).get(payroll.companyUuid)?.number;
  const first = startingCheckNumber ?? (last === undefined ? FIRST_CHECK_NUMBER : last + 1);
  const checks = employees.map((employeeUuid, i) => ({ employeeUuid, checkNumber: first + i }));
  service.store
    .table(lastCheckNumbers)
    .set(payroll.companyUuid, { number: Math.max(last ?? 0, first + checks.length - 1) });
  const record: PrintableChecksRecord = {
    requestUuid: service.ids(),
    companyUuid: payroll.companyUuid,
    payrollUuid: payroll.uuid,
    status: 'pending',
    printingFormat,
    startingCheckNumber,
    checks,
    seq: service.store.nextSeq(),
  };
  service.store.table(printableChecks).set(record.requestUuid, record);
  service.clock.schedule(CHECKS_DOCUMENT_MS, () => {
    if (record.status === 'pending') record.status = 'succeeded';
  });
  return record;
}

/**
 * The finished document: one check a page, as a data URL (the simulator keeps its documents
 * self-contained, as it does for forms).
 *
 * @example
 * checksDocumentUrl(service, record); // 'data:application/pdf;base64,JVBERi0x…'
 */
export function checksDocumentUrl(service: DemoService, record: PrintableChecksRecord): string {
  const payroll = service.store.payrolls.get(record.payrollUuid)!;
  const company = service.store.companies.get(record.companyUuid)!;
  const account = service.store.companyBankAccounts.childrenOf(company.uuid).find((a) => !a.disabled);
  const pages = record.checks.map(({ employeeUuid, checkNumber }) => {
    const employee = service.store.employees.get(employeeUuid);
    const name = employee ? `${employee.first_name} ${employee.last_name}` : employeeUuid;
    const stub = payStubOf(payroll, employeeUuid);
    const amount = stub?.result.checkAmount ?? 0;
    return [
      `${company.name}    Check ${checkNumber}    ${payroll.check_date}`,
      `Pay to the order of ${name}    $${money(amount)}`,
      amountInWords(amount),
      '',
      ...(stub ? payStubLines(service.store, stub, company.name, name) : []),
      ...(record.printingFormat === 'bottom' && account
        ? [
            '',
            `Routing ${account.routing_number}    Account ${account.account_number}    Check ${checkNumber}`,
          ]
        : []),
    ];
  });
  return `data:application/pdf;base64,${btoa(pdfPages(pages))}`;
}
