import { plainScreens, type FlowUrl } from '../shared/urlSync';
import { employeeStepsWithDeductions } from './employeeSteps';

/**
 * The employee onboarding in the URL: `?pk_step=<screen>&pk_employee=<uuid>`, or `pk_step=list`.
 *
 * @example
 * readUrlScreen(employeeOnboardingUrl, new URL('https://x.test/?pk_step=summary&pk_employee=e-1')); // { screen: 'summary', employeeId: 'e-1' }
 */
export const employeeOnboardingUrl: FlowUrl = {
  param: 'pk_step',
  tag: 'screen',
  screens: {
    ...plainScreens(['list']),
    ...Object.fromEntries(
      [...employeeStepsWithDeductions.map((step) => step.id), 'summary', 'self_onboarding'].map((id) => [
        id,
        ['employeeId'],
      ]),
    ),
  },
  own: { employeeId: 'pk_employee' },
};
