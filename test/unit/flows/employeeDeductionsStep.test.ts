/**
 * `<EmployeeOnboarding deductions={deductionsStep}/>`'s optional Deductions step (issue 45) in the flow's step data
 * and transitions, read from the demo service's onboarding status of an employee the admin has
 * brought up to the payment method: offered after the payment method and before the documents,
 * done once the employee is enrolled in a benefit, never on the self path, absent without the prop.
 */
import { expect, test } from 'vitest';
import { createDemoApi } from '../../../src/testing';
import type { OnboardingStepState } from '../../../src/hooks/onboarding/useOnboardingSteps';
import {
  employeeProgress,
  type DeductionsStepState,
} from '../../../src/flows/EmployeeOnboarding/employeeSteps';
import {
  employeeOnboardingTransitions,
  employeeScreens,
  type EmployeeOnboardingMove,
} from '../../../src/flows/EmployeeOnboarding/transitions';
import { applyMove } from '../../../src/flows/shared/flowTable';
import { demoAdmin, expectCall, saveOverCurrentVersion } from '../../support/demoAdmin';
import { employeeBeforePayment } from '../../support/employeeBeforePayment';

const NOW = new Date('2026-06-15T16:00:00Z');

async function setUp() {
  const admin = demoAdmin(createDemoApi({ now: () => NOW }));
  const employeeId = await employeeBeforePayment(admin);
  /** The steps as `useOnboardingSteps` gives them, from the service's status now. */
  const steps = async () => {
    const status = await expectCall<{ onboarding_status: string; onboarding_steps: OnboardingStepState[] }>(
      admin,
      200,
      'GET',
      `/v1/employees/${employeeId}/onboarding_status`,
    );
    return status.onboarding_steps.map(({ id, title, required, completed }) => ({
      id,
      title,
      required,
      completed,
    }));
  };
  /** Where a move leads from the step it names (from the employee resuming, for `resumed`). */
  const move = async (action: EmployeeOnboardingMove, deductions?: DeductionsStepState) =>
    applyMove(
      employeeOnboardingTransitions,
      action,
      employeeProgress(await steps(), undefined, deductions),
      'step' in action
        ? { screen: action.step as 'direct_deposit_setup', employeeId }
        : { screen: 'resume', employeeId },
    );
  return { admin, employeeId, steps, move };
}

test('offered after the payment method and before the documents; "No deductions" goes on to the documents', async () => {
  const { admin, employeeId, steps, move } = await setUp();
  const offered = employeeProgress(await steps(), undefined, { enrolled: false });
  expect(employeeScreens(offered)).toEqual([
    'personal_details',
    'compensation_details',
    'add_work_address',
    'add_home_address',
    'federal_tax_setup',
    'state_tax_setup',
    'direct_deposit_setup',
    'deductions',
    'employee_form_signing',
    'summary',
  ]);
  expect(offered.states.deductions).toBe('todo');
  // Resumed, the employee opens at the payment method (the first step not done).
  expect(await move({ type: 'resumed' }, { enrolled: false })).toEqual({
    screen: 'direct_deposit_setup',
    employeeId,
  });
  await saveOverCurrentVersion(admin, `/v1/employees/${employeeId}/payment_method`, { type: 'Check' });
  const completed = { type: 'completed', employeeId, step: 'direct_deposit_setup' } as const;
  expect(await move(completed, { enrolled: false })).toEqual({ screen: 'deductions', employeeId });
  // "No deductions" (the step's onComplete without an enrolment): the documents.
  expect(await move({ type: 'completed', employeeId, step: 'deductions' }, { enrolled: false })).toEqual({
    screen: 'employee_form_signing',
    employeeId,
  });
  // Back from the documents is the deductions step.
  expect(await move({ type: 'back', step: 'employee_form_signing' }, { enrolled: false })).toEqual({
    screen: 'deductions',
    employeeId,
  });
});

test('done once enrolled (the payment method then leads to the documents); left out without the prop or on the self path', async () => {
  const { admin, employeeId, steps, move } = await setUp();
  await saveOverCurrentVersion(admin, `/v1/employees/${employeeId}/payment_method`, { type: 'Check' });
  const enrolled = employeeProgress(await steps(), undefined, { enrolled: true });
  expect(enrolled.states.deductions).toBe('done');
  const completed = { type: 'completed', employeeId, step: 'direct_deposit_setup' } as const;
  expect(await move(completed, { enrolled: true })).toEqual({ screen: 'employee_form_signing', employeeId });

  const without = employeeProgress(await steps());
  expect(employeeScreens(without)).not.toContain('deductions');
  expect(without.states.deductions).toBeUndefined();
  expect(await move(completed)).toEqual({ screen: 'employee_form_signing', employeeId });

  const selfPath = employeeProgress(await steps(), 'self_onboarding_invited', { enrolled: false });
  expect(employeeScreens(selfPath)).toEqual([
    'personal_details',
    'compensation_details',
    'add_work_address',
    'self_onboarding',
  ]);
});
