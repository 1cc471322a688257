import { plainScreens, type FlowUrl } from '../../shared/urlSync';
import { selfSteps } from './selfSteps';

/**
 * `<EmployeeSelfOnboarding/>` in the URL (`?pk_self_step=add_home_address`): the overview or a step.
 *
 * @example
 * readUrlScreen(employeeSelfOnboardingUrl, new URL('https://x.test/?pk_self_step=i9_section_1')); // 'i9_section_1'
 */
export const employeeSelfOnboardingUrl: FlowUrl = {
  param: 'pk_self_step',
  screens: plainScreens(['overview', ...selfSteps.map((step) => step.id)]),
};
