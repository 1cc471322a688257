import { companyOnboardingState, onboardingBlockerKeys } from '../company/onboardingStatus';
import type { DemoService } from '../service';
import { eligibleEmployees } from './payrollEntries';
import { hasUnresolvedRecoveryCase } from '../recoveryCases/recoveryCaseRules';
import { hasBlockingInformationRequest } from '../informationRequests/informationRequestRules';
import type { CompanyRecord } from '../company/records';

/** Every payroll blocker key of UPSTREAM E.9, with the message the service gives it. */
export const PAYROLL_BLOCKER_MESSAGES: Readonly<Record<string, string>> = {
  company_ownership_required: 'Add the company owners before running payroll.',
  contractor_only_company: 'This company pays contractors only and cannot run payroll.',
  eftps_in_error: 'The company’s EFTPS enrollment has an error.',
  geocode_error: 'An address of the company could not be located.',
  geocode_needed: 'An address of the company needs to be located.',
  invalid_signatory: 'The company signatory’s details are invalid.',
  missing_addresses: 'Add the company’s addresses.',
  missing_bank_info: 'Add a company bank account.',
  missing_bank_verification: 'Verify the company bank account.',
  missing_employee_setup: 'Finish onboarding at least one employee.',
  missing_federal_tax_setup: 'Complete federal tax setup.',
  missing_forms: 'Sign the company’s required forms.',
  missing_industry_selection: 'Select the company’s industry.',
  missing_pay_schedule: 'Create a pay schedule.',
  missing_signatory: 'Add a company signatory.',
  missing_state_tax_setup: 'Complete state tax setup.',
  needs_approval: 'The company is waiting for approval to run payroll.',
  needs_onboarding: 'Finish company onboarding.',
  pay_schedule_setup_not_complete: 'Finish setting up the pay schedule.',
  pending_information_request: 'Answer the open information request.',
  pending_payroll_review: 'A previous payroll is under review.',
  pending_recovery_case: 'Resolve the open recovery case.',
  soft_suspended: 'The company is temporarily suspended from running payroll.',
  suspended: 'The company is suspended.',
};

/** @example PAYROLL_BLOCKER_KEYS.length; // 24 */
export const PAYROLL_BLOCKER_KEYS: readonly string[] = Object.keys(PAYROLL_BLOCKER_MESSAGES);

/** One blocker as `GET …/payrolls/blockers` lists it. */
export interface PayrollBlocker {
  key: string;
  message: string;
}

/**
 * Why a company cannot run payroll now (UPSTREAM E.9): what its records say (suspension, the
 * onboarding steps of DECISIONS 50, an active pay schedule, an onboarded employee with a job,
 * onboarding finished and approved, no recovery case still owed) plus any
 * keys a test set through `PUT /__demo/companies/{id}/blockers`. Empty when payroll can run.
 *
 * @example
 * payrollBlockers(service, company).map((b) => b.key); // ['missing_bank_verification']
 */
export function payrollBlockers(service: DemoService, company: CompanyRecord): PayrollBlocker[] {
  const keys: string[] = [];
  if (company.suspended) keys.push('suspended');
  const onboarding = onboardingBlockerKeys(companyOnboardingState(service, company));
  keys.push(...onboarding.filter((key) => key !== 'needs_onboarding' && key !== 'needs_approval'));
  let hasSchedule = false;
  for (const s of service.store.paySchedules.values())
    if (s.companyUuid === company.uuid && s.active) hasSchedule = true;
  if (!hasSchedule) keys.push('missing_pay_schedule');
  if (eligibleEmployees(service, company.uuid).length === 0) keys.push('missing_employee_setup');
  keys.push(...onboarding.filter((key) => key === 'needs_onboarding' || key === 'needs_approval'));
  // A failed debit still owed (DECISIONS 70): no payroll until it is recovered.
  if (hasUnresolvedRecoveryCase(service, company.uuid)) keys.push('pending_recovery_case');
  // A request blocking payroll not yet approved (DECISIONS 66).
  if (hasBlockingInformationRequest(service, company.uuid)) keys.push('pending_information_request');
  for (const key of company.payrollBlockerKeys ?? []) if (!keys.includes(key)) keys.push(key);
  return keys.map((key) => ({ key, message: PAYROLL_BLOCKER_MESSAGES[key] ?? key }));
}

/**
 * The 422 entries calculate and submit answer while the company is blocked (UPSTREAM E.9).
 *
 * @example
 * throw new ApiError(422, blockerErrors(blockers));
 */
export function blockerErrors(blockers: readonly PayrollBlocker[]) {
  return blockers.map((b) => ({
    error_key: 'base',
    category: 'payroll_blocker',
    message: b.message,
    metadata: { key: b.key },
  }));
}
