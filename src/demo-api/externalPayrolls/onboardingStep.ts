import type { CompanyOnboardingStep } from '../company/onboardingStatus';
import type { DemoService } from '../service';
import { externalPayrollStepDone } from './processing';

/**
 * The company onboarding's optional `external_payroll` step (UPSTREAM-2 H.1 with
 * `additional_steps=external_payroll`, DECISIONS 69): not required, skippable, complete once the
 * liabilities are finalized and the payrolls processed, or finished with no external payroll.
 *
 * @example
 * externalPayrollStep(service, companyUuid).completed; // false until finalized
 */
export function externalPayrollStep(service: DemoService, companyUuid: string): CompanyOnboardingStep {
  return {
    title: 'Add Your Previous Payrolls',
    id: 'external_payroll',
    required: false,
    completed: externalPayrollStepDone(service, companyUuid),
    skippable: true,
    requirements: ['add_employees'],
  };
}
