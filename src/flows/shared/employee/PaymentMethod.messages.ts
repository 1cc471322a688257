import { defineMessages } from '../../../ui';

/**
 * Copy of the payment method step in English (Spanish: `PaymentMethod.messages.es.ts`). Partners
 * override a key as `onboarding.paymentMethod.<key>`.
 *
 * @example
 * const { t } = useScreenMessages(paymentMethodMessages);
 * t('type.check'); // 'Paper check'
 */
export const paymentMethodMessages = defineMessages('onboarding.paymentMethod', {
  title: 'Payment method',
  description: 'How the employee is paid: a paper check, or direct deposit into one or more bank accounts.',
  loading: 'Loading the payment method…',
  loadError: 'The payment method could not be loaded.',
  type: 'Payment method',
  'type.check': 'Paper check',
  'type.directDeposit': 'Direct deposit',
  accounts: 'Bank accounts',
  noAccounts: 'No bank account yet. Add one to pay by direct deposit.',
  splitBy: 'Split the pay by',
  'splitBy.percentage': 'Percentage',
  'splitBy.amount': 'Amount',
  splitsLegend: 'Splits, in the order they are paid',
  splitPercent: 'Percentage to {name} ({account})',
  splitAmount: 'Amount to {name} ({account})',
  remainder: '{name} ({account}) receives the remainder.',
  'conflict.splitRest': '{name}: the rest',
  percentTotal: 'Total: {total}%',
  moveUp: 'Move {name} up',
  moveDown: 'Move {name} down',
  remove: 'Remove {name}',
  'remove.title': 'Remove the account {name}?',
  'remove.description': 'Its share moves to the first account. This cannot be undone.',
  'remove.confirm': 'Remove account',
  addAccount: 'Add a bank account',
  'account.name': 'Account nickname',
  'account.routing_number': 'Routing number',
  'account.routing_hint': '9 digits, printed at the bottom left of a check.',
  'account.account_number': 'Account number',
  'account.account_type': 'Account type',
  'account.Checking': 'Checking',
  'account.Savings': 'Savings',
  'account.submit': 'Add account',
  'account.added': 'The account {name} was added.',
  'validation.accountType': 'Choose checking or savings.',
  'validation.amountRemainder': 'Enter a dollar amount; the last account receives the remainder.',
  'validation.splitPriority': 'Priorities must run 1, 2, 3…',
  'validation.number': 'Enter a whole percentage from 0 to 100.',
});
