import { defineMessages } from '../../ui';

/**
 * The words of the flow's first load (the employee list, the shell's stepper, Cancel, loading and
 * leave guard), apart from the rest of {@link onboardingMessages}: the steps are a lazy chunk, so
 * the list carries only its own strings. Same namespace: `onboarding.list.title` overrides.
 *
 * @example
 * const { t } = useScreenMessages(onboardingListMessages);
 * t('list.title'); // 'Employees'
 */
export const onboardingListMessages = defineMessages('onboarding', {
  'flow.cancel': 'Back to employees',
  'flow.loading': 'Loading onboarding…',
  'flow.leave.title': 'Leave this step?',
  'flow.leave.cancel': 'Stay on this step',
  'step.personal_details': 'Personal details',
  'step.compensation_details': 'Job and compensation',
  'step.add_work_address': 'Work address',
  'step.add_home_address': 'Home address',
  'step.federal_tax_setup': 'Federal taxes',
  'step.state_tax_setup': 'State taxes',
  'step.direct_deposit_setup': 'Payment method',
  'step.deductions': 'Deductions',
  'step.employee_form_signing': 'Documents',
  'step.summary': 'Summary',
  'step.self_onboarding': 'Invite and review',
  'list.title': 'Employees',
  'list.caption': 'Employees of the company',
  'list.add': 'Add employee',
  'list.search': 'Search by name',
  'list.searchButton': 'Search',
  'list.name': 'Name',
  'list.status': 'Onboarding status',
  'list.created': 'Added',
  'list.actions': 'Actions',
  'list.resume': 'Continue onboarding',
  'list.resumeFor': 'Continue onboarding {name}',
  'list.invitation': 'Invitation',
  'list.invitationFor': 'Invitation of {name}',
  'list.review': 'Review',
  'list.reviewFor': 'Review what {name} entered',
  'list.view': 'Review',
  'list.viewFor': 'Review {name}',
  'list.delete': 'Delete',
  'list.deleteFor': 'Delete {name}',
  'list.delete.title': 'Delete {name}?',
  'list.delete.description':
    'This removes the employee and everything entered for them. It cannot be undone.',
  'list.delete.confirm': 'Delete employee',
  'list.deleted': '{name} was deleted.',
  'list.empty.title': 'No employees yet',
  'list.empty.description': 'Add your first employee to start onboarding.',
  'list.noMatch': 'No employee matches “{term}”.',
  'list.error': 'The employee list could not be loaded.',
});
