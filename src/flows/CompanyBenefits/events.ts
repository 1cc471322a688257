/**
 * What `<CompanyBenefits onEvent>` reports, by event type.
 *
 * @example
 * const payload: CompanyBenefitsEventMap['companyBenefit.created'] = { benefitId: 'cb-1', description: 'Acme 401(k)' };
 */
export interface CompanyBenefitsEventMap {
  'companyBenefit.created': { benefitId: string; description: string };
  'companyBenefit.updated': { benefitId: string; description: string };
  'companyBenefit.deactivated': { benefitId: string; description: string };
  'companyBenefit.reactivated': { benefitId: string; description: string };
  'companyBenefit.deleted': { benefitId: string; description: string };
  /** An employee was enrolled, or their enrolment changed, from the benefit's enrolments. */
  'employeeBenefit.saved': { benefitId: string; employeeId: string; enrolmentId: string };
  error: { error: Error };
}

/**
 * The `onEvent` callback of {@link CompanyBenefitsEventMap} events.
 *
 * @example
 * const onEvent: CompanyBenefitsEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type CompanyBenefitsEventHandler = <T extends keyof CompanyBenefitsEventMap>(
  type: T,
  payload: CompanyBenefitsEventMap[T],
) => void;

/**
 * Every event type `<CompanyBenefits onEvent>` reports, for partners that route them without
 * hard-coding strings.
 *
 * @example
 * companyBenefitsEventTypes.includes('companyBenefit.deleted'); // true
 */
export const companyBenefitsEventTypes = [
  'companyBenefit.created',
  'companyBenefit.updated',
  'companyBenefit.deactivated',
  'companyBenefit.reactivated',
  'companyBenefit.deleted',
  'employeeBenefit.saved',
  'error',
] as const satisfies ReadonlyArray<keyof CompanyBenefitsEventMap>;
