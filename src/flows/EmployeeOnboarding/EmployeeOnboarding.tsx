import { useCallback, useMemo, useRef, useState } from 'react';
import type { PersonalDetailsValues } from '../../hooks/employees';
import type { HomeAddressValues, WorkAddressValues } from '../../hooks/addresses';
import type { JobCompensationValues } from '../../hooks/jobs';
import { useOnboardingSteps } from '../../hooks/onboarding/useOnboardingSteps';
import {
  usePrimitives,
  Stepper as DefaultStepper,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../ui';
import { LeaveConfirm } from '../shared/LeaveConfirm';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { EmployeeList } from './EmployeeList';
import type { OnboardingEventHandler, OnboardingStepId } from './stepContract';
import { useFocusStepHeading } from '../shared/useFocusStepHeading';
import { useStepMessages } from './useStepMessages';
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

/** Where the shell is: the list, or one step of one employee (none yet while adding). */
type View = { view: 'list' } | { view: 'step'; employeeId?: string; step: string | undefined };

const SUMMARY = 'summary';
/** Steps this flow has a block for; other service steps (e.g. `file_new_hire_report`) are skipped. */
const RENDERED = [
  'personal_details',
  'compensation_details',
  'add_work_address',
  'add_home_address',
  'federal_tax_setup',
  'state_tax_setup',
  'direct_deposit_setup',
  'employee_form_signing',
] as const;
/** A step the stepper shows: one with a block, or the summary (each has a `step.<id>` label). */
type ShownStep = (typeof RENDERED)[number] | typeof SUMMARY;
const isRendered = (id: string): id is (typeof RENDERED)[number] =>
  (RENDERED as readonly string[]).includes(id);

function StepPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useStepMessages();
  return <Spinner label={t('flow.loading')} />;
}

/** The steps leave the list's first load (fetched on idle, before a click on Add or Resume). */
const OnboardingStepScreen = lazyScreen(
  () => import('./OnboardingStep').then((module) => module.OnboardingStep),
  StepPending,
);

function initialView(props: EmployeeOnboardingProps): View {
  if (props.urlSync && typeof window !== 'undefined') {
    const fromUrl = readFlowLocation(new URL(window.location.href));
    if (fromUrl) return fromUrl;
  }
  if (props.employeeId) return { view: 'step', employeeId: props.employeeId, step: undefined };
  if (props.startWithNewEmployee) return { view: 'step', step: 'personal_details' };
  return { view: 'list' };
}

/**
 * The whole employee onboarding: the employee list, then the steps in the service's order,
 * skipping completed ones and resuming at the first incomplete step, through the summary and
 * "Finish onboarding". Leaving a step with unsaved changes asks first; focus moves to each
 * step's heading; `urlSync` makes browser back/forward move between steps.
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
  const { t } = useStepMessages();
  const [view, setView] = useState<View>(() => initialView(props));
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<View>();
  const container = useRef<HTMLDivElement>(null);

  const employeeId = view.view === 'step' ? view.employeeId : undefined;
  const onboarding = useOnboardingSteps(employeeId, { exclude: props.steps?.exclude });
  const order = useMemo(() => onboarding.steps.filter((step) => isRendered(step.id)), [onboarding.steps]);
  const ids = useMemo<ShownStep[]>(
    () => [...order.map((step) => step.id).filter(isRendered), SUMMARY],
    [order],
  );

  // Resume: an employee opened without a step starts at its first incomplete one.
  const resumeAt = order.find((step) => !step.completed)?.id ?? SUMMARY;
  const current =
    view.view === 'step' ? (view.step ?? (onboarding.isLoading ? undefined : resumeAt)) : undefined;

  /** Moves now, or asks first when the step on screen has unsaved changes. */
  const go = useCallback(
    (next: View, force = false) => {
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

  const nextAfter = (step: string, id: string | undefined): View => {
    const index = ids.findIndex((id) => id === step);
    const following = order.slice(Math.max(index + 1, 0)).find((entry) => !entry.completed);
    return { view: 'step', employeeId: id, step: following?.id ?? SUMMARY };
  };
  // Each step block reports its own `step.completed` (it is also usable alone).
  const complete = (step: string, id: string) => go(nextAfter(step, id), true);
  const back = (step: string): (() => void) | undefined => {
    const index = ids.findIndex((id) => id === step);
    const previous = index > 0 ? ids[index - 1] : undefined;
    return previous ? () => go({ view: 'step', employeeId, step: previous }) : undefined;
  };
  const toList = () => {
    onEvent?.('onboarding.cancelled', { employeeId });
    go({ view: 'list' });
  };

  usePrefetchOnIdle(OnboardingStepScreen);

  return (
    <div className="pk-flow" ref={container}>
      {view.view === 'list' ? (
        <EmployeeList
          companyId={companyId}
          onEvent={onEvent}
          onAdd={() => go({ view: 'step', step: 'personal_details' })}
          onResume={(id) => go({ view: 'step', employeeId: id, step: undefined })}
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
                steps={ids.map((id) => ({ id, label: t(`step.${id}`) }))}
                currentStep={current}
                completedSteps={order.filter((step) => step.completed).map((step) => step.id)}
                onStepSelect={
                  employeeId ? (target) => go({ view: 'step', employeeId, step: target }) : undefined
                }
              />
              <div key={`${employeeId ?? 'new'}:${current}`}>
                <OnboardingStepScreen
                  step={current}
                  companyId={companyId}
                  employeeId={employeeId}
                  onEvent={onEvent}
                  defaultValues={props.defaultValues}
                  onBack={back(current)}
                  onDirtyChange={setDirty}
                  onComplete={(saved) => complete(current, saved)}
                  onEditStep={(target) => go({ view: 'step', employeeId, step: target })}
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
