import { useOnboardingSummary } from '../../../hooks/onboarding/useOnboardingSummary';
import { StepActions } from '../../shared/StepActions';
import { isApiError } from '../../../api/errors';
import {
  usePrimitives,
  Badge as DefaultBadge,
  Button as DefaultButton,
  Alert as DefaultAlert,
} from '../../../ui';
import { RowAction } from '../../shared/RowAction';
import type { OnboardingStepId, OnboardingStepProps } from '../../shared/employee/stepContract';
import { useStepMessages } from '../useStepMessages';
import { StepStatus } from '../../shared/employee/StepStatus';
import { useEnteredDetails } from './useEnteredDetails';
import { useId, useRef } from 'react';

/** Props of {@link Summary}. */
export interface SummaryProps extends OnboardingStepProps {
  /** Jump back to a step to change it. */
  onEditStep?: (step: OnboardingStepId) => void;
}

/**
 * Last step: the onboarding status, each step with what was entered in it, and "Finish
 * onboarding" once every required step is done.
 *
 * @example
 * <Summary companyId={companyId} employeeId={employeeId} onComplete={() => navigate('/employees')} />
 */
export function Summary(props: SummaryProps) {
  const { employeeId, onEvent, onComplete, onEditStep } = props;
  const { Badge, Button, Alert } = usePrimitives({
    Badge: DefaultBadge,
    Button: DefaultButton,
    Alert: DefaultAlert,
  });
  const { t, lookup } = useStepMessages();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useOnboardingSummary(employeeId);
  const entered = useEnteredDetails(employeeId);
  const name = summary.employee ? `${summary.employee.first_name} ${summary.employee.last_name}` : '';
  const stepName = (id: string, title: string) => lookup(`step.${id}`, title);

  const finish = async () => {
    try {
      await summary.finish();
      // "Finish onboarding" goes away once finished: keep focus in the step, on its heading above
      // the completion notice, rather than let it fall to the page.
      heading.current?.focus();
      onEvent?.('onboarding.completed', { employeeId });
      onComplete();
    } catch (error) {
      onEvent?.('error', { step: 'admin_review', error: error as Error });
    }
  };
  const refusal = summary.error
    ? isApiError(summary.error)
      ? (summary.error.errors[0]?.message ?? t('error.generic'))
      : t('error.generic')
    : undefined;

  if (summary.isLoading || summary.loadError) {
    return (
      <StepStatus
        text={{ title: t('summary.title'), loading: t('summary.loading'), loadError: t('flow.loadError') }}
        error={summary.loadError}
      />
    );
  }

  return (
    <section className="pk-flow-section" aria-labelledby={headingId}>
      <h2 ref={heading} id={headingId} tabIndex={-1} data-step-heading="">
        {t('summary.title')}
      </h2>
      <p>{t('summary.description')}</p>
      <p>
        {t('summary.status')}: {summary.status ? <Badge status={summary.status} /> : null}
      </p>
      {summary.isComplete ? <Alert tone="success">{t('summary.completed', { name })}</Alert> : null}
      <h3>{t('summary.steps')}</h3>
      <ul className="pk-onboarding-summary">
        {summary.steps.map((step) => (
          <li key={step.id}>
            <Badge tone={step.completed ? 'success' : step.required ? 'warning' : 'neutral'}>
              {step.completed ? t('summary.done') : step.required ? t('summary.todo') : t('field.optional')}
            </Badge>{' '}
            <span className="pk-onboarding-summary__step">{stepName(step.id, step.title)}</span>{' '}
            {entered[step.id] ? (
              <span className="pk-onboarding-summary__detail">{entered[step.id]}</span>
            ) : null}{' '}
            {onEditStep && !summary.isComplete ? (
              <RowAction
                variant="ghost"
                label={t('summary.edit', { step: '' }).trim()}
                accessibleName={t('summary.edit', { step: stepName(step.id, step.title) })}
                onClick={() => onEditStep(step.id)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {summary.remaining.length > 0 && !summary.isComplete ? (
        <p>
          {t('summary.remaining', {
            steps: summary.remaining.map((step) => stepName(step.id, step.title)).join(', '),
          })}
        </p>
      ) : null}
      {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
      <StepActions onBack={props.onBack} backLabel={t('flow.back')}>
        {!summary.isComplete ? (
          <Button
            type="button"
            onClick={() => void finish()}
            loading={summary.isFinishing}
            disabled={!summary.canFinish}
          >
            {t('summary.finish')}
          </Button>
        ) : null}
      </StepActions>
    </section>
  );
}
