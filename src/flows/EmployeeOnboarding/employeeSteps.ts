import type { OnboardingStepId } from '../../api/onboarding/types';
import type { OnboardingStepState } from '../../hooks/onboarding/useOnboardingSteps';
import { completedStepViews, stepStates, type StepDeclaration, type StepProgress } from '../shared/stepFlow';

/** The step ids the service names: an open enum without its open end (`string & {}`). */
type NamedId<T> = T extends string ? (string extends T ? never : T) : never;

/**
 * The steps of `<EmployeeOnboarding/>` that have a block, named as the service names the step
 * each completes (`OnboardingStepId`, contract.md#employees); other service steps
 * (`file_new_hire_report`, `admin_review`) are not the admin's to do here.
 *
 * @example
 * const step: EmployeeStepId = 'add_home_address';
 */
export type EmployeeStepId = Exclude<NamedId<OnboardingStepId>, 'file_new_hire_report' | 'admin_review'>;

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
 * An employee's progress through the flow's steps, from the service's onboarding steps (as
 * `useOnboardingSteps` gives them, the ones left out by `steps.exclude` gone), by `stepStates`: a
 * step is part of it when the service lists it, done when the service says so. The service says
 * only what is completed, and every requirement it names is an earlier step, so no step waits.
 *
 * @example
 * const progress = employeeProgress(useOnboardingSteps(employeeId).steps);
 */
export function employeeProgress(steps: readonly OnboardingStepState[]): StepProgress<EmployeeStepId> {
  return { states: stepStates(employeeSteps, completedStepViews(steps)), skipped: [] };
}
