import { defineMessages } from '../../../ui';

/**
 * Copy of the federal tax (W-4) step in English (Spanish: `FederalTaxes.messages.es.ts`). Partners
 * override a key as `onboarding.federalTaxes.<key>`.
 *
 * @example
 * const { t } = useScreenMessages(federalTaxesMessages);
 * t('title'); // 'Federal taxes'
 */
export const federalTaxesMessages = defineMessages('onboarding.federalTaxes', {
  title: 'Federal taxes',
  description: 'Enter the answers from the employee’s Form W-4 (2020 or later).',
  loading: 'Loading the W-4…',
  loadError: 'The W-4 could not be loaded.',
  filing_status: 'Filing status (W-4 step 1c)',
  'filing_status.placeholder': 'Choose a filing status',
  'filing_status.Single': 'Single or married filing separately',
  'filing_status.Married': 'Married filing jointly',
  'filing_status.Head of Household': 'Head of household',
  'filing_status.Exempt from withholding': 'Exempt from withholding',
  two_jobs: 'Multiple jobs or spouse works (W-4 step 2c)',
  dependents_amount: 'Dependents amount (step 3)',
  other_income: 'Other income (step 4a)',
  deductions: 'Deductions (step 4b)',
  extra_withholding: 'Extra withholding per paycheck (step 4c)',
  amountsHint: 'Yearly amount, in dollars. 0.00 or blank means none.',
});
