import { defineMessages } from '../../../ui';

/**
 * The words of the funding blocks (the wire instructions and "I've sent the wire", the money moved)
 * in English: one home for the flows that show them, `<PayrollRun/>` (whose money dictionary
 * spreads them, keys unchanged) and `<Contractors/>`'s payment group (the `.contractors` variants
 * name a contractor payment where the payroll's name a payroll). Same `payrollRun` namespace, so a
 * partner's `payrollRun.<key>` override and the Spanish of `payroll-kit/locales/es` reach both.
 * The Spanish is in `fundingMessages.es.ts`.
 *
 * @example
 * const { t } = useFundingMessages();
 * t('wire.submit'); // 'I’ve sent the wire'
 */
export const fundingMessages = defineMessages('payrollRun', {
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
  'wire.title.contractors': 'Wire the funds for this contractor payment',
  'wire.due.contractors': 'To pay your contractors, wire {amount} by {deadline}.',
  'wire.referenceHint.contractors':
    'Ask your bank to put the reference {code} on the wire, so we can match it to this payment.',
  'wire.late.contractors':
    'If the wire has not arrived by the deadline, the payment moves to four-day direct deposit and your contractors are paid later.',
  'wire.review.contractors':
    'You sent {amount} on {date} from {bank}. We are checking that it arrived; the payment goes on by itself once it has.',
  'moved.type.Debit contractor pay': 'Debit for contractor pay',
  'moved.type.Credit contractor pay': 'Pay to',
});
