import { plainScreens, type FlowUrl } from '../shared/urlSync';
import { contractorSelfSteps } from './selfOnboardingSteps';

/**
 * `<ContractorSelfOnboarding/>` in the URL (`?pk_contractor_step=address`): the overview or a step.
 *
 * @example
 * readUrlScreen(contractorSelfOnboardingUrl, new URL('https://x.test/?pk_contractor_step=w9')); // 'w9'
 */
export const contractorSelfOnboardingUrl: FlowUrl = {
  param: 'pk_contractor_step',
  screens: plainScreens(['overview', ...contractorSelfSteps.map((step) => step.id)]),
};
