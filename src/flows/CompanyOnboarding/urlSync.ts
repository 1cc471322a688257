import { plainScreens, type FlowUrl } from '../shared/urlSync';
import { companyStepsWithPreviousPayrolls } from './companySteps';

/**
 * The company onboarding in the URL (`?pk_company_step=bank_account`): one parameter naming the
 * screen, the overview, a step or the finish screen.
 *
 * @example
 * readUrlScreen(companyOnboardingUrl, new URL('https://x.test/?pk_company_step=industry')); // 'industry'
 */
export const companyOnboardingUrl: FlowUrl = {
  param: 'pk_company_step',
  screens: plainScreens(['overview', ...companyStepsWithPreviousPayrolls.map((step) => step.id), 'finish']),
};
