import { defineMessages } from '../../ui';

/**
 * Copy of the company onboarding's "Previous payrolls" step in English (Spanish:
 * `previousPayrollMessages.es.ts`): the list of the payrolls the company ran with its previous
 * provider, the form of one, the taxes left unpaid and finalize. Its own dictionary under the
 * flow's prefix (partners override a key as `companyOnboarding.<key>`), so its words load with
 * the step, not with the overview.
 *
 * @example
 * const { t } = useFormMessages(previousPayrollMessages);
 * t('previous.add'); // 'Add this payroll'
 */
export const previousPayrollMessages = defineMessages('companyOnboarding', {
  'previous.description':
    'Add each payroll your previous provider ran this year, so year-to-date wages and tax limits start right. Skip this step if there were none.',
  'previous.loading': 'Loading your previous payrolls…',
  'previous.error': 'Your previous payrolls could not be loaded.',
  'previous.list': 'Previous payrolls',
  'previous.none': 'No previous payroll added yet.',
  'previous.checkDate': 'Check date',
  'previous.period': 'Pay period',
  'previous.periodRange': '{start} to {end}',
  'previous.status': 'Status',
  'previous.status.unprocessed': 'Not finalized',
  'previous.status.processed': 'Recorded',
  'previous.actions': 'Actions',
  'previous.edit': 'Enter pay',
  'previous.editFor': 'Enter pay for the payroll paid {date}',
  'previous.delete': 'Remove',
  'previous.deleteFor': 'Remove the payroll paid {date}',
  'previous.new': 'Add a previous payroll',
  'previous.new.checkDate': 'Check date',
  'previous.new.start': 'Pay period start',
  'previous.new.end': 'Pay period end',
  'previous.add': 'Add this payroll',
  'previous.liabilities': 'Taxes left unpaid',
  'previous.liabilities.description':
    'For each tax, say whether your previous provider paid it in full or from which payroll on it is still owed.',
  'previous.liability.paid': 'Paid in full',
  'previous.liability.from': 'Unpaid from {date}: {amount}',
  'previous.finalize': 'Finalize previous payrolls',
  'previous.finalizing': 'Your previous payrolls are being recorded. This takes a moment.',
  'previous.done': 'Your previous payrolls are recorded: their wages count in year-to-date figures.',
  'previous.continue': 'Continue',
  'previous.skip': 'Skip for now',
  'previous.form.title': 'Payroll paid {date}',
  'previous.form.description':
    'Enter what each employee was paid, what was deducted and the taxes, as your previous provider reported them.',
  'previous.form.earnings': 'Earnings',
  'previous.form.benefits': 'Benefits',
  'previous.form.taxes': 'Taxes',
  'previous.form.amount': '{name}',
  'previous.form.hours': '{name}: hours',
  'previous.form.deduction': '{name}: employee deduction',
  'previous.form.contribution': '{name}: company contribution',
  'previous.form.employer': '{name} (employer)',
  'previous.form.save': 'Save this payroll',
  'previous.form.saved': 'Saved.',
  'previous.form.suggest': 'Fill in the taxes from the wages',
  'previous.form.suggested':
    'The taxes are filled in from the wages: check them against your records, then save.',
  'previous.form.back': 'Back to previous payrolls',
  'previous.form.invalid': 'Enter an amount of 0 or more, such as 1250.00.',
  'previous.form.noEmployees': 'Add your employees first: a previous payroll records their pay.',
});
