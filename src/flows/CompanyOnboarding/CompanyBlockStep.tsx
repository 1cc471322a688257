import { useState, type ReactNode } from 'react';
import { StepActions } from '../shared/StepActions';
import { companyOnboardingStepViews, useCompanyOnboardingStatusQuery } from '../../hooks/company';
import { usePrimitives, Alert as DefaultAlert, Button as DefaultButton } from '../../ui';
import { stepState } from '../shared/stepFlow';
import { companySteps, type CompanyStepId } from './companySteps';
import type { CompanyStepProps } from './stepProps';
import { useCompanyOnboardingMessages } from './useCompanyOnboardingMessages';
import { FlowSection } from '../shared/FlowSection';

/** Props of {@link CompanyBlockStep}. */
export interface CompanyBlockStepProps extends CompanyStepProps {
  step: Extract<CompanyStepId, 'locations' | 'pay_schedule' | 'employees'>;
  /** The skippable step was left for later. */
  onSkip?: () => void;
  /** Another flow, rendered as this step's block. */
  children: ReactNode;
}

/**
 * A step whose work another flow does (`<CompanyLocations/>`, `<PaySchedules/>`,
 * `<EmployeeOnboarding/>`): the flow as a block, then Continue, which asks the service whether
 * the step is now done and says what is missing when it is not.
 *
 * @example
 * <CompanyBlockStep step="locations" companyId={companyId} onComplete={next}><CompanyLocations companyId={companyId} /></CompanyBlockStep>
 */
export function CompanyBlockStep(props: CompanyBlockStepProps) {
  const { companyId, step } = props;
  const { Alert, Button } = usePrimitives({ Alert: DefaultAlert, Button: DefaultButton });
  const { t } = useCompanyOnboardingMessages();
  const status = useCompanyOnboardingStatusQuery(companyId);
  const [missing, setMissing] = useState(false);
  const declaration = companySteps.find((entry) => entry.id === step)!;

  // The other flows refresh their own reads only: the onboarding status is read again here.
  const next = async () => {
    const { data } = await status.refetch();
    const views = data ? companyOnboardingStepViews(data.onboarding_steps) : [];
    if (stepState(declaration, views).state !== 'done') {
      setMissing(true);
      return;
    }
    props.onEvent?.('step.completed', { companyId, step, serviceSteps: [...declaration.doneWhen] });
    props.onComplete?.();
  };

  return (
    <FlowSection
      title={t(`step.${step}`)}
      description={t(`blockStep.${step}`)}
      headingRef={props.headingRef}
      stepHeading
    >
      <div className="pk-company-onboarding__block">{props.children}</div>
      {missing ? (
        <Alert tone="warning" onDismiss={() => setMissing(false)}>
          {t(`blocks.${step}`)}
        </Alert>
      ) : null}
      <StepActions onBack={props.onBack} backLabel={t('flow.back')}>
        {declaration.skippable && props.onSkip ? (
          <Button type="button" variant="ghost" onClick={props.onSkip}>
            {t('flow.skip')}
          </Button>
        ) : null}
        <Button type="button" loading={status.isFetching} onClick={() => void next()}>
          {t('flow.next')}
        </Button>
      </StepActions>
    </FlowSection>
  );
}
