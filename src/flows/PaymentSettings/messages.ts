import { defineMessages } from '../../ui';

/**
 * Every string of the payment settings screen in English. The Spanish is in `messages.es.ts` and
 * reaches partners only through `payroll-kit/locales/es`. Partners override a key as
 * `paymentSettings.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useScreenMessages(paymentSettingsMessages);
 * t('overview.title'); // 'Payment speed'
 */
export const paymentSettingsMessages = defineMessages('paymentSettings', {
  'overview.title': 'Payment speed',
  'overview.description':
    'How many business days before the check date the company’s account is debited for a payroll, and the largest debit that may go at that speed.',
  'overview.loading': 'Loading the payment settings…',
  'overview.error': 'The payment settings could not be loaded. Check the connection and reload the page.',
  'overview.speed': 'Payment speed',
  'overview.limit': 'Fast payment limit',
  'overview.noLimit': 'No limit',
  'overview.limitFourDay': 'Not used at four-day speed',
  'overview.edit': 'Change payment speed',
  'overview.saved': 'Saved: payrolls now use {speed}.',
  'overview.limitHelp':
    'A payroll whose debit is over the limit must be funded by wire, or move to four-day speed with a later check date.',
  'speed.1-day': 'Next-day (1 business day)',
  'speed.2-day': 'Two-day (2 business days)',
  'speed.4-day': 'Four-day (4 business days, standard)',
  'speed.1-day.hint': 'Only for partners approved for next-day payments.',
  'speed.2-day.hint': 'Run payroll two business days before the check date.',
  'speed.4-day.hint': 'Run payroll four business days before the check date. No limit applies.',
  'form.addTitle': 'Change payment speed',
  'form.editTitle': 'Change payment speed',
  'form.description':
    'A faster speed lets you run payroll closer to the check date. Debits over the limit wait for a wire or move to four-day speed.',
  'form.loading': 'Loading the payment settings…',
  'form.loadError': 'The payment settings could not be loaded. Check the connection and reload the page.',
  'form.notFound': 'This company has no payment settings.',
  'form.save': 'Save payment settings',
  'form.leave.description':
    'You have changes to the payment settings that are not saved. If you leave, they are lost.',
  'field.payment_speed': 'Payment speed',
  'field.fast_payment_limit': 'Fast payment limit',
  'field.fast_payment_limit.hint': 'In dollars. Leave blank for no limit.',
  'field.fast_payment_limit.invalid':
    'Enter the limit as an amount of money in dollars, such as 5,000.00, at most 999,999,999.99, or leave it blank for no limit.',
  'field.payment_speed.invalid': 'This payment speed cannot be used for this company. Choose another.',
  'field.partner_owned_disbursement': 'The partner disburses the payments',
});

/**
 * A key of {@link paymentSettingsMessages}.
 *
 * @example
 * const key: PaymentSettingsMessageKey = 'overview.title';
 */
export type PaymentSettingsMessageKey = keyof typeof paymentSettingsMessages.en;
