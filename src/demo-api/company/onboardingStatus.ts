import type { DemoService } from '../service';
import { activeBankAccount } from './bankAccounts';
import { companyForms } from './companyForms';
import { companyStateSetups, companyStates } from './companyStates';
import type { CompanyRecord } from './records';

/** One step of `GET /v1/companies/{id}/onboarding_status` (UPSTREAM-2 H.1). */
export interface CompanyOnboardingStep {
  title: string;
  id: string;
  required: boolean;
  completed: boolean;
  completed_at?: string;
  skippable: boolean;
  requirements: string[];
}

const STEPS: { id: string; title: string; requirements: string[]; skippable?: true }[] = [
  { id: 'add_addresses', title: "Add Your Company's Addresses", requirements: [] },
  { id: 'federal_tax_setup', title: 'Enter Your Federal Tax Information', requirements: [] },
  { id: 'select_industry', title: 'Select Industry', requirements: [] },
  { id: 'add_bank_info', title: 'Add Your Bank Account', requirements: [] },
  { id: 'add_employees', title: 'Add Your Employees', requirements: ['add_addresses'], skippable: true },
  {
    id: 'state_setup',
    title: 'Enter Your State Tax Information',
    requirements: ['add_addresses', 'add_employees'],
  },
  { id: 'payroll_schedule', title: 'Select a Pay Schedule', requirements: [] },
  {
    id: 'sign_all_forms',
    title: 'Sign Documents',
    requirements: ['add_employees', 'federal_tax_setup', 'state_setup', 'add_bank_info', 'payroll_schedule'],
  },
  { id: 'verify_bank_info', title: 'Verify Your Bank Account', requirements: ['add_bank_info'] },
];

/** What each step's completion is, read from the company's records (DECISIONS 50). */
export interface CompanyOnboardingState {
  done: Record<string, boolean>;
  hasSignatory: boolean;
  formsSigned: boolean;
  onboarded: boolean;
  approved: boolean;
}

/**
 * Computes every onboarding step from the company's records, never from stored flags (DECISIONS
 * 50). Company forms appear here once their prerequisites hold (H.7): employees count as done
 * when skipped, since that step is skippable.
 *
 * @example
 * companyOnboardingState(service, company).done.add_bank_info; // true
 */
export function companyOnboardingState(service: DemoService, company: CompanyRecord): CompanyOnboardingState {
  const { store } = service;
  const uuid = company.uuid;
  let filing = false;
  let mailing = false;
  for (const location of store.locations.values()) {
    if (location.companyUuid !== uuid || !location.active) continue;
    filing ||= location.filing_address;
    mailing ||= location.mailing_address;
  }
  const tax = company.onboarding.federalTax;
  const bank = activeBankAccount(service, uuid);
  let onboardedEmployee = false;
  for (const employee of store.employees.values())
    if (employee.companyUuid === uuid && employee.onboarding_status === 'onboarding_completed') {
      onboardedEmployee = true;
      break;
    }
  let schedule = false;
  for (const paySchedule of store.paySchedules.values())
    if (paySchedule.companyUuid === uuid) schedule = true;
  const setups = companyStateSetups(service, uuid);
  const done: Record<string, boolean> = {
    add_addresses: filing && mailing,
    federal_tax_setup: Boolean(company.ein && tax.tax_payer_type && tax.filing_form && tax.legal_name),
    select_industry: company.onboarding.industry !== null,
    add_bank_info: bank !== undefined,
    verify_bank_info: bank?.verification_status === 'verified',
    add_employees: onboardedEmployee,
    state_setup: setups.length > 0 && setups.every((s) => s.setup_complete),
    payroll_schedule: schedule,
  };
  const prerequisites =
    done.federal_tax_setup! && done.state_setup! && done.add_bank_info! && done.payroll_schedule!;
  const forms = companyForms(service, company, prerequisites, companyStates(service, uuid));
  const hasSignatory = store.signatories.has(uuid);
  const formsSigned = forms.length > 0 && forms.every((f) => f.signedAt !== null);
  done.sign_all_forms = hasSignatory && formsSigned;
  return {
    done,
    hasSignatory,
    formsSigned,
    onboarded: company.onboarding.onboardingCompletedAt !== null,
    approved: company.onboarding.approved,
  };
}

/**
 * The steps as the onboarding status lists them.
 *
 * @example
 * companyOnboardingSteps(state).find((s) => s.id === 'add_employees')?.skippable; // true
 */
export function companyOnboardingSteps(state: CompanyOnboardingState): CompanyOnboardingStep[] {
  return STEPS.map((step) => ({
    title: step.title,
    id: step.id,
    required: true,
    completed: state.done[step.id] ?? false,
    skippable: step.skippable ?? false,
    requirements: step.requirements,
  }));
}

/**
 * The step ids that keep a company from finishing onboarding (DECISIONS 51): every required step
 * not done, except a skippable one.
 *
 * @example
 * incompleteSteps(state); // ['verify_bank_info']
 */
export function incompleteSteps(state: CompanyOnboardingState): string[] {
  return STEPS.filter((step) => !step.skippable && !state.done[step.id]).map((step) => step.id);
}

/**
 * The onboarding payroll blockers of UPSTREAM-2 H.9 from the same state (DECISIONS 50), in the
 * order of the onboarding steps. Pay schedule and employee blockers stay with the payroll rules,
 * which know which schedules and employees a payroll can use.
 *
 * @example
 * onboardingBlockerKeys(state); // ['missing_bank_verification', 'needs_onboarding']
 */
export function onboardingBlockerKeys(state: CompanyOnboardingState): string[] {
  const keys: string[] = [];
  const { done } = state;
  if (!done.add_addresses) keys.push('missing_addresses');
  if (!done.add_bank_info) keys.push('missing_bank_info');
  else if (!done.verify_bank_info) keys.push('missing_bank_verification');
  if (!done.federal_tax_setup) keys.push('missing_federal_tax_setup');
  if (!done.select_industry) keys.push('missing_industry_selection');
  if (!done.state_setup) keys.push('missing_state_tax_setup');
  if (!state.hasSignatory) keys.push('missing_signatory');
  if (!state.formsSigned) keys.push('missing_forms');
  if (!state.onboarded) keys.push('needs_onboarding');
  else if (!state.approved) keys.push('needs_approval');
  return keys;
}
