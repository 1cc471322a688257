import { useCallback, useMemo, useRef, useState } from 'react';
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
import { LeaveConfirm } from '../shared/LeaveConfirm';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { EmployeeList } from './EmployeeList';
import type { OnboardingEventHandler, OnboardingStepId } from './stepContract';
import { useFocusStepHeading } from '../shared/useFocusStepHeading';
import { onboardingListMessages } from './listMessages';
import { employeeProgress, employeeSteps } from './employeeSteps';
import {
  employeeResumeStep,
  employeeScreens,
  moveEmployeeOnboarding,
  type EmployeeOnboardingMove,
  type EmployeeOnboardingView,
} from './transitions';
import { readFlowLocation, useUrlSync, type FlowLocation } from './urlSync';

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
  defaultValues?: OnboardingDefaultValues;
  /** Leave out optional steps, e.g. `{ exclude: ['direct_deposit_setup'] }`. */
  steps?: { exclude?: readonly OnboardingStepId[] };
  /** Keep the step in the URL: each step is a history entry; back/forward move between steps. */
  urlSync?: boolean;
}

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

function initialView(props: EmployeeOnboardingProps): EmployeeOnboardingView {
  if (props.urlSync && typeof window !== 'undefined') {
    const fromUrl = readFlowLocation(new URL(window.location.href));
    if (fromUrl) return fromUrl;
  }
  return moveEmployeeOnboarding(
    props.employeeId
      ? { type: 'resume', employeeId: props.employeeId }
      : { type: props.startWithNewEmployee ? 'add' : 'cancel' },
    employeeProgress([]),
  )!;
}

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
  const { companyId, onEvent } = props;
  const { Stepper, Button, Spinner } = usePrimitives({
    Stepper: DefaultStepper,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const { t } = useScreenMessages(onboardingListMessages);
  const [view, setView] = useState<EmployeeOnboardingView>(() => initialView(props));
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<EmployeeOnboardingView>();
  const container = useRef<HTMLDivElement>(null);

  const employeeId = view.view === 'step' ? view.employeeId : undefined;
  const onboarding = useOnboardingSteps(employeeId, { exclude: props.steps?.exclude });
  const progress = useMemo(() => employeeProgress(onboarding.steps), [onboarding.steps]);
  const screens = employeeScreens(progress);

  // Resume: an employee opened without a step starts at its first incomplete one.
  const current =
    view.view === 'step'
      ? (view.step ?? (onboarding.isLoading ? undefined : employeeResumeStep(progress)))
      : undefined;

  /** Moves now, or asks first when the step on screen has unsaved changes. */
  const go = useCallback(
    (next: EmployeeOnboardingView, force = false) => {
      if (dirty && !force) {
        setPending(next);
        return;
      }
      setDirty(false);
      setPending(undefined);
      setView(next);
    },
    [dirty],
  );
  const move = (action: EmployeeOnboardingMove, force?: boolean) => {
    const next = moveEmployeeOnboarding(action, progress);
    if (next) go(next, force);
  };

  const location = useMemo<FlowLocation | undefined>(
    () =>
      view.view === 'list'
        ? { view: 'list' }
        : current
          ? { view: 'step', employeeId, step: current }
          : undefined,
    [view.view, current, employeeId],
  );
  useUrlSync(Boolean(props.urlSync), location, (next) => go(next));
  useFocusStepHeading(container, view.view === 'list' ? 'list' : `${employeeId ?? 'new'}:${current ?? ''}`);

  const previous =
    current === undefined
      ? undefined
      : moveEmployeeOnboarding({ type: 'back', employeeId, step: current }, progress);
  const open = (step: string) => move({ type: 'open', employeeId, step });
  const toList = () => {
    onEvent?.('onboarding.cancelled', { employeeId });
    move({ type: 'cancel' });
  };

  usePrefetchOnIdle(OnboardingStepScreen);

  return (
    <div className="pk-flow" ref={container}>
      {view.view === 'list' ? (
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
                completedSteps={employeeSteps
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
                  onBack={previous && (() => go(previous))}
                  onDirtyChange={setDirty}
                  // Each step block reports its own `step.completed` (it is also usable alone).
                  onComplete={(saved) => move({ type: 'completed', employeeId: saved, step: current }, true)}
                  onEditStep={open}
                />
              </div>
            </>
          )}
        </>
      )}
      <LeaveConfirm
        open={pending !== undefined}
        t={t}
        onStay={() => setPending(undefined)}
        onLeave={() => pending && go(pending, true)}
      />
    </div>
  );
}
