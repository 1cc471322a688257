import type { EmployeeForm } from '../../../api/onboarding/types';
import type { OnboardingStepState } from '../../../hooks/onboarding/useOnboardingSteps';
import { completedStepViews, stepStates, type StepDeclaration, type StepState } from '../../shared/stepFlow';

/**
 * A step of `<EmployeeSelfOnboarding/>`: the service's employee steps (UPSTREAM-3 L.1's table),
 * and section 1 of the I-9 when the company asks it (DECISIONS 65).
 *
 * @example
 * const step: SelfStepId = 'i9_section_1';
 */
export type SelfStepId =
  | 'personal_details'
  | 'add_home_address'
  | 'federal_tax_setup'
  | 'state_tax_setup'
  | 'direct_deposit_setup'
  | 'i9_section_1'
  | 'employee_form_signing';

/** The I-9 among the employee's forms (UPSTREAM A.9). */
export const I9_FORM_NAME = 'US_I-9';

/**
 * The employee's own steps, in the order they are offered: each done when the service's step of
 * the same name is; the I-9's section 1 done once its form is signed, and offered before the
 * other documents so that signing them finishes the employee's part.
 *
 * @example
 * selfSteps.map((step) => step.id); // ['personal_details', …, 'employee_form_signing']
 */
export const selfSteps: readonly StepDeclaration<SelfStepId, string>[] = [
  { id: 'personal_details', doneWhen: ['personal_details'] },
  { id: 'add_home_address', doneWhen: ['add_home_address'] },
  { id: 'federal_tax_setup', doneWhen: ['federal_tax_setup'] },
  { id: 'state_tax_setup', doneWhen: ['state_tax_setup'] },
  { id: 'direct_deposit_setup', doneWhen: ['direct_deposit_setup'] },
  { id: 'i9_section_1', doneWhen: ['i9_section_1'] },
  { id: 'employee_form_signing', doneWhen: ['employee_form_signing'] },
];

/**
 * Each step's state from the service: its onboarding steps and the employee's forms (the I-9 is
 * a step only when it is among them). A step the service does not list is not offered.
 *
 * @example
 * const states = selfStepStates(onboarding.steps, forms.data);
 */
export function selfStepStates(
  steps: readonly OnboardingStepState[],
  forms: readonly EmployeeForm[] | undefined,
): Partial<Record<SelfStepId, StepState>> {
  const i9 = forms?.find((form) => form.name === I9_FORM_NAME);
  return stepStates(
    selfSteps,
    completedStepViews<string>([
      ...steps,
      ...(i9 ? [{ id: 'i9_section_1', completed: !i9.requires_signing, required: true }] : []),
    ]),
  );
}

/**
 * The steps offered, in order: those the service lists.
 *
 * @example
 * offeredSteps(states); // ['personal_details', 'add_home_address', …]
 */
export function offeredSteps(states: Partial<Record<SelfStepId, StepState>>): SelfStepId[] {
  return selfSteps.filter((step) => states[step.id]).map((step) => step.id);
}
