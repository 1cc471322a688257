import { useRef, useState } from 'react';
import { companyOnboardingStepViews, useCompany, useCompanyOnboardingStatusQuery } from '../../hooks/company';
import {
  usePrimitives,
  useScreenMessages,
  Button as DefaultButton,
  Stepper as DefaultStepper,
} from '../../ui';
import { LeaveConfirm } from '../shared/LeaveConfirm';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { useFocusStepHeading } from '../shared/useFocusStepHeading';
import { stepStates } from '../shared/stepFlow';
import { useStepFlow } from '../shared/useStepFlow';
import { useOnboardingStatusWithPreviousPayrolls } from '../../hooks/externalPayrolls/onboardingStatus';
import { companySteps, companyStepsWithPreviousPayrolls, type CompanyStepId } from './companySteps';
import type { CompanyOnboardingEventHandler } from './events';
import { CompanyOnboardingOverview } from './Overview';
import { StepPending } from './StepPending';
import {
  companyOnboardingTransitions,
  moveCompanyOnboarding,
  type CompanyOnboardingMove,
  type CompanyOnboardingScreen,
} from './transitions';
import { companyOnboardingUrl } from './urlSync';
import { companyOnboardingOverviewMessages } from './overviewMessages';

/** Props of {@link CompanyOnboarding}. */
export interface CompanyOnboardingProps {
  companyId: string;
  onEvent?: CompanyOnboardingEventHandler;
  /** Open this screen first instead of the overview. */
  initialScreen?: CompanyOnboardingScreen;
  /** Keep the screen in the URL (`?pk_company_step=…`): back/forward move between steps. */
  urlSync?: boolean;
  /**
   * Offer "Send the test deposits now" on the bank step: the demo service and sandboxes land
   * them on request; production waits for the bank.
   */
  sendTestDeposits?: boolean;
  /** The service's today (`YYYY-MM-DD`) for the pay schedule step; the browser's by default. */
  today?: string;
  /**
   * Once the company is approved, the overview offers "Run payroll", which calls this (open your
   * payroll screen, e.g. `<PayrollRun/>`); without it, the overview says the company is ready.
   */
  onRunPayroll?: () => void;
  /**
   * Offer the optional "Previous payrolls" step after the employees: the payrolls the company ran
   * with its previous provider this year, so year-to-date figures start right (DECISIONS 69).
   */
  previousPayrolls?: boolean;
}

/** The steps leave the overview's first load (fetched on idle, before Continue is clicked). */
const StepScreen = lazyScreen(
  () => import('./CompanyStepScreen').then((module) => module.CompanyStepScreen),
  StepPending,
);

/**
 * A new company's onboarding, from sign-up to "ready to run payroll": the overview of every step
 * as the service keeps it (so a company that comes back resumes where it is), then each step —
 * addresses, federal taxes, industry, bank account, pay schedule, employees, state taxes,
 * signatory and documents — and "Finish onboarding" and the approval. Leaving a step with
 * unsaved changes asks first; focus moves to each step's heading; it fits a 320 px column.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <CompanyOnboarding companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function CompanyOnboarding(props: CompanyOnboardingProps) {
  const { companyId, onEvent } = props;
  const { Button, Stepper } = usePrimitives({
    Button: DefaultButton,
    Stepper: DefaultStepper,
  });
  const messages = useScreenMessages(companyOnboardingOverviewMessages);
  const { t } = messages;
  const withPrevious = Boolean(props.previousPayrolls);
  const baseStatus = useCompanyOnboardingStatusQuery(companyId);
  // With the previous payrolls offered, the status that lists their step.
  const previousStatus = useOnboardingStatusWithPreviousPayrolls(companyId, withPrevious);
  const status = withPrevious ? previousStatus : baseStatus;
  const steps = withPrevious ? companyStepsWithPreviousPayrolls : companySteps;
  // Federal taxes start from the name the company was created with (the overview reads it too).
  const companyName = useCompany(companyId).data?.name;
  const [skipped, setSkipped] = useState<CompanyStepId[]>([]);
  const container = useRef<HTMLDivElement>(null);

  const states = stepStates(
    steps,
    status.data ? companyOnboardingStepViews(status.data.onboarding_steps) : [],
  );
  const flow = useStepFlow({
    table: companyOnboardingTransitions,
    initial: () => props.initialScreen ?? 'overview',
    context: () => ({ states, skipped, steps }),
    url: companyOnboardingUrl,
    urlSync: props.urlSync,
  });
  const { screen, move } = flow;

  /** Each step's state as the service says it now. */
  const freshStates = async () => {
    const { data } = await status.refetch();
    return data ? stepStates(steps, companyOnboardingStepViews(data.onboarding_steps)) : states;
  };

  /** A step saved or skipped: the service's fresh status decides where to go. */
  const moveOn = async (action: CompanyOnboardingMove, nowSkipped = skipped) => {
    move(action, { force: true, context: { states: await freshStates(), skipped: nowSkipped, steps } });
  };

  /** Continue on a step that waits on the service: whether a step that can be done now opened. */
  const later = async () => {
    if (screen === 'overview' || screen === 'finish') return false;
    const action: CompanyOnboardingMove = { type: 'later', step: screen };
    const progress = { states: await freshStates(), skipped, steps };
    if (moveCompanyOnboarding(action, progress, screen) === screen) return false;
    move(action, { force: true, context: progress });
    return true;
  };

  useFocusStepHeading(container, screen);
  usePrefetchOnIdle(StepScreen);

  const back = () => move({ type: 'back' });

  return (
    <div className="pk-flow pk-company-onboarding" ref={container}>
      {screen === 'overview' ? (
        <CompanyOnboardingOverview
          companyId={companyId}
          onOpen={(target) => move({ type: 'open', screen: target })}
          onContinue={() => move({ type: 'continue' })}
          skipped={skipped}
          onRunPayroll={props.onRunPayroll}
          previousPayrolls={withPrevious}
        />
      ) : (
        <>
          <div className="pk-company-onboarding__header">
            <Button type="button" variant="ghost" onClick={back}>
              {t('flow.back')}
            </Button>
          </div>
          <Stepper
            steps={[...steps.map((step) => step.id), 'finish' as const].map((id) => ({
              id,
              label: t(`step.${id}`),
            }))}
            currentStep={screen}
            completedSteps={steps.filter((step) => states[step.id] === 'done').map((step) => step.id)}
            onStepSelect={(target) => move({ type: 'open', screen: target as CompanyOnboardingScreen })}
          />
          <div key={screen}>
            <StepScreen
              screen={screen}
              companyId={companyId}
              onEvent={onEvent}
              today={props.today}
              sendTestDeposits={props.sendTestDeposits}
              onContinueWhileWaiting={later}
              suggestedLegalName={companyName}
              onBack={back}
              onDirtyChange={flow.onDirtyChange}
              onComplete={() => screen !== 'finish' && void moveOn({ type: 'completed', step: screen })}
              onSkip={() => {
                if (screen === 'finish') return;
                const now = [...skipped, screen];
                setSkipped(now);
                onEvent?.('step.skipped', { companyId, step: screen });
                void moveOn({ type: 'skipped', step: screen }, now);
              }}
            />
          </div>
        </>
      )}
      <LeaveConfirm messages={messages} {...flow.leaveConfirm} />
    </div>
  );
}
