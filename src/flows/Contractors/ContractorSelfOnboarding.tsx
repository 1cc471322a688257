import { useRef } from 'react';
import { useContractor, useContractorOnboardingStatus } from '../../hooks/contractors';
import {
  usePrimitives,
  useScreenMessages,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../ui';
import { LeaveConfirm } from '../shared/LeaveConfirm';
import { SelfStepList } from '../shared/SelfStepList';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { nextOpenStep } from '../shared/stepFlow';
import { useFocusStepHeading } from '../shared/useFocusStepHeading';
import { LeaveRequestContext } from '../shared/useLeaveGuard';
import { useStepFlow } from '../shared/useStepFlow';
import type { ContractorSelfOnboardingEventHandler } from './selfOnboardingEvents';
import { contractorSelfOnboardingMessages } from './selfOnboardingMessages';
import {
  contractorSelfStepStates,
  contractorSelfSteps,
  type ContractorSelfStepId,
} from './selfOnboardingSteps';
import {
  contractorSelfOnboardingTransitions,
  type ContractorSelfOnboardingScreen,
} from './selfOnboardingTransitions';
import { contractorSelfOnboardingUrl } from './selfOnboardingUrl';

// The steps' forms (react-hook-form, zod, the W-9) leave the first load as one chunk, fetched on idle.
const StepScreen = lazyScreen(() => import('./SelfOnboardingStep').then((m) => m.SelfOnboardingStep));

/** Props of {@link ContractorSelfOnboarding}. */
export interface ContractorSelfOnboardingProps {
  /** The contractor onboarding themselves (their session's person). */
  contractorId: string;
  onEvent?: ContractorSelfOnboardingEventHandler;
  /** The screen to open on. Default: the overview. */
  initialScreen?: ContractorSelfOnboardingScreen;
  /** Keep the open step in the URL (`?pk_contractor_step=address`). Off by default. */
  urlSync?: boolean;
}

/**
 * A contractor's own onboarding (UPSTREAM-3 L.2), for the contractor signed in (a contractor
 * session of the proxy): an overview of the steps, each Done or To do as the service says, then
 * their profile (names and SSN, or business name and EIN; a number on file is shown masked and
 * kept unless they type a new one), address, payment method and W-9 signature. Each step saves
 * on its own and leads to the next one to do, so a contractor who leaves resumes where they
 * stopped; once every step is done the overview says the company reviews it. Focus moves to each
 * screen's heading; leaving a step with unsaved changes asks first.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <ContractorSelfOnboarding contractorId={session.contractorUuid} />
 * </PayrollProvider>
 */
export function ContractorSelfOnboarding({
  contractorId,
  onEvent,
  initialScreen,
  urlSync,
}: ContractorSelfOnboardingProps) {
  const { Alert, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const messages = useScreenMessages(contractorSelfOnboardingMessages);
  const { t } = messages;
  const contractor = useContractor(contractorId);
  const status = useContractorOnboardingStatus(contractorId);
  const states = contractorSelfStepStates(status.data?.onboarding_steps);
  const flow = useStepFlow({
    table: contractorSelfOnboardingTransitions,
    initial: (): ContractorSelfOnboardingScreen => initialScreen ?? 'overview',
    context: () => ({ states, skipped: [] }),
    url: contractorSelfOnboardingUrl,
    urlSync,
  });
  const { screen } = flow;
  const root = useRef<HTMLDivElement>(null);
  useFocusStepHeading(root, screen);
  usePrefetchOnIdle(StepScreen);

  /** A step saved: the status read again, then on to the next step to do (or the overview). */
  const completed = async (step: ContractorSelfStepId) => {
    onEvent?.('step.completed', { contractorId, step });
    const fresh = contractorSelfStepStates((await status.refetch()).data?.onboarding_steps);
    if (contractorSelfSteps.every(({ id }) => fresh[id] === 'done'))
      onEvent?.('self_onboarding.completed', { contractorId });
    flow.move({ type: 'completed', step }, { force: true, context: { states: fresh, skipped: [] } });
  };
  const title = (step: ContractorSelfStepId) => t(`self.step.${step}`);
  const companyId = contractor.data?.company_uuid;
  const loaded = contractor.data && status.data && companyId;
  const next = nextOpenStep(contractorSelfSteps, { states, skipped: [] });
  const started = contractorSelfSteps.some(({ id }) => states[id] === 'done');

  return (
    <div className="pk-flow pk-contractor-self" ref={root}>
      <LeaveRequestContext.Provider value={flow.registerLeave}>
        {!loaded ? (
          <section className="pk-flow-section" aria-labelledby="pk-contractor-self-title">
            <h2 id="pk-contractor-self-title" className="pk-flow-section__title" tabIndex={-1}>
              {t('self.title')}
            </h2>
            {contractor.isError || status.isError ? (
              <Alert tone="danger">{t('self.error')}</Alert>
            ) : (
              <Spinner label={t('self.loading')} />
            )}
          </section>
        ) : screen === 'overview' ? (
          <section className="pk-flow-section" aria-labelledby="pk-contractor-self-title">
            <div className="pk-flow-section__header">
              <h2
                id="pk-contractor-self-title"
                className="pk-flow-section__title"
                tabIndex={-1}
                data-step-heading=""
              >
                {t('self.title')}
              </h2>
            </div>
            <p className="pk-flow-section__description">{t('self.description')}</p>
            <SelfStepList
              label={t('self.steps')}
              steps={contractorSelfSteps.map(({ id }) => id)}
              title={title}
              done={(id) => states[id] === 'done'}
              words={{
                done: t('self.done'),
                todo: t('self.todo'),
                open: t('self.open'),
                edit: t('self.edit'),
              }}
              buttonName={(id, done) => t(done ? 'self.editFor' : 'self.openFor', { step: title(id) })}
              onOpen={(id) => flow.move({ type: 'open', screen: id })}
            />
            {status.data?.onboarding_status === 'onboarding_completed' ? (
              <Alert tone="success">{t('self.finished')}</Alert>
            ) : next ? (
              <div className="pk-flow-section__actions">
                <Button type="button" onClick={() => flow.move({ type: 'continue' })}>
                  {t(started ? 'self.continue' : 'self.start', { step: title(next) })}
                </Button>
              </div>
            ) : (
              <Alert tone="success" title={t('self.review.title')}>
                {t('self.review.description')}
              </Alert>
            )}
          </section>
        ) : (
          <div key={screen}>
            <StepScreen
              step={screen}
              heading={t('self.stepOf', {
                number: String(contractorSelfSteps.findIndex(({ id }) => id === screen) + 1),
                total: String(contractorSelfSteps.length),
                step: title(screen),
              })}
              backLabel={t('flow.back')}
              companyId={companyId}
              contractorId={contractorId}
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
