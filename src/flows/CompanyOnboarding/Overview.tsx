import type { Ref } from 'react';
import { companyOnboardingStepViews, useCompany, useCompanyOnboardingStatus } from '../../hooks/company';
import { useOnboardingStatusWithPreviousPayrolls } from '../../hooks/externalPayrolls/onboardingStatus';
import {
  usePrimitives,
  useScreenMessages,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../ui';
import { stepState } from '../shared/stepFlow';
import { companySteps, companyStepsWithPreviousPayrolls, type CompanyStepId } from './companySteps';
import { moveCompanyOnboarding, type CompanyOnboardingScreen } from './transitions';
import { companyOnboardingOverviewMessages } from './overviewMessages';
import { FlowSection } from '../shared/FlowSection';

/** Props of {@link CompanyOnboardingOverview}. */
export interface CompanyOnboardingOverviewProps {
  companyId: string;
  /** A step (or the finish screen) was chosen. */
  onOpen?: (screen: CompanyOnboardingScreen) => void;
  /** "Continue" was chosen: the flow opens the next step that can be done now. */
  onContinue?: () => void;
  /** Steps left for later in this visit ("Skip for now"): Continue names the step it opens. */
  skipped?: readonly CompanyStepId[];
  /** Once the company is approved, "Run payroll" calls it (the partner opens its payroll screen). */
  onRunPayroll?: () => void;
  /** List the optional "Previous payrolls" step too (`<CompanyOnboarding previousPayrolls/>`). */
  previousPayrolls?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}

const TONE = { done: 'success', todo: 'info', waiting: 'neutral' } as const;

/**
 * Where the company's onboarding stands, as the service keeps it: every step done, to do, or
 * waiting (and for what), what still blocks payroll in words, and "Continue" to the next step
 * (named as the step it opens); once approved, that the company is ready, and "Run payroll".
 * Progress is the service's, so a company that comes back resumes where it is.
 *
 * @example
 * <CompanyOnboardingOverview companyId={companyId} onOpen={(step) => navigate(step)} />
 */
export function CompanyOnboardingOverview(props: CompanyOnboardingOverviewProps) {
  const { companyId, onOpen, onContinue, onRunPayroll, skipped = [] } = props;
  const { Alert, Badge, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Badge: DefaultBadge,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const { t, lookup } = useScreenMessages(companyOnboardingOverviewMessages);
  const status = useCompanyOnboardingStatus(companyId);
  const previous = useOnboardingStatusWithPreviousPayrolls(companyId, Boolean(props.previousPayrolls));
  const steps = props.previousPayrolls ? companyStepsWithPreviousPayrolls : companySteps;
  const views =
    props.previousPayrolls && previous.data
      ? companyOnboardingStepViews(previous.data.onboarding_steps)
      : status.steps;
  const rows = steps.map((step) => ({ step, ...stepState(step, views) }));
  const blocking = rows.filter((row) => row.state !== 'done' && !row.step.skippable);
  // The step Continue opens, by the flow's own transition: the label names the same step.
  const states = Object.fromEntries(rows.map((row) => [row.step.id, row.state]));
  const next = steps.find(
    (step) => step.id === moveCompanyOnboarding({ type: 'continue' }, { states, skipped, steps }),
  );
  const approved = useCompany(companyId).data?.company_status === 'Approved';
  const title = (id: CompanyStepId) => t(`step.${id}`);

  let body;
  if (status.isLoading) body = <Spinner label={t('overview.loading')} />;
  else if (status.error) body = <Alert tone="danger">{t('overview.error')}</Alert>;
  else
    body = (
      <>
        <ol className="pk-company-onboarding__steps" aria-label={t('overview.steps')}>
          {rows.map(({ step, state, waitingFor }) => (
            <li key={step.id} className="pk-company-onboarding__step" data-state={state}>
              <span className="pk-company-onboarding__step-title">{title(step.id)}</span>
              <Badge tone={TONE[state]}>{t(`overview.state.${state}`)}</Badge>
              {step.skippable && state !== 'done' ? <Badge>{t('overview.optional')}</Badge> : null}
              {state === 'waiting' ? (
                <span className="pk-company-onboarding__step-note">
                  {t('overview.waitingFor', {
                    steps: waitingFor.map((id) => lookup(`service.${id}`, id)).join(', '),
                  })}
                </span>
              ) : null}
              {onOpen && !status.onboardingCompleted ? (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={t('overview.openFor', { step: title(step.id) })}
                  onClick={() => onOpen(step.id)}
                >
                  {t('overview.open')}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
        <section className="pk-company-onboarding__blockers" aria-label={t('overview.blockers.title')}>
          <h3 className="pk-flow-section__legend">{t('overview.blockers.title')}</h3>
          {approved ? (
            <>
              <p>{t('overview.finished')}</p>
              <p>{t('overview.approved.ready')}</p>
            </>
          ) : status.onboardingCompleted ? (
            <p>{t('overview.finished')}</p>
          ) : blocking.length === 0 ? (
            <p>{t('overview.blockers.none')}</p>
          ) : (
            <ul>
              {blocking.map(({ step }) => (
                <li key={step.id}>{t(`blocks.${step.id}`)}</li>
              ))}
            </ul>
          )}
        </section>
        <div className="pk-flow-section__actions">
          {approved && onRunPayroll ? (
            <Button type="button" onClick={onRunPayroll}>
              {t('overview.approved.runPayroll')}
            </Button>
          ) : null}
          {status.onboardingCompleted || blocking.length === 0 ? (
            // Once approved, the finish screen reviews the steps and the approval: second to running payroll.
            <Button
              type="button"
              variant={approved && onRunPayroll ? 'secondary' : undefined}
              onClick={() => onOpen?.('finish')}
            >
              {t('overview.finish')}
            </Button>
          ) : next ? (
            <Button type="button" onClick={onContinue}>
              {t('overview.continue', { step: title(next.id) })}
            </Button>
          ) : null}
        </div>
      </>
    );

  return (
    <FlowSection
      title={approved ? t('overview.approved.title') : t('overview.title')}
      description={approved ? t('overview.approved.description') : t('overview.description')}
      headingRef={props.headingRef}
      stepHeading
    >
      {body}
    </FlowSection>
  );
}
