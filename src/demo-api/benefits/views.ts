import type { DemoService } from '../service';
import { versionOf } from '../version';
import { hasEnrolments, hasPayrollItems, enrolledCount } from './companyBenefitUse';
import type { CompanyBenefitRecord } from './records';
import { supportedBenefit } from './supportedBenefits';

/**
 * A company benefit as the service shows it (UPSTREAM-2 K.2 `Company-Benefit`): benefits made
 * through the API are `external`; `deletable` while nothing uses it; `enrollment_count` when asked.
 *
 * @example
 * companyBenefitView(record, service).deletable; // true until someone enrols
 */
export function companyBenefitView(record: CompanyBenefitRecord, service: DemoService, withCount = false) {
  const type = supportedBenefit(record.benefitType);
  return {
    uuid: record.uuid,
    version: versionOf([
      record.description,
      record.active,
      record.responsibleForEmployerTaxes,
      record.responsibleForEmployeeW2,
      record.catchUpType,
    ]),
    company_uuid: record.companyUuid,
    benefit_type: record.benefitType,
    active: record.active,
    description: record.description,
    source: 'external',
    partner_name: null,
    deletable: !hasEnrolments(service, record.uuid) && !hasPayrollItems(service, record.uuid),
    supports_percentage_amounts: true,
    responsible_for_employer_taxes: record.responsibleForEmployerTaxes,
    responsible_for_employee_w2: record.responsibleForEmployeeW2,
    catch_up_type: type?.electiveDeferral && type.treatment === 'deferral' ? record.catchUpType : null,
    ...(withCount ? { enrollment_count: enrolledCount(service, record.uuid) } : {}),
  };
}

/**
 * A 401(k)'s contribution exclusions (UPSTREAM-2 K.2): each earning type left out of the pay the
 * contribution is worked on.
 *
 * @example
 * contributionExclusionsView(record); // [{ contribution_uuid: '…', contribution_type: 'Bonus', excluded: true }]
 */
export function contributionExclusionsView(record: CompanyBenefitRecord) {
  return record.exclusions.map((e) => ({
    contribution_uuid: `${record.uuid}-${e.contribution_type.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    contribution_type: e.contribution_type,
    excluded: e.excluded,
  }));
}
