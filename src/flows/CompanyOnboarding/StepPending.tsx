import { usePrimitives, useScreenMessages, Spinner as DefaultSpinner } from '../../ui';
import { companyOnboardingOverviewMessages } from './overviewMessages';

/**
 * The spinner a step shows while its code or data arrives. One component in the first load, so
 * the lazy steps hold no copy.
 *
 * @example
 * const StepScreen = lazyScreen(loadSteps, StepPending);
 */
export function StepPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useScreenMessages(companyOnboardingOverviewMessages);
  return <Spinner label={t('spinner.label')} />;
}
