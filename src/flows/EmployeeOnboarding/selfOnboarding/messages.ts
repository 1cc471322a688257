import { defineMessages } from '../../../ui';

/**
 * The words of `<EmployeeSelfOnboarding/>`: the overview of the employee's own steps, the
 * review notice, and the I-9 section 1 step (the other steps speak the onboarding dictionary).
 * Partners override them as `employeeSelfOnboarding.<key>`.
 *
 * @example
 * const { t } = useScreenMessages(employeeSelfOnboardingMessages);
 * t('title'); // 'Your onboarding'
 */
export const employeeSelfOnboardingMessages = defineMessages('employeeSelfOnboarding', {
  title: 'Your onboarding',
  description:
    'Give your details so your company can pay you. Each step is saved as you go: you can stop and come back later.',
  loading: 'Loading your onboarding…',
  error: 'Your onboarding could not be loaded. Check the connection and reload the page.',
  steps: 'Your steps',
  'step.personal_details': 'Your details',
  'step.add_home_address': 'Your home address',
  'step.federal_tax_setup': 'Federal tax withholding (W-4)',
  'step.state_tax_setup': 'State taxes',
  'step.direct_deposit_setup': 'How you are paid',
  'step.i9_section_1': 'Your I-9, section 1',
  'step.employee_form_signing': 'Sign your documents',
  done: 'Done',
  todo: 'To do',
  open: 'Open',
  edit: 'Change',
  openFor: 'Open {step}',
  editFor: 'Change {step}',
  start: 'Start: {step}',
  continue: 'Continue: {step}',
  'review.title': 'Your company will review your details',
  'review.description':
    'You have done your part. Your company checks what you entered and finishes your onboarding.',
  finished: 'Your onboarding is finished.',
  'i9.title': 'Your I-9, section 1',
  'i9.description':
    'Tell us how you are authorized to work in the United States, then sign section 1. Your employer checks your documents later.',
  'i9.loading': 'Loading your I-9…',
  'i9.authorization_status': 'I attest that I am',
  'i9.choose': 'Choose one',
  'i9.authorization_status.citizen': 'A citizen of the United States',
  'i9.authorization_status.noncitizen': 'A noncitizen national of the United States',
  'i9.authorization_status.permanent_resident': 'A lawful permanent resident',
  'i9.authorization_status.alien': 'A noncitizen authorized to work',
  'i9.document_type': 'Document',
  'i9.document_type.uscis_alien_registration_number': 'USCIS A-Number',
  'i9.document_type.form_i94': 'Form I-94 admission number',
  'i9.document_type.foreign_passport': 'Foreign passport',
  'i9.document_number': 'Document number',
  'i9.document_number.onFile': 'A number is on file. Leave blank to keep it.',
  'i9.country': 'Country of issuance',
  'i9.expiration_date': 'Work authorization expires on (if it does)',
  'i9.sign.title': 'Sign section 1 of your I-9',
  'i9.sign.description': 'You attest that what you entered is true.',
  'i9.sign.status': 'You attested: {status}',
  'i9.sign.change': 'Change my answer',
  'i9.sign.submit': 'Sign and continue',
  'i9.signature_text': 'Your full name as signature',
  'i9.agree': 'I agree to sign section 1 of my I-9 electronically',
  'i9.preparer': 'A preparer or translator helped me fill in section 1',
  'i9.preparer_first_name': 'Preparer first name',
  'i9.preparer_last_name': 'Preparer last name',
  'i9.preparer_street_1': 'Preparer street address',
  'i9.preparer_city': 'Preparer city',
  'i9.preparer_state': 'Preparer state',
  'i9.preparer_zip': 'Preparer ZIP code',
  'i9.preparer_agree': 'The preparer or translator attests they helped and the answers are true',
  'i9.signed.title': 'Section 1 is signed',
  'i9.signed.description': 'Your employer completes section 2 with your documents.',
  'flow.leave.title': 'Leave this step?',
  'flow.leave.description': 'You have changes on this step that are not saved. If you leave, they are lost.',
  'flow.leave.cancel': 'Stay on this step',
  'error.network': 'The connection was lost. Check it and try again: what you typed is kept.',
  'error.timeout': 'The payroll service took too long to answer. Try again: what you typed is kept.',
  'error.generic': 'Something went wrong. Try again.',
});

/**
 * A key of {@link employeeSelfOnboardingMessages}.
 *
 * @example
 * const key: EmployeeSelfOnboardingMessageKey = 'review.title';
 */
export type EmployeeSelfOnboardingMessageKey = keyof typeof employeeSelfOnboardingMessages.en;
