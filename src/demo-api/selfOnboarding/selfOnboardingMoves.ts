import type { EmployeeRecord, OnboardingStatus } from '../employees/records';
import { ApiError, invalidOperation, missingParameter } from '../errors';
import { syncI9Form } from '../i9Verification/i9Form';
import { jobsOf } from '../jobs/views';
import { onboardingSteps } from '../onboarding/onboardingSteps';
import type { DemoService } from '../service';
import { employeeStepsComplete, openInviteSteps } from './employeeSteps';

/** An invited employee who has not finished: the service moves these by itself (DECISIONS 62). */
const UNFINISHED: readonly OnboardingStatus[] = [
  'self_onboarding_invited',
  'self_onboarding_invited_started',
  'self_onboarding_invited_overdue',
];

const DAY_MS = 86_400_000;

/**
 * Creating a self-onboarding employee needs their personal email (UPSTREAM A.1; DECISIONS 62):
 * 422 `missing_parameter` on `email` otherwise.
 *
 * @example
 * requireSelfOnboardingEmail(values); // before the employee is made
 */
export function requireSelfOnboardingEmail(values: {
  self_onboarding?: boolean;
  email?: string | null;
}): void {
  if (values.self_onboarding === true && !values.email) {
    throw new ApiError(422, [
      { ...missingParameter('email'), message: 'email is required when the employee self-onboards.' },
    ]);
  }
}

/**
 * The self path's checks on a partner's move (DECISIONS 62), beyond the transition table:
 * inviting needs the prerequisites of UPSTREAM-3 L.1, and finishing after the admin's review needs
 * every required step; each refusal is 422 `invalid_operation` on `onboarding_status` with
 * `metadata.steps` naming the open steps, and nothing changes.
 *
 * @example
 * checkSelfOnboardingMove(service, employee, 'self_onboarding_invited');
 */
export function checkSelfOnboardingMove(
  service: DemoService,
  employee: EmployeeRecord,
  target: OnboardingStatus,
): void {
  if (target === 'self_onboarding_invited') {
    const steps = openInviteSteps(service, employee);
    if (steps.length > 0)
      throw invalidOperation(
        'The employee cannot be invited before these steps are complete.',
        'onboarding_status',
        {
          steps,
        },
      );
  }
  if (
    target === 'onboarding_completed' &&
    employee.onboarding_status === 'self_onboarding_awaiting_admin_review'
  ) {
    const steps = onboardingSteps(service.store, employee, service.clock.today())
      .filter((step) => step.required && !step.completed && step.id !== 'admin_review')
      .map((step) => step.id);
    if (steps.length > 0)
      throw invalidOperation('Onboarding steps are incomplete.', 'onboarding_status', { steps });
  }
}

/**
 * The event of a partner's move (UPSTREAM F.6): marking for self-onboarding, finishing, or an
 * update of the employee.
 *
 * @example
 * service.emit(onboardingMoveEvent(target), 'Employee', employee.uuid, employee.companyUuid);
 */
export function onboardingMoveEvent(target: OnboardingStatus): string {
  if (target === 'self_onboarding_pending_invite') return 'employee.marked_for_self_onboarding';
  if (target === 'onboarding_completed') return 'employee.onboarded';
  return 'employee.updated';
}

/**
 * What follows any move of the status: the I-9 form follows the path, and an invitation starts
 * watching the hire date.
 *
 * @example
 * afterOnboardingMove(service, employee);
 */
export function afterOnboardingMove(service: DemoService, employee: EmployeeRecord): void {
  syncI9Form(service, employee);
  if (employee.onboarding_status === 'self_onboarding_invited') watchHireDate(service, employee);
}

/**
 * The service's own moves after a write to one of the employee's steps, by anyone (DECISIONS 62):
 * an invited employee has started; a started (or overdue) one whose steps are all complete has
 * finished their part (`employee.self_onboarding_completed`).
 *
 * @example
 * advanceSelfOnboarding(service, employee);
 */
export function advanceSelfOnboarding(service: DemoService, employee: EmployeeRecord): void {
  if (employee.onboarding_status === 'self_onboarding_invited')
    move(service, employee, 'self_onboarding_invited_started', 'employee.updated');
  if (UNFINISHED.includes(employee.onboarding_status) && employeeStepsComplete(service, employee))
    move(service, employee, 'self_onboarding_completed_by_employee', 'employee.self_onboarding_completed');
}

function move(service: DemoService, employee: EmployeeRecord, status: OnboardingStatus, event: string): void {
  employee.onboarding_status = status;
  service.store.employeeRevision++;
  service.emit(event, 'Employee', employee.uuid, employee.companyUuid);
}

/** The primary job's hire date: the start date the invitation is due by. */
function hireDateOf(service: DemoService, employee: EmployeeRecord): string | undefined {
  const jobs = jobsOf(service.store, employee.uuid);
  return (jobs.find((job) => job.primary) ?? jobs[0])?.hire_date;
}

/**
 * Moves an invited employee who has not finished to `self_onboarding_invited_overdue` once the hire
 * date has passed (the day after it, on the service clock). It looks again at least once a day, so
 * a hire date changed after the invitation is read when it matters.
 */
function watchHireDate(service: DemoService, employee: EmployeeRecord): void {
  const check = () => {
    // A reset (or a deleted employee) leaves nothing to watch.
    if (service.store.employees.get(employee.uuid) !== employee) return;
    if (
      employee.onboarding_status !== 'self_onboarding_invited' &&
      employee.onboarding_status !== 'self_onboarding_invited_started'
    )
      return;
    const hireDate = hireDateOf(service, employee);
    if (hireDate === undefined) return;
    const overdueAt = Date.parse(`${hireDate}T00:00:00Z`) + DAY_MS;
    const wait = overdueAt - service.clock.now().getTime();
    if (wait <= 0) move(service, employee, 'self_onboarding_invited_overdue', 'employee.updated');
    else service.clock.schedule(Math.min(wait, DAY_MS), check);
  };
  service.clock.schedule(0, check);
}
