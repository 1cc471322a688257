import type { OnboardingStatus } from '../../api/employees/types';
import type { OnboardingStepId } from '../../api/onboarding/types';
import { isSelfOnboarding } from '../../hooks/onboarding/selfOnboardingStatus';
import type { OnboardingStepState } from '../../hooks/onboarding/useOnboardingSteps';
import { completedStepViews, stepStates, type StepDeclaration, type StepProgress } from '../shared/stepFlow';

/** The step ids the service names: an open enum without its open end (`string & {}`). */
type NamedId<T> = T extends string ? (string extends T ? never : T) : never;

/**
 * The steps of `<EmployeeOnboarding/>` that have a block, named as the service names the step
 * each completes (`OnboardingStepId`, contract.md#employees); other service steps
 * (`file_new_hire_report`, `admin_review`) are not the admin's to do here. `deductions` is the
 * flow's own optional step (`<EmployeeOnboarding deductions={deductionsStep}/>`): the service keeps no onboarding
 * step for it.
 *
 * @example
 * const step: EmployeeStepId = 'add_home_address';
 */
export type EmployeeStepId =
  Exclude<NamedId<OnboardingStepId>, 'file_new_hire_report' | 'admin_review'> | 'deductions';

/**
 * Every step of the employee onboarding as data, in the order the flow offers them (the
 * service's). Each is done when the service says its own step is; the payment method may be left
 * for later (the service does not require it, and `steps.exclude` can leave it out). The block
 * each renders is in `OnboardingStep.tsx` (kept out of the first load); after the last comes the
 * summary.
 *
 * @example
 * employeeSteps.map((step) => step.id); // ['personal_details', …, 'employee_form_signing']
 */
export const employeeSteps: readonly StepDeclaration<EmployeeStepId, OnboardingStepId>[] = [
  { id: 'personal_details', doneWhen: ['personal_details'] },
  { id: 'compensation_details', doneWhen: ['compensation_details'] },
  { id: 'add_work_address', doneWhen: ['add_work_address'] },
  { id: 'add_home_address', doneWhen: ['add_home_address'] },
  { id: 'federal_tax_setup', doneWhen: ['federal_tax_setup'] },
  { id: 'state_tax_setup', doneWhen: ['state_tax_setup'] },
  { id: 'direct_deposit_setup', doneWhen: ['direct_deposit_setup'], skippable: true },
  { id: 'employee_form_signing', doneWhen: ['employee_form_signing'] },
];

/**
 * The employee's deductions (benefit enrolments), an optional step offered only with
 * `<EmployeeOnboarding deductions={deductionsStep}/>`, after the payment method and before the documents (the
 * peer's order, UPSTREAM-3 L.2 S5). The service has no onboarding step for it: the flow reads it
 * as done once the employee is enrolled in a benefit (`employeeProgress`), and "No deductions"
 * leaves it for later.
 *
 * @example
 * employeeStepsWithDeductions.map((step) => step.id); // [… 'direct_deposit_setup', 'deductions', 'employee_form_signing']
 */
export const employeeStepsWithDeductions: readonly StepDeclaration<EmployeeStepId, OnboardingStepId>[] =
  employeeSteps.flatMap((step) =>
    step.id === 'employee_form_signing'
      ? [{ id: 'deductions', doneWhen: ['deductions'], skippable: true } as const, step]
      : [step],
  );

/**
 * The steps the admin does for an employee on the self path, before inviting them (UPSTREAM-3
 * L.1's prerequisites): names and email, the job and pay, the work address. The rest is the
 * employee's own.
 *
 * @example
 * selfOnboardingAdminSteps.includes('add_home_address'); // false
 */
export const selfOnboardingAdminSteps: readonly EmployeeStepId[] = [
  'personal_details',
  'compensation_details',
  'add_work_address',
];

/**
 * An employee's progress: the steps with their states and whether the employee is on the self
 * path (then the flow ends on the self-onboarding screen, not the summary).
 *
 * @example
 * const progress: EmployeeProgress = { states: {}, skipped: [], selfOnboarding: false };
 */
export type EmployeeProgress = StepProgress<EmployeeStepId> & {
  selfOnboarding: boolean;
  /** The steps offered, in order: `employeeSteps` unless the optional deductions are too. */
  steps?: readonly StepDeclaration<EmployeeStepId, OnboardingStepId>[];
};

/**
 * The optional deductions step, when the flow offers it: whether the employee is enrolled in a
 * benefit yet (undefined while that is being read).
 *
 * @example
 * employeeProgress(steps, status, { enrolled: (useEmployeeBenefits(id).data ?? []).length > 0 });
 */
export interface DeductionsStepState {
  enrolled: boolean | undefined;
}

/**
 * An employee's progress through the flow's steps, from the service's onboarding steps (as
 * `useOnboardingSteps` gives them, the ones left out by `steps.exclude` gone), by `stepStates`: a
 * step is part of it when the service lists it, done when the service says so. The service says
 * only what is completed, and every requirement it names is an earlier step, so no step waits.
 * On the self path only the admin's steps are the flow's; personal details are done once the
 * employee exists (the service keeps the step open until the employee gives their date of birth
 * and SSN, which are theirs to give). With `deductions` (the flow offers the step; not on the
 * self path) the step is listed after the payment method, done once the employee is enrolled in
 * a benefit.
 *
 * @example
 * const progress = employeeProgress(useOnboardingSteps(employeeId).steps, status);
 */
export function employeeProgress(
  steps: readonly OnboardingStepState[],
  status?: OnboardingStatus | null,
  deductions?: DeductionsStepState,
): EmployeeProgress {
  const selfOnboarding = isSelfOnboarding(status);
  const shown = selfOnboarding
    ? steps
        .filter((step) => (selfOnboardingAdminSteps as readonly string[]).includes(step.id))
        .map((step) => (step.id === 'personal_details' ? { ...step, completed: true } : step))
    : steps;
  if (!deductions || selfOnboarding) {
    return { states: stepStates(employeeSteps, completedStepViews(shown)), skipped: [], selfOnboarding };
  }
  // The flow's own step, read as the service would list it: optional, completed once enrolled.
  const views = completedStepViews([
    ...shown,
    { id: 'deductions', required: false, completed: Boolean(deductions.enrolled) },
  ]);
  return {
    states: stepStates(employeeStepsWithDeductions, views),
    skipped: [],
    selfOnboarding,
    steps: employeeStepsWithDeductions,
  };
}
