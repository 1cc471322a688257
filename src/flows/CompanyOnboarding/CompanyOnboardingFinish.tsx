import { useEffect, useRef, useState } from 'react';
import { StepActions } from '../shared/StepActions';
import { isApiError } from '../../api/errors';
import { useCompany, useCompanyOnboardingStatus, useFinishCompanyOnboarding } from '../../hooks/company';
import { asError } from './asError';
import { useStatusPrimitives } from './statusPrimitives';
import { stepState } from '../shared/stepFlow';
import { companySteps } from './companySteps';
import type { CompanyStepProps } from './stepProps';
import { useCompanyOnboardingMessages } from './useCompanyOnboardingMessages';
import { FlowSection } from '../shared/FlowSection';

/** Props of {@link CompanyOnboardingFinish}. */
export interface CompanyOnboardingFinishProps extends CompanyStepProps {
  /** How often to ask whether the company is approved while it waits (default 5 s). */
  approvalPollMs?: number;
}

/**
 * The end of the company onboarding: a summary of the steps, "Finish onboarding", then
 * "Waiting for approval" (the service reviews the company; the page asks again by itself) and
 * "Ready to run payroll".
 *
 * @example
 * <CompanyOnboardingFinish companyId={companyId} onEvent={(type) => type === 'company.approved' && showPayroll()} />
 */
export function CompanyOnboardingFinish(props: CompanyOnboardingFinishProps) {
  const { companyId, onEvent } = props;
  const { Alert, Badge, Button, Spinner } = useStatusPrimitives();
  const { t } = useCompanyOnboardingMessages();
  const status = useCompanyOnboardingStatus(companyId);
  const poll = props.approvalPollMs ?? 5000;
  // While the finished company waits for approval, the query asks again by itself.
  const company = useCompany(companyId, {
    poll: (read) => status.onboardingCompleted && read?.company_status !== 'Approved' && poll,
  });
  const finish = useFinishCompanyOnboarding(companyId);
  const [error, setError] = useState<string>();
  const approved = company.data?.company_status === 'Approved';
  const waiting = status.onboardingCompleted && !approved;
  const { refetch } = company;

  // Reported once, when this screen sees the approval arrive.
  const sawWaiting = useRef(false);
  if (waiting) sawWaiting.current = true;
  useEffect(() => {
    if (approved && sawWaiting.current) {
      sawWaiting.current = false;
      onEvent?.('company.approved', { companyId });
    }
  }, [approved, companyId, onEvent]);

  const open = companySteps
    .map((step) => ({ step, ...stepState(step, status.steps) }))
    .filter((row) => row.state !== 'done' && !row.step.skippable);

  const submit = async () => {
    setError(undefined);
    try {
      await finish.mutateAsync();
      onEvent?.('onboarding.finished', { companyId });
      await refetch();
    } catch (caught) {
      onEvent?.('error', { companyId, error: asError(caught) });
      setError(isApiError(caught) ? (caught.errors[0]?.message ?? t('error.generic')) : t('error.network'));
    }
  };

  let body;
  if (status.isLoading || company.isLoading) body = <Spinner label={t('spinner.label')} />;
  else if (approved)
    body = (
      <Alert tone="success" title={t('finish.ready.title')}>
        {t('finish.ready.description')}
      </Alert>
    );
  else if (waiting)
    body = (
      <Alert
        tone="info"
        title={t('finish.waiting.title')}
        action={
          <Button
            type="button"
            variant="secondary"
            loading={company.isFetching}
            onClick={() => void refetch()}
          >
            {t('finish.checkAgain')}
          </Button>
        }
      >
        {t('finish.waiting.description')}
      </Alert>
    );
  else
    body = (
      <>
        <ul className="pk-company-onboarding__summary">
          {companySteps.map((step) => {
            const { state } = stepState(step, status.steps);
            return (
              <li key={step.id}>
                {t(`step.${step.id}`)}{' '}
                <Badge tone={state === 'done' ? 'success' : 'neutral'}>{t(`overview.state.${state}`)}</Badge>
              </li>
            );
          })}
        </ul>
        {open.length > 0 ? (
          <Alert tone="warning">
            {t('finish.open', { steps: open.map((row) => t(`step.${row.step.id}`)).join(', ') })}
          </Alert>
        ) : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <StepActions onBack={props.onBack} backLabel={t('flow.back')}>
          <Button
            type="button"
            loading={finish.isPending}
            disabled={open.length > 0}
            onClick={() => void submit()}
          >
            {t('finish.title')}
          </Button>
        </StepActions>
      </>
    );

  return (
    <FlowSection
      title={approved ? t('finish.ready.title') : waiting ? t('finish.waiting.title') : t('finish.title')}
      headingRef={props.headingRef}
      stepHeading
    >
      {waiting || approved ? null : <p className="pk-flow-section__description">{t('finish.description')}</p>}
      <div aria-live="polite">{body}</div>
    </FlowSection>
  );
}
