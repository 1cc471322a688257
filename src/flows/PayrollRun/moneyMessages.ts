import { defineMessages } from '../../ui';

/**
 * Copy of the payroll run's money screens in English (Spanish: `moneyMessages.es.ts`): funding a
 * payroll by wire, a failed debit's recovery case, printing checks and the money a payroll moved.
 * Its own dictionary under the flow's prefix
 * (partners override a key as `payrollRun.<key>`), so its words load with these screens, not with
 * the landing.
 *
 * @example
 * const { t } = usePayrollMoneyMessages();
 * t('wire.submit'); // 'I’ve sent the wire'
 */
export const payrollMoneyMessages = defineMessages('payrollRun', {
  'wire.title': 'Wire the funds for this payroll',
  'wire.due': 'To make payroll, wire {amount} by {deadline}.',
  'wire.instructions': 'Wire instructions',
  'wire.bank': 'Bank',
  'wire.bankAddress': 'Bank address',
  'wire.recipient': 'Recipient',
  'wire.recipientAddress': 'Recipient address',
  'wire.account': 'Account number',
  'wire.routing': 'Routing number',
  'wire.reference': 'Reference',
  'wire.referenceHint':
    'Ask your bank to put the reference {code} on the wire, so we can match it to this payroll.',
  'wire.amount': 'Amount',
  'wire.deadline': 'Deadline',
  'wire.late':
    'If the wire has not arrived by the deadline, the payroll moves to four-day direct deposit and people are paid later.',
  'wire.form.title': 'Tell us you sent the wire',
  'wire.field.date_sent': 'Date sent',
  'wire.field.bank_name': 'Bank you sent it from',
  'wire.field.amount_sent': 'Amount sent',
  'wire.field.additional_notes': 'Notes',
  'wire.field.additional_notes.hint': 'Optional, at most {max} characters.',
  'wire.submit': 'I’ve sent the wire',
  'wire.review.title': 'Waiting for your wire',
  'wire.review':
    'You sent {amount} on {date} from {bank}. We are checking that it arrived; the payroll goes on by itself once it has.',
  'recovery.title': 'Payments that could not be collected',
  'recovery.caption': 'Each failed debit, what the bank said and what is still owed',
  'recovery.case': 'Debit of {date}',
  'recovery.caseNoDate': 'Debit for the payroll paid on {date}',
  'recovery.outstanding': 'Still owed',
  'recovery.reason': 'What the bank said',
  'recovery.code.R01': 'Not enough money in the account ({code}). Add funds, then debit again.',
  'recovery.code.R02':
    'The account is closed ({code}). Add an open account in company details, then debit again.',
  'recovery.code.R16':
    'The account is frozen ({code}). Ask your bank to release it, or add another account, then debit again.',
  'recovery.code.R29':
    'Your bank refused a debit it was not told to expect ({code}). Ask it to allow debits from us, then debit again.',
  'recovery.code.other': 'The bank returned the debit ({code}). Ask your bank why, fix it, then debit again.',
  'recovery.code.none': 'The bank returned the debit. Ask your bank why, fix it, then debit again.',
  'recovery.redebit': 'Debit again',
  'recovery.redebitFor': 'Debit again: {amount} for {case}',
  'recovery.redebit.sent': 'We are debiting {amount} again. It can take up to four business days.',
  'recovery.status.open': 'Not collected',
  'recovery.status.redebit_initiated': 'Debiting again',
  'recovery.status.wire_initiated': 'Wire on its way',
  'recovery.status.recovered': 'Collected',
  'recovery.status.lost': 'Not recovered',
  'recovery.status.other': '{status}',
  'recovery.statusWords.open': 'Fix the bank issue first, then debit again.',
  'recovery.statusWords.redebit_initiated': 'Being collected; this takes up to four business days.',
  'recovery.statusWords.wire_initiated': 'Your wire is on its way.',
  'recovery.statusWords.recovered': 'Collected. Nothing more to do.',
  'recovery.statusWords.lost': 'Could not be recovered: contact support.',
  'recovery.loading': 'Loading the failed debits…',
  'recovery.error': 'The failed debits could not be loaded.',
  'checks.title': 'Print checks',
  'checks.who': '{count} person on this payroll is paid by check.',
  'checks.whoMany': '{count} people on this payroll are paid by check.',
  'checks.stock': 'Check stock',
  'checks.stock.top': 'Check on top',
  'checks.stock.topHint': 'The check above its stub; no routing number printed.',
  'checks.stock.bottom': 'Check at the bottom',
  'checks.stock.bottomHint': 'The stub above the check, with your bank’s routing and account numbers.',
  'checks.startingNumber': 'First check number',
  'checks.startingNumber.hint': 'Leave blank to go on from your last check.',
  'checks.print': 'Print checks',
  'checks.making': 'Preparing your checks…',
  'checks.ready': 'Checks {first} to {last} are ready.',
  'checks.open': 'Open the checks (PDF)',
  'checks.failed': 'The checks could not be prepared. Print them again.',
  'moved.title': 'Money moved',
  'moved.what': 'Payment',
  'moved.amount': 'Amount',
  'moved.date': 'Date',
  'moved.status': 'Status',
  'moved.direction.debit': 'Debit',
  'moved.direction.credit': 'Credit',
  'moved.status.unsubmitted': 'Not sent yet',
  'moved.status.submitted': 'Sent',
  'moved.status.successful': 'Arrived',
  'moved.status.failed': 'Returned',
  'moved.status.returned': 'Returned ({code})',
  'moved.type.Debit net pay': 'Debit for net pay',
  'moved.type.Debit reimbursements': 'Debit for reimbursements',
  'moved.type.Debit taxes': 'Debit for taxes',
  'moved.type.Credit employee pay': 'Pay to',
  'moved.error': 'The money moved could not be loaded.',
});

/**
 * A key of {@link payrollMoneyMessages}.
 *
 * @example
 * const key: PayrollMoneyMessageKey = 'recovery.redebit';
 */
export type PayrollMoneyMessageKey = keyof typeof payrollMoneyMessages.en;
