import { defineTable } from '../store';

/** A benefit a company offers (UPSTREAM-2 K.2, DECISIONS 68). */
export interface CompanyBenefitRecord {
  uuid: string;
  companyUuid: string;
  /** A supported type (`GET /v1/benefits`); it cannot change once made. */
  benefitType: number;
  description: string;
  active: boolean;
  responsibleForEmployerTaxes: boolean;
  responsibleForEmployeeW2: boolean;
  catchUpType: 'elective' | 'deemed' | null;
  /** 401(k) contribution exclusions: the earning types (`Bonus`) left out of the contribution's pay. */
  exclusions: { contribution_type: string; excluded: boolean }[];
  seq: number;
}

/**
 * Every company's benefits, by uuid.
 *
 * @example
 * service.store.table(companyBenefits).get(uuid);
 */
export const companyBenefits = defineTable<CompanyBenefitRecord>('companyBenefits');
