import { useId, useRef, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { useEmployee } from '../../../hooks/employees';
import { useSelfOnboardingMoves } from '../../../hooks/onboarding';
import { usePrimitives, Alert as DefaultAlert, Button as DefaultButton } from '../../../ui';
import { StepActions } from '../../shared/StepActions';
import type { OnboardingStepProps } from '../../shared/employee/stepContract';
import { useStepMessages } from '../useStepMessages';
import { I9EmployerSection } from './I9EmployerSection';
import { StateTaxes } from '../../shared/employee/StateTaxes';
import { StepStatus } from '../../shared/employee/StepStatus';
import { Summary } from './Summary';

/** Props of {@link SelfOnboardingReview}. */
export type SelfOnboardingReviewProps = Omit<OnboardingStepProps, 'onComplete'> & {
  /** The employee is onboarded. */
  onComplete?: () => void;
};

/**
 * The admin's review of what a self-onboarding employee entered (UPSTREAM-3 L.1): once the
 * employee is done, "Start the review" (`self_onboarding_awaiting_admin_review`); then every
 * state tax question the service asks (the employee's answers to check, the employer's own to
 * give), the employer's section of the I-9 when it is asked (documents, signature), and the
 * read-only summary of every step with "Finish onboarding" (the service names any required step
 * still open).
 *
 * @example
 * <SelfOnboardingReview companyId={companyId} employeeId={employeeId} onEvent={onEvent} />
 */
export function SelfOnboardingReview(props: SelfOnboardingReviewProps) {
  const { employeeId, onEvent } = props;
  const { Alert, Button } = usePrimitives({ Alert: DefaultAlert, Button: DefaultButton });
  const { t } = useStepMessages();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const employee = useEmployee(employeeId);
  const moves = useSelfOnboardingMoves(employeeId);
  const [saved, setSaved] = useState(false);

  if (employee.isLoading || employee.error || moves.status === undefined) {
    return (
      <StepStatus
        text={{ title: t('review.title'), loading: t('self.loading'), loadError: t('flow.loadError') }}
        error={employee.error}
      />
    );
  }
  const name = `${employee.data!.first_name} ${employee.data!.last_name}`;

  if (moves.status === 'self_onboarding_completed_by_employee') {
    const start = async () => {
      try {
        await moves.startReview();
      } catch (error) {
        onEvent?.('error', { step: 'admin_review', error: error as Error });
      }
    };
    return (
      <section className="pk-flow-section" aria-labelledby={headingId}>
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="pk-flow-section__title"
          data-step-heading=""
        >
          {t('review.title')}
        </h2>
        <p>{t('review.ready', { name })}</p>
        {moves.error ? (
          <Alert tone="danger">
            {isApiError(moves.error)
              ? (moves.error.errors[0]?.message ?? t('error.generic'))
              : t('error.generic')}
          </Alert>
        ) : null}
        <StepActions onBack={props.onBack} backLabel={t('flow.back')}>
          <Button type="button" onClick={() => void start()} loading={moves.isPending}>
            {t('review.start')}
          </Button>
        </StepActions>
      </section>
    );
  }

  return (
    <>
      {moves.status === 'self_onboarding_awaiting_admin_review' ? (
        <>
          <p>{t('review.questions')}</p>
          {saved ? <Alert tone="success">{t('review.saved')}</Alert> : null}
          <StateTaxes
            companyId={props.companyId}
            employeeId={employeeId}
            onEvent={onEvent}
            onDirtyChange={props.onDirtyChange}
            onComplete={() => setSaved(true)}
          />
        </>
      ) : null}
      <I9EmployerSection employeeId={employeeId} name={name} onEvent={onEvent} />
      <Summary
        companyId={props.companyId}
        employeeId={employeeId}
        onEvent={onEvent}
        onBack={props.onBack}
        onComplete={() => props.onComplete?.()}
      />
    </>
  );
}
