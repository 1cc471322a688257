import type { CompanyOnboardingStepId } from '../../api/company/types';
import type { PayrollBlockerKey } from '../../api/payroll/types';

/** Which payroll blockers each onboarding step's records clear (DECISIONS 50). */
export const BLOCKERS_CLEARED_BY: Partial<Record<CompanyOnboardingStepId, PayrollBlockerKey[]>> = {
  add_addresses: ['missing_addresses'],
  federal_tax_setup: ['missing_federal_tax_setup'],
  select_industry: ['missing_industry_selection'],
  add_bank_info: ['missing_bank_info'],
  verify_bank_info: ['missing_bank_verification'],
  add_employees: ['missing_employee_setup'],
  state_setup: ['missing_state_tax_setup'],
  payroll_schedule: ['missing_pay_schedule', 'pay_schedule_setup_not_complete'],
  sign_all_forms: ['missing_signatory', 'invalid_signatory', 'missing_forms'],
};

/**
 * The company onboarding step whose records clear a payroll blocker (DECISIONS 50), or
 * undefined for a blocker no step of the admin's clears (approval, a suspension, a review).
 *
 * @example
 * companyOnboardingStepFor('missing_bank_verification'); // 'verify_bank_info'
 * companyOnboardingStepFor('needs_approval'); // undefined
 */
export function companyOnboardingStepFor(blocker: string): CompanyOnboardingStepId | undefined {
  for (const [step, blockers] of Object.entries(BLOCKERS_CLEARED_BY)) {
    if ((blockers as string[]).includes(blocker)) return step as CompanyOnboardingStepId;
  }
  return undefined;
}
