import { useEffect, useMemo, useRef } from 'react';
import type { PersonalDetailsValues } from '../../hooks/employees';
import type { HomeAddressValues, WorkAddressValues } from '../../hooks/addresses';
import type { JobCompensationValues } from '../../hooks/jobs';
import { useOnboardingSteps } from '../../hooks/onboarding/useOnboardingSteps';
import {
  usePrimitives,
  useScreenMessages,
  Stepper as DefaultStepper,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../ui';
import { applyMove } from '../shared/flowTable';
import { LeaveConfirm } from '../shared/LeaveConfirm';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { useStepFlow } from '../shared/useStepFlow';
import { EmployeeList } from './EmployeeList';
import type {
  EmployeeInvite,
  OnboardingEventHandler,
  OnboardingStepId,
} from '../shared/employee/stepContract';
import { useFocusStepHeading } from '../shared/useFocusStepHeading';
import { onboardingListMessages } from './listMessages';
import type { OptionalOnboardingStep } from './deductionsStep';
import { employeeProgress, employeeSteps, type EmployeeProgress } from './employeeSteps';
import { employeeOnboardingTransitions, employeeScreens } from './transitions';
import { employeeOnboardingUrl } from './urlSync';

/** Values to prefill, per step. */
export interface OnboardingDefaultValues {
  personalDetails?: Partial<PersonalDetailsValues>;
  homeAddress?: Partial<HomeAddressValues>;
  workAddress?: Partial<WorkAddressValues>;
  jobCompensation?: Partial<JobCompensationValues>;
}

/** Props of {@link EmployeeOnboarding}. */
export interface EmployeeOnboardingProps {
  companyId: string;
  /** Open this employee's onboarding directly (resuming at its first incomplete step). */
  employeeId?: string;
  /** Start by adding a new employee instead of showing the list. */
  startWithNewEmployee?: boolean;
  onEvent?: OnboardingEventHandler;
  /**
   * The admin invited an employee on the self path (or sent the invitation again): deliver the
   * link yourself, the kit and the service send no mail. Also reported as `employee.invited`.
   */
  onInvite?: (invite: EmployeeInvite) => void;
  defaultValues?: OnboardingDefaultValues;
  /** Leave out optional steps, e.g. `{ exclude: ['direct_deposit_setup'] }`. */
  steps?: { exclude?: readonly OnboardingStepId[] };
  /**
   * Offer the optional "Deductions" step after the payment method, `deductions={deductionsStep}`:
   * enrol the employee in the company's benefits (a 401(k), medical…), or "No deductions" to go
   * on. Left out without it (and none of its code is loaded).
   */
  deductions?: OptionalOnboardingStep;
  /** Keep the step in the URL: each step is a history entry; back/forward move between steps. */
  urlSync?: boolean;
}

/** No optional deductions step: nothing to read. */
const notOffered = (): boolean | undefined => undefined;

function StepPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useScreenMessages(onboardingListMessages);
  return <Spinner label={t('flow.loading')} />;
}

/** The steps leave the list's first load (fetched on idle, before a click on Add or Resume). */
const OnboardingStepScreen = lazyScreen(
  () => import('./OnboardingStep').then((module) => module.OnboardingStep),
  StepPending,
);

