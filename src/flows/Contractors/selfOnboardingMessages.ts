import { defineMessages } from '../../ui';

/**
 * The words of `<ContractorSelfOnboarding/>`'s first load (the overview of the steps, the step
 * headings, the leave question), apart from the rest of {@link contractorsMessages} like
 * `contractorListMessages`: the step forms and their words are a lazy chunk. Same namespace:
 * `contractors.self.title` overrides.
 *
 * @example
 * const { t } = useScreenMessages(contractorSelfOnboardingMessages);
 * t('self.continue', { step: t('self.step.address') }); // 'Continue: Your address'
 */
export const contractorSelfOnboardingMessages = defineMessages('contractors', {
  'self.title': 'Your onboarding',
  'self.description':
    'Give your details to get paid. Each step is saved as you go: you can stop and come back later.',
  'self.loading': 'Loading your onboarding…',
  'self.error': 'Your onboarding could not be loaded. Check the connection and reload the page.',
  'self.steps': 'Your steps',
  'self.step.profile': 'Your profile',
  'self.step.address': 'Your address',
  'self.step.method': 'How you are paid',
  'self.step.w9': 'Sign your W-9',
  'self.stepOf': 'Step {number} of {total}: {step}',
  'self.done': 'Done',
  'self.todo': 'To do',
  'self.open': 'Open',
  'self.edit': 'Change',
  'self.openFor': 'Open {step}',
  'self.editFor': 'Change {step}',
  'self.start': 'Start: {step}',
  'self.continue': 'Continue: {step}',
  'self.review.title': 'All done',
  'self.review.description': 'Your company will review your details and finish your onboarding.',
  'self.finished': 'Your onboarding is finished. You are ready to be paid.',
  'flow.back': 'Back to overview',
  'flow.leave.title': 'Leave this step?',
  'flow.leave.description': 'You have changes on this step that are not saved. If you leave, they are lost.',
  'flow.leave.cancel': 'Stay on this step',
});
