import { wageTotal } from '../contractorPayments/payments';
import type { ContractorPaymentRecord } from '../contractorPayments/records';
import { runDayOf } from '../payroll/payrollDates';
import type { PayrollRecord } from '../payroll/records';
import { recoveryCases } from '../recoveryCases/records';
import type { DemoService } from '../service';
import { sumPayroll } from '../taxModel/taxModel';
import { achTransactionId } from './achTransactionIds';

/**
 * Every debit and credit of a company's processed payrolls and funded contractor payments
 * (UPSTREAM-3 M.6, DECISIONS 70), computed from them: a payroll debits the company its
 * direct-deposit net pay, its direct-deposit reimbursements (when any), its taxes and the child
 * support it withholds (when any) on its debit day, and credits each direct-deposit employee their net pay and reimbursements on the check
 * date; a funded direct-deposit contractor payment debits the company and credits the contractor.
 * Submitted until the payroll is paid, then successful; a payroll's debits are failed, with the
 * bank's code, while its recovery case is unresolved. Check payments move no money by ACH.
 */

/** One movement, in cents, before its wire shape. */
export interface AchTransaction {
  uuid: string;
  companyUuid: string;
  eventType: 'Payroll' | 'ContractorPayment';
  eventUuid: string;
  recipientType: 'Employee' | 'Contractor' | null;
  recipientUuid: string | null;
  errorCode: string | null;
  transactionType: string;
  status: 'unsubmitted' | 'submitted' | 'successful' | 'failed';
  direction: 'credit' | 'debit';
  checkDate: string;
  paymentDate: string;
  amount: number;
  description: string;
}

/** The bank-statement text of the demo's movements. */
const STATEMENT = 'PAYROLL KIT DEMO';

function payrollMovements(service: DemoService, payroll: PayrollRecord): AchTransaction[] {
  const results = payroll.results ?? [];
  const totals = sumPayroll(results, payroll.entries);
  const unresolved = [...service.store.table(recoveryCases).values()].find(
    (c) => c.payrollUuid === payroll.uuid && c.status !== 'recovered',
  );
  const base = {
    companyUuid: payroll.companyUuid,
    eventType: 'Payroll' as const,
    eventUuid: payroll.uuid,
    checkDate: payroll.check_date,
  };
  const settled = payroll.paid ? ('successful' as const) : ('submitted' as const);
  const debitDate = payroll.paymentSpeedChanged?.current_debit_date ?? runDayOf(payroll.check_date);
  const debits: [string, string, number][] = [
    ['net', 'Debit net pay', totals.netPayDebit],
    ['reimbursement', 'Debit reimbursements', totals.reimbursementDebit],
    ['tax', 'Debit taxes', totals.taxDebit],
    // Withheld from pay and sent to the agency by the service: part of the company debit.
    ['child_support', 'Debit child support', totals.childSupportDebit],
  ];
  const movements: AchTransaction[] = debits
    .filter(([, , amount]) => amount > 0)
    .map(([part, transactionType, amount]) => ({
      ...base,
      uuid: achTransactionId(`payroll:${payroll.uuid}:debit:${part}`),
      recipientType: null,
      recipientUuid: null,
      errorCode: unresolved ? unresolved.latestErrorCode : null,
      transactionType,
      status: unresolved ? 'failed' : settled,
      direction: 'debit',
      paymentDate: debitDate,
      amount,
      description: `${STATEMENT} ${part === 'tax' ? 'TAX' : part === 'child_support' ? 'CHILD SUPPORT' : 'NET'}`,
    }));
  for (const r of results) {
    const paid = r.net + r.reimbursements;
    if (r.netByCheck > 0 || paid <= 0) continue;
    movements.push({
      ...base,
      uuid: achTransactionId(`payroll:${payroll.uuid}:credit:${r.employeeUuid}`),
      recipientType: 'Employee',
      recipientUuid: r.employeeUuid,
      errorCode: null,
      transactionType: 'Credit employee pay',
      status: settled,
      direction: 'credit',
      paymentDate: payroll.check_date,
      amount: paid,
      description: `${STATEMENT} PAY`,
    });
  }
  return movements;
}

function contractorMovements(payment: ContractorPaymentRecord): AchTransaction[] {
  if (payment.status !== 'Funded' || payment.payment_method !== 'Direct Deposit') return [];
  const base = {
    companyUuid: payment.companyUuid,
    eventType: 'ContractorPayment' as const,
    eventUuid: payment.uuid,
    errorCode: null,
    status: 'successful' as const,
    checkDate: payment.date,
    amount: wageTotal(payment) + payment.reimbursement,
  };
  const movements: AchTransaction[] = [
    {
      ...base,
      uuid: achTransactionId(`contractor_payment:${payment.uuid}:debit`),
      recipientType: null,
      recipientUuid: null,
      transactionType: 'Debit contractor pay',
      direction: 'debit',
      paymentDate: payment.debitDate,
      description: `${STATEMENT} CONTRACTOR`,
    },
    {
      ...base,
      uuid: achTransactionId(`contractor_payment:${payment.uuid}:credit`),
      recipientType: 'Contractor',
      recipientUuid: payment.contractorUuid,
      transactionType: 'Credit contractor pay',
      direction: 'credit',
      paymentDate: payment.date,
      description: `${STATEMENT} PAY`,
    },
  ];
  return movements.filter((m) => m.amount > 0);
}

/**
 * The company's ACH transactions: each processed payroll's, then each funded contractor
 * payment's, in the order they were made.
 *
 * @example
 * achTransactionsOf(service, company.uuid).filter((t) => t.direction === 'debit');
 */
export function achTransactionsOf(service: DemoService, companyUuid: string): AchTransaction[] {
  const payrolls = [...service.store.payrolls.values()]
    .filter((p) => p.companyUuid === companyUuid && p.processed)
    .flatMap((p) => payrollMovements(service, p));
  const contractors = [...service.store.contractorPayments.values()]
    .filter((p) => p.companyUuid === companyUuid)
    .sort((a, b) => a.seq - b.seq)
    .flatMap(contractorMovements);
  return [...payrolls, ...contractors];
}
