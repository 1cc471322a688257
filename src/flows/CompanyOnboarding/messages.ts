import { defineMessages } from '../../ui';
import { companyOnboardingOverviewMessages } from './overviewMessages';

/**
 * Every string of the company onboarding flow in English (the overview's own, from
 * `overviewMessages.ts`, then the steps'). The Spanish is in `messages.es.ts` and
 * reaches partners only through `payroll-kit/locales/es`. Partners override a key as
 * `companyOnboarding.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useScreenMessages(companyOnboardingMessages);
 * t('overview.title'); // 'Set up your company for payroll'
 */
export const companyOnboardingMessages = defineMessages('companyOnboarding', {
  ...companyOnboardingOverviewMessages.en,
  'flow.continue': 'Save and continue',
  'flow.next': 'Continue',
  'flow.skip': 'Skip for now',
  'error.network': 'The connection was lost. Check it and try again; nothing typed is lost.',
  'error.timeout': 'The payroll service took too long to answer. Try again.',
  'error.generic': 'Something went wrong. Try again.',
  'validation.mask': 'This does not match the format shown below the field.',
  'validation.option': 'Choose one of the options.',
  'federal.description': 'The company as the IRS knows it.',
  'federal.locked':
    'The company has finished onboarding: its EIN and legal name are read-only. To change them, contact support with the IRS letter.',
  'field.legal_name': 'Legal name',
  'field.legal_name.hint': 'Exactly as on the IRS letter that assigned the EIN.',
  'field.ein': 'Employer Identification Number (EIN)',
  'field.ein.hint': '9 digits, like 12-3456789.',
  'field.ein.onFile': 'An EIN is on file. It is never shown; type one only to change it.',
  'field.tax_payer_type': 'Entity type',
  'field.tax_payer_type.placeholder': 'Choose the entity type',
  'field.filing_form': 'Federal filing form',
  'filing.941': 'Form 941, quarterly',
  'filing.941.hint': 'Most employers: payroll taxes are reported to the IRS every quarter.',
  'filing.944': 'Form 944, yearly',
  'filing.944.hint':
    'Only when the IRS told the company in writing to file yearly (about $1,000 or less of employment taxes a year).',
  'field.taxable_as_scorp': 'The company elected to be taxed as an S corporation',
  'industry.description': 'The industry decides workers’ compensation and some state rules.',
  'industry.search': 'Find the industry',
  'industry.search.hint': 'Type words (“software”) or a NAICS code (“5415”).',
  'industry.loading': 'Loading the industries…',
  'industry.results': 'Industries that match',
  'industry.none': 'No industry matches “{query}”.',
  'industry.more': 'Showing the first {count}. Type more to narrow the list.',
  'industry.current': 'Chosen: {title} (NAICS {code})',
  'industry.choose': 'Choose',
  'industry.chooseFor': 'Choose {title}, NAICS {code}',
  'bank.description':
    'Payroll is paid from this account. The routing and account numbers are checked before they are sent.',
  'bank.add': 'Add bank account',
  'bank.replace': 'Replace bank account',
  'bank.replace.title': 'Replace the bank account?',
  'bank.replace.description':
    'The new account replaces the current one and has to be verified again before payroll can run.',
  'bank.replace.confirm': 'Replace it',
  'bank.replace.cancel': 'Keep the current account',
  'bank.account': '{type} account ending in {last4}, routing number {routing}',
  'bank.status.awaiting_deposits': 'Waiting for the test deposits',
  'bank.status.ready_for_verification': 'Ready to verify',
  'bank.status.verified': 'Verified',
  'bank.awaiting':
    'Two small test deposits are on their way to this account (1–2 business days). When they arrive, type their amounts here.',
  'bank.awaiting.notYet':
    'The test deposits have not arrived yet. Come back to verify the account with their amounts once they do.',
  'bank.awaiting.nothingElse':
    'Every other step is done or waits for another one, so onboarding waits for the test deposits. Come back to verify the account with their amounts once they arrive.',
  'bank.sendDeposits': 'Send the test deposits now (demo)',
  'bank.depositsSent': 'Test deposits sent: ${deposit_1} and ${deposit_2}.',
  'bank.verify.title': 'Verify with the two test deposits',
  'bank.verify': 'Verify bank account',
  'bank.verify.attemptsLeft':
    'Those amounts do not match. {count, plural, one {# attempt} other {# attempts}} left.',
  'bank.verified': 'The bank account is verified.',
  'field.routing_number': 'Routing number',
  'field.account_number': 'Account number',
  'field.account_type': 'Account type',
  'accountType.Checking': 'Checking',
  'accountType.Savings': 'Savings',
  'field.deposit_1': 'First deposit amount',
  'field.deposit_2': 'Second deposit amount',
  'blockStep.locations':
    'Add the company’s addresses: one must be its mailing address and one its filing address.',
  'blockStep.pay_schedule': 'Choose how often employees are paid.',
  'blockStep.employees': 'Add and onboard employees now, or skip and add them later.',
  'state.description':
    'Each state where the company has a location or an employee asks for its own registrations and rates.',
  'state.loading': 'Loading the state tax requirements…',
  'state.none': 'No state needs tax setup yet: add the company’s addresses first.',
  'state.stateTitle': 'State: {state}',
  'state.complete': 'Set up',
  'state.save': 'Save {state} taxes',
  'state.saved': 'Saved the {state} tax setup.',
  'state.range': 'From {min}% to {max}%.',
  'state.rates': 'One of {rates} (%).',
  'state.effective': 'Effective from {date}',
  'state.select.placeholder': 'Choose',
  'state.format': 'Format: {mask} (# a digit, @ a letter).',
  'signatory.title': 'Signatory',
  'signatory.description':
    'The person who signs the company’s tax forms. The company has one; their identity is verified.',
  'signatory.save': 'Save signatory',
  'signatory.current': 'Signatory: {name}, {title}',
  'signatory.edit': 'Edit signatory',
  'signatory.invite': 'Invite them by email instead',
  'signatory.invite.title': 'Invite the signatory',
  'signatory.invite.description':
    'The service emails them to give the rest, their Social Security number included, themselves.',
  'signatory.invite.submit': 'Send the invitation',
  'signatory.details': 'Enter their details instead',
  'signatory.replace': 'Replace signatory',
  'signatory.replace.title': 'Replace the signatory?',
  'signatory.replace.description':
    'A company has one signatory: {name} is removed first, then you add or invite the new one.',
  'signatory.replace.confirm': 'Remove and replace',
  'signatory.replace.cancel': 'Keep this signatory',
  'field.first_name': 'First name',
  'field.last_name': 'Last name',
  'field.email': 'Email',
  'field.title': 'Job title',
  'field.phone': 'Phone number',
  'field.ssn': 'Social Security number',
  'field.ssn.onFile': 'An SSN is on file. It is never shown; type one only to change it.',
  'field.birthday': 'Date of birth',
  'field.home_address.street_1': 'Home street address',
  'field.home_address.street_2': 'Apartment, suite (optional)',
  'field.home_address.city': 'City',
  'field.home_address.state': 'State',
  'field.home_address.zip': 'ZIP code',
  'field.state.placeholder': 'Choose a state',
  'documents.title': 'Company documents',
  'documents.description': 'The signatory signs each form by typing their full name.',
  'documents.loading': 'Loading the company forms…',
  'documents.none':
    'The forms appear once federal and state taxes, the bank account and the pay schedule are set up.',
  'documents.needSignatory': 'Add the signatory first: only they can sign the company’s forms.',
  'documents.signed': 'Signed',
  'documents.toSign': 'To sign',
  'documents.view': 'Read {form} (PDF)',
  'documents.sign': 'Sign {form}',
  'field.signature_text': 'Signature: type {name} to sign {form}',
  'field.agree': 'I am {name} and I agree to sign {form} electronically.',
  'finish.title': 'Finish onboarding',
  'finish.description': 'Check the steps, then send the company for approval.',
  'finish.open': 'Still to do before finishing: {steps}.',
  'finish.waiting.title': 'Waiting for approval',
  'finish.waiting.description':
    'Onboarding is finished. The payroll service reviews the company; payroll can run once it is approved.',
  'finish.checkAgain': 'Check again',
  'finish.ready.title': 'Ready to run payroll',
  'finish.ready.description': 'The company is approved. Its first payroll can be run.',
});

/**
 * A key of {@link companyOnboardingMessages}.
 *
 * @example
 * const key: CompanyOnboardingMessageKey = 'overview.title';
 */
export type CompanyOnboardingMessageKey = keyof typeof companyOnboardingMessages.en;
