import type { ComponentType } from 'react';
import { useEmployeeBenefits } from '../../hooks/employeeBenefits/queries';
import { usePrimitives, useScreenMessages, Spinner as DefaultSpinner } from '../../ui';
import type { OnboardingStepProps } from '../shared/employee/stepContract';
import { lazyScreen } from '../shared/lazyScreen';
import { deductionsMessages } from './steps/Deductions.messages';

/**
 * An optional step a partner adds to `<EmployeeOnboarding/>` (its `deductions` prop): the block the
 * step shows and whether it is done for an employee, which the service does not say (it keeps no
 * onboarding step for it).
 *
 * @example
 * const step: OptionalOnboardingStep = deductionsStep;
 */
export interface OptionalOnboardingStep {
  /** The step's block (the flow gives it the usual step props). */
  Step: ComponentType<OnboardingStepProps>;
  /** Whether the step is done for this employee; undefined while that is read or without one. */
  useDone: (employeeId: string | undefined) => boolean | undefined;
}

function DeductionsPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useScreenMessages(deductionsMessages);
  return <Spinner label={t('loading')} />;
}

/** Done once the employee is enrolled in a benefit. */
function useEnrolled(employeeId: string | undefined): boolean | undefined {
  const enrolments = useEmployeeBenefits(employeeId ?? '').data;
  return enrolments && enrolments.length > 0;
}

/**
 * The optional "Deductions" step of `<EmployeeOnboarding deductions={deductionsStep}/>`: the
 * employee's benefit enrolments (the shared enrolment block), done once enrolled, "No deductions"
 * to go on. Passed in rather than switched on so a flow without it (and `<CompanyOnboarding/>`,
 * which embeds the employee onboarding) carries none of its code; its block loads when reached.
 *
 * @example
 * <EmployeeOnboarding companyId={companyId} deductions={deductionsStep} />
 */
export const deductionsStep: OptionalOnboardingStep = {
  Step: /* @__PURE__ */ lazyScreen(
    () => import('./steps/Deductions').then((module) => module.Deductions),
    DeductionsPending,
  ),
  useDone: useEnrolled,
};
