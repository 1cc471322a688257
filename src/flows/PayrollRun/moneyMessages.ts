import { defineMessages } from '../../ui';
import { fundingMessages } from '../shared/funding/fundingMessages';

/**
 * Copy of the payroll run's money screens in English (Spanish: `moneyMessages.es.ts`): funding a
 * payroll by wire, a failed debit's recovery case, printing checks and the money a payroll moved
 * (the wire's and the money moved's words are the shared funding blocks', spread, keys unchanged).
 * Its own dictionary under the flow's prefix
 * (partners override a key as `payrollRun.<key>`), so its words load with these screens, not with
 * the landing.
 *
 * @example
 * const { t } = usePayrollMoneyMessages();
 * t('wire.submit'); // 'I’ve sent the wire'
 */
export const payrollMoneyMessages = defineMessages('payrollRun', {
  ...fundingMessages.en,
  'review.childSupport': 'Child support, in the debit',
  'review.childSupportNote':
    'The {amount} of child support withheld from pay is in the company debit: we send it to the child support agency. Other garnishments are withheld but not debited: you pay them to whoever the order names.',
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
});

/**
 * A key of {@link payrollMoneyMessages}.
 *
 * @example
 * const key: PayrollMoneyMessageKey = 'recovery.redebit';
 */
export type PayrollMoneyMessageKey = keyof typeof payrollMoneyMessages.en;
