import { defineMessages } from '../../ui';

/**
 * Copy of the portal's details forms in English (Spanish: `detailsMessages.es.ts`): the W-4, the
 * state tax answers and a bank account to add. Its own dictionary, under the portal's prefix
 * (partners override a key as `employeePortal.<key>`), so its words load with the forms, not with
 * the overview.
 *
 * @example
 * const { t } = useFormMessages(employeePortalDetailsMessages);
 * t('taxes.save'); // 'Save my W-4'
 */
export const employeePortalDetailsMessages = defineMessages('employeePortal', {
  'taxes.title': 'Federal tax withholding (W-4)',
  'taxes.filingStatus': 'Filing status',
  'taxes.filing.Single': 'Single or married filing separately',
  'taxes.filing.Married': 'Married filing jointly',
  'taxes.filing.Head of Household': 'Head of household',
  'taxes.filing.Exempt from withholding': 'Exempt from withholding',
  'taxes.extra': 'Extra withholding per pay period',
  'taxes.error': 'Your tax withholding could not be loaded.',
  'taxes.description': 'Your W-4 answers. A change applies from your next paycheck.',
  'taxes.loading': 'Loading your W-4…',
  'taxes.choose': 'Choose a filing status',
  'taxes.two_jobs': 'I have more than one job, or my spouse works (W-4 step 2)',
  'taxes.dependents_amount': 'Dependents amount (W-4 step 3)',
  'taxes.other_income': 'Other income (W-4 step 4a)',
  'taxes.deductions': 'Deductions (W-4 step 4b)',
  'taxes.save': 'Save my W-4',
  'taxes.saved': 'Your W-4 is saved.',
  'state.title': 'State tax withholding',
  'state.description': 'Your answers to the withholding questions of your states.',
  'state.loading': 'Loading your state taxes…',
  'state.error': 'Your state taxes could not be loaded.',
  'state.heading': 'State: {state}',
  'state.noQuestions': '{state} asks you nothing.',
  'state.adminOnly': 'For your company only.',
  'state.choose': 'Choose an answer',
  'state.save': 'Save my state answers',
  'state.saved': 'Your state answers are saved.',
  'bank.add.title': 'Add a bank account',
  'bank.add.description': 'Paid by check until now? Your pay then goes to this account by direct deposit.',
  'bank.field.name': 'Account nickname',
  'bank.field.routing_number': 'Routing number',
  'bank.field.account_number': 'Account number',
  'bank.field.account_type': 'Account type',
  'bank.type.Checking': 'Checking',
  'bank.type.Savings': 'Savings',
  'bank.add.submit': 'Add the account',
  'bank.added': 'The account {name} was added.',
});
