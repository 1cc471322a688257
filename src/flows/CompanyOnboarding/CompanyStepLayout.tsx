import type { ComponentProps } from 'react';
import { FormLayout } from '../shared/FormLayout';
import { companyOnboardingMessages } from './messages';
import { useCompanyOnboardingMessages } from './useCompanyOnboardingMessages';

/** Props of {@link CompanyStepLayout}: a form layout whose secondary action is Back. */
export type CompanyStepLayoutProps = Omit<
  ComponentProps<typeof FormLayout>,
  'messages' | 'submitLabel' | 'secondary'
> & { submitLabel?: string; onBack?: () => void };

/**
 * The frame of every company onboarding step with a form: {@link FormLayout} in the flow's words
 * with Back to the overview and Save and continue (the flow's shell asks before leaving).
 *
 * @example
 * <CompanyStepLayout title={t('step.federal_taxes')} onSubmit={submit} onBack={onBack}>…</CompanyStepLayout>
 */
export function CompanyStepLayout({ onBack, submitLabel, ...props }: CompanyStepLayoutProps) {
  const { t } = useCompanyOnboardingMessages();
  return (
    <FormLayout
      {...props}
      messages={companyOnboardingMessages}
      submitLabel={submitLabel ?? t('flow.continue')}
      secondary={onBack ? { label: t('flow.back'), onClick: onBack } : undefined}
      guardLeave={false}
    />
  );
}
