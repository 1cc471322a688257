import type { EmployeeRecord } from '../employees/records';
import { onboardingSteps } from '../onboarding/onboardingSteps';
import type { DemoService } from '../service';

/**
 * The steps the employee fills in on the self path (UPSTREAM-3 L.1's table): details (date of
 * birth, SSN), home address, federal and state taxes, payment method and the forms to sign.
 * When every one is complete the employee is done (DECISIONS 62). The payment method is optional
 * for the admin path, but it is a screen of the employee's own and counts here once saved.
 */
export const EMPLOYEE_OWN_STEPS = [
  'personal_details',
  'add_home_address',
  'federal_tax_setup',
  'state_tax_setup',
  'direct_deposit_setup',
  'employee_form_signing',
] as const;

/**
 * Whether the employee has completed every one of their own steps.
 *
 * @example
 * if (employeeStepsComplete(service, employee)) employee.onboarding_status = 'self_onboarding_completed_by_employee';
 */
export function employeeStepsComplete(service: DemoService, employee: EmployeeRecord): boolean {
  const own = new Set<string>(EMPLOYEE_OWN_STEPS);
  return onboardingSteps(service.store, employee, service.clock.today())
    .filter((step) => own.has(step.id))
    .every((step) => step.completed);
}

/**
 * The steps an invitation needs first (UPSTREAM-3 L.1 "Prerequisites to invite"; DECISIONS 62),
 * by the step id each belongs to: `personal_details` for first and last name and a personal email
 * (the employee gives date of birth and SSN), `compensation_details` for a job with its hire date
 * and pay, `add_work_address`.
 *
 * @example
 * openInviteSteps(service, employee); // ['compensation_details', 'add_work_address']
 */
export function openInviteSteps(service: DemoService, employee: EmployeeRecord): string[] {
  const steps = onboardingSteps(service.store, employee, service.clock.today());
  const done = (id: string) => steps.find((step) => step.id === id)?.completed === true;
  const open: string[] = [];
  if (!employee.first_name || !employee.last_name || !employee.email) open.push('personal_details');
  for (const id of ['compensation_details', 'add_work_address']) if (!done(id)) open.push(id);
  return open;
}
