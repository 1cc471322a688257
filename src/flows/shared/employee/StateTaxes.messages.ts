import { defineMessages } from '../../../ui';

/**
 * Copy of the state tax step in English (Spanish: `StateTaxes.messages.es.ts`). The questions
 * themselves come from the service. Partners override a key as `onboarding.stateTaxes.<key>`.
 *
 * @example
 * const { t } = useScreenMessages(stateTaxesMessages);
 * t('stateHeading', { state: 'CA' }); // 'California (CA)'
 */
export const stateTaxesMessages = defineMessages('onboarding.stateTaxes', {
  title: 'State taxes',
  description: 'Answer the withholding questions of each state the employee lives or works in.',
  loading: 'Loading state tax questions…',
  loadError: 'The state tax questions could not be loaded.',
  empty: 'No state asks anything yet. Add a home and a work address first.',
  stateHeading: 'State: {state}',
  workState: 'work state',
  adminOnlyHint: 'For the employer only; the employee does not see this question.',
  noEmployeeQuestions:
    '{state} asks the employee no withholding questions: there is nothing to fill in here.',
  selectPlaceholder: 'Choose an answer',
  'validation.number': 'Enter a whole number of 0 or more.',
});
