import type { CompanyOnboardingStepId } from '../../api/company/types';
import type { CompanyOnboardingStepState, CompanyOnboardingStepView } from '../../hooks/company';
import { stepState, type StepDeclaration } from '../shared/stepFlow';

/**
 * The steps of `<CompanyOnboarding/>`, in the order the flow offers them. Each names the
 * service's onboarding steps it completes: the step is done when the service says they are.
 *
 * @example
 * const step: CompanyStepId = 'bank_account';
 */
export type CompanyStepId =
  | 'locations'
  | 'federal_taxes'
  | 'industry'
  | 'bank_account'
  | 'pay_schedule'
  | 'employees'
  | 'previous_payrolls'
  | 'state_taxes'
  | 'sign_forms';

/**
 * One step as data (the step-flow declaration of `flows/shared/stepFlow`): its id (also its
 * title's message key, `step.<id>`), the service's steps whose completion makes it done, and
 * whether it may be left for later.
 *
 * @example
 * const bank: CompanyStepDeclaration = { id: 'bank_account', doneWhen: ['add_bank_info', 'verify_bank_info'], skippable: false };
 */
export interface CompanyStepDeclaration extends StepDeclaration<CompanyStepId, CompanyOnboardingStepId> {
  id: CompanyStepId;
  /** Done when every one of these service steps is completed. */
  doneWhen: readonly CompanyOnboardingStepId[];
  /** The service lets the company finish without it. */
  skippable: boolean;
}

/**
 * Every step of the company onboarding, as data. The block each renders is in
 * `CompanyStepScreen.tsx` (kept out of the first load).
 *
 * @example
 * companySteps.map((step) => step.id); // ['locations', 'federal_taxes', …, 'sign_forms']
 */
export const companySteps: readonly CompanyStepDeclaration[] = [
  { id: 'locations', doneWhen: ['add_addresses'], skippable: false },
  { id: 'federal_taxes', doneWhen: ['federal_tax_setup'], skippable: false },
  { id: 'industry', doneWhen: ['select_industry'], skippable: false },
  { id: 'bank_account', doneWhen: ['add_bank_info', 'verify_bank_info'], skippable: false },
  { id: 'pay_schedule', doneWhen: ['payroll_schedule'], skippable: false },
  { id: 'employees', doneWhen: ['add_employees'], skippable: true },
  { id: 'state_taxes', doneWhen: ['state_setup'], skippable: false },
  { id: 'sign_forms', doneWhen: ['sign_all_forms'], skippable: false },
];

/**
 * The company's payrolls from its previous provider (DECISIONS 69): an optional step, offered only
 * with `<CompanyOnboarding previousPayrolls/>` (the service lists `external_payroll` only when
 * asked), after the employees whose pay it records.
 *
 * @example
 * companyStepsWithPreviousPayrolls.map((step) => step.id); // [… 'employees', 'previous_payrolls', 'state_taxes', …]
 */
export const companyStepsWithPreviousPayrolls: readonly CompanyStepDeclaration[] = companySteps.flatMap(
  (step) =>
    step.id === 'employees'
      ? [step, { id: 'previous_payrolls', doneWhen: ['external_payroll'], skippable: true } as const]
      : [step],
);

/**
 * Where a flow step stands, from the service's steps it covers: `stepState` of
 * `flows/shared/stepFlow` itself, typed for the company's steps (a public name of it).
 *
 * @example
 * const { state, waitingFor } = companyStepState(companySteps[3]!, status.steps);
 */
export const companyStepState: (
  step: CompanyStepDeclaration,
  views: readonly CompanyOnboardingStepView[],
) => { state: CompanyOnboardingStepState; waitingFor: CompanyOnboardingStepId[] } = stepState;

/**
 * The flow's step that completes one of the service's onboarding steps: where
 * `<CompanyOnboarding initialScreen>` opens to clear a payroll blocker (with
 * `companyOnboardingStepFor` and `<PayrollRun onFixBlocker>`); the overview for a step it has none for.
 *
 * @example
 * <CompanyOnboarding companyId={id} initialScreen={companyScreenFor('verify_bank_info')} />; // the bank account step
 */
export function companyScreenFor(step: CompanyOnboardingStepId): CompanyStepId | 'overview' {
  return companySteps.find((declared) => declared.doneWhen.includes(step))?.id ?? 'overview';
}
