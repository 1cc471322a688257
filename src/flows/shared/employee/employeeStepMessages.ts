import { defineMessages } from '../../../ui';

/**
 * The words of the employee detail blocks (personal details, home and work address) and of the
 * step frame they share (Back, Save and continue, each record step's heading, line and loading
 * words, the onboarding's job step included), in English: one home for both flows that show them, `<EmployeeOnboarding/>`
 * (whose dictionary spreads them, keys unchanged) and `<EmployeeManagement/>`'s employee page. Same
 * `onboarding` namespace, so a partner's `onboarding.<key>` override and the Spanish of
 * `payroll-kit/locales/es` reach them on both. The Spanish is in `employeeStepMessages.es.ts`.
 *
 * @example
 * const { t } = useEmployeeStepMessages();
 * t('home.title'); // 'Home address'
 */
export const employeeStepMessages = defineMessages('onboarding', {
  'flow.back': 'Back',
  'flow.continue': 'Save and continue',
  'flow.loadError': 'This step could not be loaded. Check the connection and reload the page.',
  'personal.title': 'Personal details',
  'personal.loading': 'Loading the personal details…',
  'personal.description': 'Legal name and identity, as on the employee’s tax documents.',
  'personal.first_name': 'Legal first name',
  'personal.middle_initial': 'Middle initial',
  'personal.last_name': 'Legal last name',
  'personal.preferred_first_name': 'Preferred first name',
  'personal.email': 'Personal email',
  'personal.email.hint': 'Needed when the employee completes their own onboarding.',
  'personal.work_email': 'Work email',
  'personal.date_of_birth': 'Date of birth',
  'personal.ssn': 'Social Security number',
  'personal.choice': 'Who enters the rest of the details?',
  'personal.choice.admin': 'I will enter them now',
  'personal.choice.self': 'The employee, later (mark for self-onboarding)',
  'personal.choice.invite': 'The employee: invite them now',
  'personal.selfOnboarding': 'This employee will complete their own details. You can return here any time.',
  'home.title': 'Home address',
  'home.loading': 'Loading the home address…',
  'home.description': 'Where the employee lives; it decides which state taxes apply.',
  'home.street_1': 'Street address',
  'home.street_2': 'Apartment, suite, unit (optional)',
  'home.city': 'City',
  'home.state': 'State',
  'home.state.placeholder': 'Choose a state',
  'home.zip': 'ZIP code',
  'home.effective_date': 'Lives here since',
  'home.effective_date.hint': 'Keep the date to correct the current address; a new date records a move.',
  'home.courtesy_withholding': 'Withhold home-state taxes as a courtesy',
  'home.history': 'Address history',
  'home.history.current': 'current',
  'home.history.since': 'since {date}',
  'work.title': 'Work address',
  'work.loading': 'Loading the work address and company locations…',
  'work.description': 'The company location the employee works at.',
  'work.location': 'Work location',
  'work.location.placeholder': 'Choose a location',
  'work.effective_date': 'Works here from',
  'work.noLocations': 'The company has no locations yet. Add one in company settings first.',
  'personal.choice.self.hint':
    'They give their date of birth, SSN, home address, taxes, payment method and documents. Add their job and pay and work address, then invite them.',
  'job.title': 'Job and compensation',
  'job.loading': 'Loading the job and pay…',
  'job.description': 'The employee’s job and how they are paid.',
});

/** A key of {@link employeeStepMessages}. @example const key: EmployeeStepMessageKey = 'home.title'; */
export type EmployeeStepMessageKey = keyof typeof employeeStepMessages.en;