/**
 * The whole employee onboarding: the employee list, then the steps in the service's order,
 * skipping completed ones and resuming at the first incomplete step, through the summary and
 * "Finish onboarding". Leaving a step with unsaved changes asks first; focus moves to each
 * step's heading; `urlSync` makes browser back/forward move between steps. The steps are data
 * (`employeeSteps.ts`) and every move is one table (`transitions.ts`).
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <EmployeeOnboarding companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function EmployeeOnboarding(props: EmployeeOnboardingProps) {
  const { companyId, onInvite } = props;
  const onEvent: OnboardingEventHandler = (type, payload) => {
    props.onEvent?.(type, payload);
    if (type === 'employee.invited') onInvite?.(payload as EmployeeInvite);
  };
  const { Stepper, Button, Spinner } = usePrimitives({
    Stepper: DefaultStepper,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const messages = useScreenMessages(onboardingListMessages);
  const { t } = messages;
  const container = useRef<HTMLDivElement>(null);
  const flow = useStepFlow({
    table: employeeOnboardingTransitions,
    initial: () =>
      applyMove(
        employeeOnboardingTransitions,
        props.employeeId
          ? { type: 'resume', employeeId: props.employeeId }
          : { type: props.startWithNewEmployee ? 'add' : 'cancel' },
        employeeProgress([]),
      )!,
    context: () => progress,
    url: employeeOnboardingUrl,
    // An employee resuming (not named in the URL's declaration) is no place in the history
    // until their status says where.
    urlSync: props.urlSync,
  });
  const { screen: view, move } = flow;
  const employeeId = 'employeeId' in view ? view.employeeId : undefined;
  const onboarding = useOnboardingSteps(employeeId, { exclude: props.steps?.exclude });
  const offerDeductions = Boolean(props.deductions);
  // The step says itself whether it is done (the service keeps no step for it); the same hook
  // on every render, as the prop is fixed for the flow's life.
  const useDeductionsDone = props.deductions?.useDone ?? notOffered;
  const enrolled = useDeductionsDone(employeeId);
  const progress: EmployeeProgress = useMemo(
    () => employeeProgress(onboarding.steps, onboarding.status, offerDeductions ? { enrolled } : undefined),
    [onboarding.steps, onboarding.status, offerDeductions, enrolled],
  );
  const screens = employeeScreens(progress);
  const current = view.screen === 'list' || view.screen === 'resume' ? undefined : view.screen;

  // Resume: an employee opened without a step starts at its first incomplete one.
  const resuming = view.screen === 'resume' && !onboarding.isLoading;
  useEffect(() => {
    if (resuming) move({ type: 'resumed' }, { force: true });
  });

  useFocusStepHeading(container, view.screen === 'list' ? 'list' : `${employeeId ?? 'new'}:${current ?? ''}`);

  const back =
    current && flow.target({ type: 'back', step: current }) && (() => move({ type: 'back', step: current }));
  const open = (step: string) => move({ type: 'open', employeeId, step });
  const toList = () => {
    onEvent?.('onboarding.cancelled', { employeeId });
    move({ type: 'cancel' });
  };

  usePrefetchOnIdle(OnboardingStepScreen);

  return (
    <div className="pk-flow" ref={container}>
      {view.screen === 'list' ? (
        <EmployeeList
          companyId={companyId}
          onEvent={onEvent}
          onAdd={() => move({ type: 'add' })}
          onResume={(id) => move({ type: 'resume', employeeId: id })}
        />
      ) : (
        <>
          <div className="pk-onboarding__header">
            <Button type="button" variant="ghost" onClick={toList}>
              {t('flow.cancel')}
            </Button>
          </div>
          {current === undefined ? (
            <Spinner label={t('flow.loading')} />
          ) : (
            <>
              <Stepper
                steps={screens.map((id) => ({ id, label: t(`step.${id}`) }))}
                currentStep={current}
                completedSteps={(progress.steps ?? employeeSteps)
                  .filter((step) => progress.states[step.id] === 'done')
                  .map((step) => step.id)}
                onStepSelect={employeeId ? open : undefined}
              />
              <div key={`${employeeId ?? 'new'}:${current}`}>
                <OnboardingStepScreen
                  step={current}
                  companyId={companyId}
                  employeeId={employeeId}
                  onEvent={onEvent}
                  defaultValues={props.defaultValues}
                  onBack={back || undefined}
                  onDirtyChange={flow.onDirtyChange}
                  // Each step block reports its own `step.completed` (it is also usable alone).
                  onComplete={(saved) =>
                    move({ type: 'completed', employeeId: saved, step: current }, { force: true })
                  }
                  onEditStep={open}
                  deductions={props.deductions?.Step}
                />
              </div>
            </>
          )}
        </>
      )}
      <LeaveConfirm messages={messages} {...flow.leaveConfirm} />
    </div>
  );
}
