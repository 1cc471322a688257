import { ONBOARDING_STATUSES } from './onboardingTransitions';
import type { DemoStore } from '../store';
import { questionsFor } from '../taxes/stateTaxQuestions';
import type { EmployeeRecord } from '../employees/records';
import { activeOf, homeAddressesOf, workAddressesOf } from '../addresses/views';
import { compensationsOf, jobsOf } from '../jobs/views';
import { taxStatesOf } from '../taxes/views';

/** One entry of `onboarding_steps` (UPSTREAM A.8). */
export interface OnboardingStep {
  title: string;
  id: string;
  required: boolean;
  completed: boolean;
  requirements: string[];
}

/** The self-onboarding statuses: the employee's own path, which ends in an admin review. */
const SELF_ONBOARDING = new Set(ONBOARDING_STATUSES.filter((status) => status.startsWith('self_onboarding')));

/**
 * The steps and their completed flags, computed from the employee's real records (never stored).
 *
 * @example
 * onboardingSteps(store, employee, '2026-06-15').filter((s) => s.required && !s.completed);
 */
export function onboardingSteps(store: DemoStore, e: EmployeeRecord, today: string): OnboardingStep[] {
  const hasHome = activeOf(homeAddressesOf(store, e.uuid), today) !== undefined;
  const hasWork = activeOf(workAddressesOf(store, e.uuid), today) !== undefined;
  const jobs = jobsOf(store, e.uuid);
  const hasCompensation = jobs.some((job) =>
    compensationsOf(store, job.uuid).some((c) => c.rate !== '0.00' && c.rate !== '0'),
  );
  const federal = store.federalTaxes.get(e.uuid);
  const answers = store.stateTaxAnswers.get(e.uuid);
  const states = taxStatesOf(store, e.uuid, today);
  const stateDone =
    hasWork &&
    hasHome &&
    states.every(({ state }) =>
      questionsFor(state)
        .filter((q) => q.required && !q.is_question_for_admin_only)
        .every((q) => answers?.get(state)?.has(q.key)),
    );
  const forms = store.forms.childrenOf(e.uuid);
  const steps: OnboardingStep[] = [
    {
      title: 'Personal details',
      id: 'personal_details',
      required: true,
      completed: Boolean(e.first_name && e.last_name && e.date_of_birth && e.ssn),
      requirements: [],
    },
    {
      title: 'Enter compensation details',
      id: 'compensation_details',
      required: true,
      completed: hasCompensation,
      requirements: [],
    },
    {
      title: 'Add work address',
      id: 'add_work_address',
      required: true,
      completed: hasWork,
      requirements: [],
    },
    {
      title: 'Add home address',
      id: 'add_home_address',
      required: true,
      completed: hasHome,
      requirements: [],
    },
    {
      title: 'Enter federal tax withholdings',
      id: 'federal_tax_setup',
      required: true,
      completed: federal?.filing_status != null,
      requirements: ['personal_details'],
    },
    {
      title: 'Enter state tax information',
      id: 'state_tax_setup',
      required: true,
      completed: stateDone,
      requirements: ['add_work_address', 'add_home_address'],
    },
    {
      title: 'Direct deposit setup',
      id: 'direct_deposit_setup',
      required: false,
      completed: e.paymentMethodChosen,
      requirements: ['personal_details'],
    },
    {
      title: 'Employee form signing',
      id: 'employee_form_signing',
      required: true,
      completed: forms.every((f) => !f.requires_signing),
      requirements: ['federal_tax_setup', 'state_tax_setup'],
    },
  ];
  if (SELF_ONBOARDING.has(e.onboarding_status)) {
    steps.push({
      title: 'Admin review',
      id: 'admin_review',
      required: true,
      completed: e.onboarding_status === 'self_onboarding_awaiting_admin_review',
      requirements: steps.filter((s) => s.required).map((s) => s.id),
    });
  }
  return steps;
}
