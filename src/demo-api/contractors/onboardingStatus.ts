import type { DemoService } from '../service';
import type { ContractorOnboardingStatus, ContractorRecord } from './records';
import { w9Of } from '../contractorDocuments/w9';

/** One step of a contractor's onboarding (UPSTREAM-2 I.1), computed from the records on every read. */
export interface ContractorOnboardingStep {
  id: string;
  title: string;
  required: boolean;
  completed: boolean;
  requirements: string[];
}

/**
 * The onboarding steps of a contractor from what is on file (DECISIONS 55). On the self path the
 * contractor gives the address and payment method, so those steps are the contractor's (still
 * required, shown as the contractor's to do); the new-hire report applies only when asked for.
 *
 * @example
 * contractorSteps(service, contractor).every((s) => !s.required || s.completed);
 */
export function contractorSteps(
  service: DemoService,
  contractor: ContractorRecord,
): ContractorOnboardingStep[] {
  const c = contractor;
  const basic =
    c.type === 'Individual'
      ? Boolean(c.first_name && c.last_name && c.ssn)
      : Boolean(c.business_name && c.ein);
  const a = c.address;
  const w9 = w9Of(service, c.uuid);
  const steps: ContractorOnboardingStep[] = [
    {
      id: 'basic_details',
      title: 'Basic details',
      required: true,
      completed: basic,
      requirements: [],
    },
    {
      id: 'add_address',
      title: 'Add address',
      required: true,
      completed: Boolean(a.street_1 && a.city && a.state && a.zip),
      requirements: ['basic_details'],
    },
    {
      id: 'compensation_details',
      title: 'Compensation details',
      required: true,
      completed: c.wage_type === 'Fixed' || c.hourlyRate !== null,
      requirements: [],
    },
    {
      id: 'payment_details',
      title: 'Payment details',
      required: true,
      completed: c.paymentMethod !== null,
      requirements: [],
    },
    {
      id: 'sign_documents',
      title: 'Sign documents',
      required: true,
      completed: Boolean(w9?.signedAt),
      requirements: ['basic_details', 'add_address'],
    },
  ];
  if (c.type === 'Individual' && c.file_new_hire_report) {
    steps.push({
      id: 'file_new_hire_report',
      title: 'File new hire report',
      required: true,
      completed: c.work_state !== null,
      requirements: [],
    });
  }
  return steps;
}

/** The required steps still open. @example openSteps(service, contractor); // ['add_address'] */
export function openSteps(service: DemoService, contractor: ContractorRecord): string[] {
  return contractorSteps(service, contractor)
    .filter((s) => s.required && !s.completed)
    .map((s) => s.id);
}

/** The partner's moves of UPSTREAM-2 I.1: target → the states it may come from. */
export const CONTRACTOR_TRANSITIONS: Record<string, readonly ContractorOnboardingStatus[]> = {
  self_onboarding_not_invited: ['admin_onboarding_incomplete'],
  self_onboarding_invited: ['admin_onboarding_incomplete', 'self_onboarding_not_invited'],
  admin_onboarding_incomplete: ['self_onboarding_invited', 'self_onboarding_not_invited'],
  self_onboarding_review: ['self_onboarding_started'],
  onboarding_completed: ['admin_onboarding_review', 'self_onboarding_review'],
};

/**
 * The service's own moves after any write to a contractor's records (DECISIONS 55): an admin-path
 * contractor whose required steps are all complete goes to `admin_onboarding_review`; an invited
 * contractor whose details change has started (the demo plays the contractor with the company
 * token); a started one who completes every step emits `contractor.self_onboarding_completed`.
 *
 * @example
 * advanceContractorOnboarding(service, contractor);
 */
export function advanceContractorOnboarding(service: DemoService, contractor: ContractorRecord): void {
  const done = openSteps(service, contractor).length === 0;
  const emit = (type: string) => service.emit(type, 'Contractor', contractor.uuid, contractor.companyUuid);
  if (contractor.onboarding_status === 'self_onboarding_invited') {
    contractor.onboarding_status = 'self_onboarding_started';
    if (done) emit('contractor.self_onboarding_completed');
    return;
  }
  if (contractor.onboarding_status === 'self_onboarding_started' && done) {
    emit('contractor.self_onboarding_completed');
    return;
  }
  if (contractor.onboarding_status === 'admin_onboarding_incomplete' && done) {
    contractor.onboarding_status = 'admin_onboarding_review';
    emit('contractor.updated');
  }
}
