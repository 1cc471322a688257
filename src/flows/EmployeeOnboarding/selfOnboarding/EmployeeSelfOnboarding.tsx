import { useRef } from 'react';
import type { OnboardingStatus } from '../../../api/employees/types';
import { useEmployee } from '../../../hooks/employees/queries';
import { useEmployeeForms, useOnboardingStatus } from '../../../hooks/onboarding/queries';
import {
  usePrimitives,
  useScreenMessages,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../../ui';
import { LeaveConfirm } from '../../shared/LeaveConfirm';
import { SelfStepList } from '../../shared/SelfStepList';
import { lazyScreen, usePrefetchOnIdle } from '../../shared/lazyScreen';
import { nextOpenStep } from '../../shared/stepFlow';
import { useFocusStepHeading } from '../../shared/useFocusStepHeading';
import { LeaveRequestContext } from '../../shared/useLeaveGuard';
import { useStepFlow } from '../../shared/useStepFlow';
import type { OnboardingEventHandler } from '../../shared/employee/stepContract';
import type { EmployeeSelfOnboardingEventHandler } from './events';
import { employeeSelfOnboardingMessages } from './messages';
import { offeredSteps, selfStepStates, selfSteps, type SelfStepId } from './selfSteps';
import { employeeSelfOnboardingTransitions, type EmployeeSelfOnboardingScreen } from './transitions';
import { employeeSelfOnboardingUrl } from './urlSync';

// The steps' forms (react-hook-form, zod, the W-4, the bank accounts, the I-9) leave the first
// load as one chunk, fetched on idle.
const StepScreen = lazyScreen(() => import('./SelfOnboardingStep').then((m) => m.SelfOnboardingStep));

/** Props of {@link EmployeeSelfOnboarding}. */
export interface EmployeeSelfOnboardingProps {
  /** The employee onboarding themselves (their session's person). */
  employeeId: string;
  onEvent?: EmployeeSelfOnboardingEventHandler;
  /** The screen to open on. Default: the overview. */
  initialScreen?: EmployeeSelfOnboardingScreen;
  /** Keep the open step in the URL (`?pk_self_step=add_home_address`). Off by default. */
  urlSync?: boolean;
}

/** The statuses past the employee's part: their company reviews, or has finished. */
const REVIEWED: readonly OnboardingStatus[] = [
  'self_onboarding_completed_by_employee',
  'self_onboarding_awaiting_admin_review',
];

const HEADING_ID = 'pk-employee-self-title';

/**
 * An employee's own onboarding (UPSTREAM-3 L.1, DECISIONS 62), for the employee signed in (an
 * employee session of the proxy): an overview of their steps, each Done or To do as the service
 * says, then their details (date of birth, SSN), home address, federal W-4, state taxes, how they
 * are paid (direct deposit with splits), section 1 of the I-9 when their company asks it, and the
 * documents to sign. Each step saves on its own and leads to the next one to do, so an employee
 * who leaves resumes where they stopped; once every step is done the service hands the onboarding
 * to the company and the overview says the company will review. Focus moves to each screen's
 * heading; leaving a step with unsaved changes asks first.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <EmployeeSelfOnboarding employeeId={session.employeeUuid} />
 * </PayrollProvider>
 */
export function EmployeeSelfOnboarding({
  employeeId,
  onEvent,
  initialScreen,
  urlSync,
}: EmployeeSelfOnboardingProps) {
  const { Alert, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const messages = useScreenMessages(employeeSelfOnboardingMessages);
  const { t } = messages;
  const employee = useEmployee(employeeId);
  const status = useOnboardingStatus(employeeId);
  const forms = useEmployeeForms(employeeId);
  const states = selfStepStates(status.data?.onboarding_steps ?? [], forms.data);
  const flow = useStepFlow({
    table: employeeSelfOnboardingTransitions,
    initial: (): EmployeeSelfOnboardingScreen => initialScreen ?? 'overview',
    context: () => ({ states, skipped: [] }),
    url: employeeSelfOnboardingUrl,
    urlSync,
  });
  const { screen } = flow;
  const root = useRef<HTMLDivElement>(null);
  useFocusStepHeading(root, screen);
  usePrefetchOnIdle(StepScreen);

  /** A step saved: the status and forms read again, then on to the next step to do (or the overview). */
  const completed = async (step: SelfStepId) => {
    const [freshStatus, freshForms] = await Promise.all([status.refetch(), forms.refetch()]);
    const fresh = selfStepStates(freshStatus.data?.onboarding_steps ?? [], freshForms.data);
    if (offeredSteps(fresh).every((id) => fresh[id] === 'done'))
      onEvent?.('self_onboarding.completed', { employeeId });
    flow.move({ type: 'completed', step }, { force: true, context: { states: fresh, skipped: [] } });
  };
  const title = (step: SelfStepId) => t(`step.${step}`);
  const companyId = employee.data?.company_uuid;
  const loaded = companyId && status.data && forms.data;
  const steps = offeredSteps(states);
  const next = nextOpenStep(selfSteps, { states, skipped: [] });
  const started = steps.some((id) => states[id] === 'done');
  const onboardingStatus = status.data?.onboarding_status;
  const finished = onboardingStatus === 'onboarding_completed';
  const reviewed = finished || REVIEWED.includes(onboardingStatus as OnboardingStatus) || !next;

  return (
    <div className="pk-flow pk-employee-self" ref={root}>
      <LeaveRequestContext.Provider value={flow.registerLeave}>
        {!loaded ? (
          <section className="pk-flow-section" aria-labelledby={HEADING_ID}>
            <h2 id={HEADING_ID} className="pk-flow-section__title" tabIndex={-1}>
              {t('title')}
            </h2>
            {employee.isError || status.isError || forms.isError ? (
              <Alert tone="danger">{t('error')}</Alert>
            ) : (
              <Spinner label={t('loading')} />
            )}
          </section>
        ) : screen === 'overview' ? (
          <section className="pk-flow-section" aria-labelledby={HEADING_ID}>
            <div className="pk-flow-section__header">
              <h2 id={HEADING_ID} className="pk-flow-section__title" tabIndex={-1} data-step-heading="">
                {reviewed && !finished ? t('review.title') : t('title')}
              </h2>
            </div>
            <p className="pk-flow-section__description">
              {finished ? t('finished') : reviewed ? t('review.description') : t('description')}
            </p>
            <SelfStepList
              label={t('steps')}
              steps={steps}
              title={title}
              done={(id) => states[id] === 'done'}
              words={{ done: t('done'), todo: t('todo'), open: t('open'), edit: t('edit') }}
              buttonName={(id, done) => t(done ? 'editFor' : 'openFor', { step: title(id) })}
              onOpen={reviewed ? undefined : (id) => flow.move({ type: 'open', screen: id })}
            />
            {next && !reviewed ? (
              <div className="pk-flow-section__actions">
                <Button type="button" onClick={() => flow.move({ type: 'continue' })}>
                  {t(started ? 'continue' : 'start', { step: title(next) })}
                </Button>
              </div>
            ) : null}
          </section>
        ) : (
          <div key={screen}>
            <StepScreen
              step={screen}
              companyId={companyId}
              employeeId={employeeId}
              // The steps report the onboarding's own events, a subset of this flow's.
              onEvent={onEvent as OnboardingEventHandler | undefined}
              onBack={() => flow.move({ type: 'back' })}
              onDirtyChange={flow.onDirtyChange}
              onComplete={() => void completed(screen)}
            />
          </div>
        )}
      </LeaveRequestContext.Provider>
      <LeaveConfirm messages={messages} {...flow.leaveConfirm} />
    </div>
  );
}
