import { defineMessages } from '../../ui';

/**
 * The English of what the flow's first load shows: the overview, the stepper and the leave guard.
 * Every other word (the steps' buttons and error words too) is in `messages.ts`, which spreads
 * these and loads with the steps, so the overview does not carry the forms' copy.
 *
 * @example
 * const { t } = useScreenMessages(companyOnboardingOverviewMessages);
 * t('overview.title'); // 'Set up your company for payroll'
 */
export const companyOnboardingOverviewMessages = defineMessages('companyOnboarding', {
  'flow.back': 'Back to overview',
  'flow.leave.title': 'Leave this step?',
  'flow.leave.description': 'You have changes on this step that are not saved. If you leave, they are lost.',
  'flow.leave.cancel': 'Stay on this step',
  'step.locations': 'Company addresses',
  'step.federal_taxes': 'Federal taxes',
  'step.industry': 'Industry',
  'step.bank_account': 'Bank account',
  'step.pay_schedule': 'Pay schedule',
  'step.employees': 'Employees',
  'step.previous_payrolls': 'Previous payrolls',
  'step.state_taxes': 'State taxes',
  'step.sign_forms': 'Signatory and documents',
  'step.finish': 'Finish',
  'service.add_addresses': 'company addresses',
  'service.federal_tax_setup': 'federal taxes',
  'service.select_industry': 'industry',
  'service.add_bank_info': 'a bank account',
  'service.verify_bank_info': 'bank verification',
  'service.add_employees': 'employees',
  'service.state_setup': 'state taxes',
  'service.payroll_schedule': 'a pay schedule',
  'service.sign_all_forms': 'signed company forms',
  'blocks.locations': 'The company has no mailing and filing address.',
  'blocks.federal_taxes': 'The company’s EIN, legal name, entity type or filing form is missing.',
  'blocks.industry': 'The company’s industry is not chosen.',
  'blocks.bank_account': 'The company’s bank account is missing or not verified.',
  'blocks.pay_schedule': 'The company has no pay schedule.',
  'blocks.employees': 'No employee has finished onboarding (you can add them later).',
  'blocks.previous_payrolls':
    'The payrolls from your previous provider are not finalized (you can add them later).',
  'blocks.state_taxes': 'A state’s tax registration is not complete.',
  'blocks.sign_forms': 'The signatory has not signed the company’s forms.',
  'overview.title': 'Set up your company for payroll',
  'overview.description': 'Each step is saved as you go: leave at any time and pick up where you left off.',
  'overview.loading': 'Loading the company’s onboarding…',
  'overview.error': 'The company’s onboarding could not be loaded. Check the connection and reload the page.',
  'overview.steps': 'Onboarding steps',
  'overview.state.done': 'Done',
  'overview.state.todo': 'To do',
  'overview.state.waiting': 'Waiting',
  'overview.waitingFor': 'Waiting for {steps}',
  'overview.optional': 'Optional',
  'overview.open': 'Open',
  'overview.openFor': 'Open {step}',
  'overview.blockers.title': 'What still blocks payroll',
  'overview.blockers.none': 'Every step is done: finish onboarding to ask for approval.',
  'overview.continue': 'Continue: {step}',
  'overview.finish': 'Review and finish',
  'overview.finished': 'Onboarding is finished.',
  'overview.approved.title': 'Your company is approved',
  'overview.approved.description':
    'Onboarding is finished and the company is approved: it is ready to run payroll.',
  'overview.approved.ready': 'Nothing blocks payroll: the company is approved and ready.',
  'overview.approved.runPayroll': 'Run payroll',
});
