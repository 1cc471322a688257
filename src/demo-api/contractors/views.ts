import { maskedTaxId } from '../formats/formats';
import { money } from '../money/money';
import type { DemoService } from '../service';
import { versionOf } from '../version';
import { optional } from '../optional';
import { isActive, upcomingEmployment } from './employment';
import { contractorSteps } from './onboardingStatus';
import type { ContractorRecord } from './records';
/**
 * Wire shapes of contractors (UPSTREAM-2 I.1–I.3, I.5). A field the upstream schema does not let be
 * `null` is left out when it has no value (DECISIONS 60); the SSN and EIN are never sent.
 */

/** What a contractor's PUT may change, hashed into its version. @example contractorVersion(c); */
export function contractorVersion(c: ContractorRecord): string {
  return versionOf([
    c.type,
    c.wage_type,
    c.hourlyRate,
    c.self_onboarding,
    c.email,
    c.first_name,
    c.last_name,
    c.middle_initial,
    c.ssn,
    c.business_name,
    c.ein,
    c.file_new_hire_report,
    c.work_state,
    c.employment,
    c.onboarding_status,
  ]);
}

/** @example contractorView(contractor, service).onboarding_status; */
export function contractorView(c: ContractorRecord, service: DemoService): Record<string, unknown> {
  const today = service.clock.today();
  const individual = c.type === 'Individual';
  return {
    uuid: c.uuid,
    company_uuid: c.companyUuid,
    version: contractorVersion(c),
    type: c.type,
    wage_type: c.wage_type,
    ...optional('hourly_rate', c.hourlyRate === null ? null : money(c.hourlyRate)),
    start_date: c.employment.start_date,
    is_active: isActive(c, today),
    self_onboarding: c.self_onboarding,
    ...optional('email', c.email),
    ...(individual
      ? {
          ...optional('first_name', c.first_name),
          ...optional('last_name', c.last_name),
          ...optional('middle_initial', c.middle_initial),
          has_ssn: c.ssn !== null,
          file_new_hire_report: c.file_new_hire_report,
          ...optional('work_state', c.work_state),
        }
      : {
          ...optional('business_name', c.business_name),
          has_ein: c.ein !== null,
          ...optional('ein', c.ein === null ? null : maskedTaxId(c.ein, 'ein')),
        }),
    onboarded: c.onboarding_status === 'onboarding_completed',
    onboarding_status: c.onboarding_status,
    ...optional('payment_method', c.paymentMethod),
    address: contractorAddressView(c),
    ...optional('dismissal_date', c.employment.dismissal_date),
    ...optional('upcoming_employment', upcomingEmployment(c, today)),
  };
}

/** The address's version: its fields. @example contractorAddressVersion(c); */
export function contractorAddressVersion(c: ContractorRecord): string {
  return versionOf(c.address);
}

/** @example contractorAddressView(contractor).city; */
export function contractorAddressView(c: ContractorRecord): Record<string, unknown> {
  const a = c.address;
  return {
    version: contractorAddressVersion(c),
    contractor_uuid: c.uuid,
    ...optional('street_1', a.street_1),
    ...optional('street_2', a.street_2),
    ...optional('city', a.city),
    ...optional('state', a.state),
    ...optional('zip', a.zip),
    country: 'USA',
    active: true,
  };
}

/** @example contractorOnboardingView(service, contractor).onboarding_steps; */
export function contractorOnboardingView(service: DemoService, c: ContractorRecord): Record<string, unknown> {
  return {
    uuid: c.uuid,
    onboarding_status: c.onboarding_status,
    onboarding_steps: contractorSteps(service, c),
  };
}
