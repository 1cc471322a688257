import { useHistorySync } from '../shared/useHistorySync';
import { companySteps } from './companySteps';
import type { CompanyOnboardingScreen } from './transitions';

const PARAM = 'pk_company_step';
const SCREENS: readonly string[] = ['overview', ...companySteps.map((step) => step.id), 'finish'];

/**
 * The company onboarding screen a URL names (`?pk_company_step=bank_account`), if any.
 *
 * @example
 * readCompanyOnboardingScreen(new URL('https://x.test/?pk_company_step=industry')); // 'industry'
 */
export function readCompanyOnboardingScreen(url: URL): CompanyOnboardingScreen | undefined {
  const screen = url.searchParams.get(PARAM);
  return screen && SCREENS.includes(screen) ? (screen as CompanyOnboardingScreen) : undefined;
}

/**
 * Opt-in URL sync: each screen is a history entry; back/forward move between them.
 *
 * @example
 * useCompanyOnboardingUrlSync(urlSync, screen, goTo);
 */
export function useCompanyOnboardingUrlSync(
  enabled: boolean,
  screen: CompanyOnboardingScreen,
  onNavigate: (screen: CompanyOnboardingScreen) => void,
): void {
  useHistorySync({
    enabled,
    location: screen,
    toQuery: (location) => ({ [PARAM]: location }),
    fromUrl: readCompanyOnboardingScreen,
    onNavigate,
  });
}
