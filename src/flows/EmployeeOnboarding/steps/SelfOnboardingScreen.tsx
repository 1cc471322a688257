import { useOnboardingSteps } from '../../../hooks/onboarding';
import type { OnboardingStepId, OnboardingStepProps } from '../../shared/employee/stepContract';
import { useStepMessages } from '../useStepMessages';
import { InvitePanel } from './InvitePanel';
import { SelfOnboardingReview } from './SelfOnboardingReview';
import { StepStatus } from '../../shared/employee/StepStatus';

/** Props of {@link SelfOnboardingScreen}. */
export interface SelfOnboardingScreenProps extends Omit<OnboardingStepProps, 'onComplete'> {
  onEditStep?: (step: OnboardingStepId) => void;
}

/**
 * The last screen of an employee on the self path, by their status (UPSTREAM-3 L.1): the
 * invitation while they are to be invited or at work on their steps, the review once they are
 * done (and the read-only summary once onboarded).
 *
 * @example
 * <SelfOnboardingScreen companyId={companyId} employeeId={employeeId} onEditStep={open} />
 */
export function SelfOnboardingScreen(props: SelfOnboardingScreenProps) {
  const { t } = useStepMessages();
  const { status, isLoading, error } = useOnboardingSteps(props.employeeId);
  if (isLoading || error || status === undefined) {
    return (
      <StepStatus
        text={{ title: t('self.title'), loading: t('self.loading'), loadError: t('flow.loadError') }}
        error={error}
      />
    );
  }
  const reviewing =
    status === 'self_onboarding_completed_by_employee' ||
    status === 'self_onboarding_awaiting_admin_review' ||
    status === 'onboarding_completed';
  return reviewing ? <SelfOnboardingReview {...props} /> : <InvitePanel {...props} />;
}
