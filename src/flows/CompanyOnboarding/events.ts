import type { CompanyOnboardingStepId } from '../../api/company/types';
import type { CompanyStepId } from './companySteps';

/**
 * What `<CompanyOnboarding onEvent>` (and each of its step blocks rendered alone) reports, by
 * event type.
 *
 * @example
 * const payload: CompanyOnboardingEventMap['step.completed'] = { companyId, step: 'federal_taxes', serviceSteps: ['federal_tax_setup'] };
 */
export interface CompanyOnboardingEventMap {
  /** A step's block saved and the flow moves on; `serviceSteps` are the service's steps it covers. */
  'step.completed': { companyId: string; step: CompanyStepId; serviceSteps: CompanyOnboardingStepId[] };
  /** A skippable step was left for later. */
  'step.skipped': { companyId: string; step: CompanyStepId };
  'bank_account.created': { companyId: string; bankAccountId: string };
  'bank_account.verified': { companyId: string; bankAccountId: string };
  'signatory.created': { companyId: string; signatoryId: string };
  'form.signed': { companyId: string; formId: string };
  /** "Finish onboarding" was accepted; the company now waits for approval. */
  'onboarding.finished': { companyId: string };
  /** The company was approved: it can run payroll. */
  'company.approved': { companyId: string };
  error: { companyId: string; step?: CompanyStepId; error: Error };
}

/**
 * The `onEvent` callback of {@link CompanyOnboardingEventMap} events.
 *
 * @example
 * const onEvent: CompanyOnboardingEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type CompanyOnboardingEventHandler = <T extends keyof CompanyOnboardingEventMap>(
  type: T,
  payload: CompanyOnboardingEventMap[T],
) => void;

/**
 * Every event type `<CompanyOnboarding onEvent>` reports, for partners that route them without
 * hard-coding strings.
 *
 * @example
 * companyOnboardingEventTypes.includes('onboarding.finished'); // true
 */
export const companyOnboardingEventTypes = [
  'step.completed',
  'step.skipped',
  'bank_account.created',
  'bank_account.verified',
  'signatory.created',
  'form.signed',
  'onboarding.finished',
  'company.approved',
  'error',
] as const satisfies ReadonlyArray<keyof CompanyOnboardingEventMap>;
