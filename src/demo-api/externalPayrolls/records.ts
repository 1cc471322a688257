import { defineTable } from '../store';

/** One earning of an external payroll item: an applicable earning, cents, thousandths of an hour. */
export interface ExternalEarning {
  earningType: 'CompanyPayType' | 'CompanyEarningType';
  earningId: number;
  amount: number;
  hours: number;
}

/** One benefit of an external payroll item (a company benefit by its integer id), cents. */
export interface ExternalBenefit {
  benefitId: number;
  employeeDeduction: number;
  companyContribution: number;
}

/** What one employee was paid by the previous provider on one payroll (UPSTREAM-3 M.3). */
export interface ExternalPayrollItem {
  employeeUuid: string;
  earnings: ExternalEarning[];
  benefits: ExternalBenefit[];
  /** Taxes withheld or paid, by applicable tax id, cents. */
  taxes: { taxId: number; amount: number }[];
}

/**
 * A payroll the company ran with its previous provider (UPSTREAM-3 M.3, DECISIONS 69). Once
 * finalized and processed it is also a processed payroll (`payrollUuid`) with `external: true`.
 */
export interface ExternalPayrollRecord {
  uuid: string;
  companyUuid: string;
  checkDate: string;
  periodStart: string;
  periodEnd: string;
  status: 'unprocessed' | 'processed';
  items: ExternalPayrollItem[];
  /** The processed payroll it became; null until then. */
  payrollUuid: string | null;
  createdAt: string;
  updatedAt: string;
  seq: number;
}

/** A company's answer on the taxes its previous provider left unpaid, by applicable tax id. */
export interface LiabilitySelection {
  /** The first external payroll whose taxes were left unpaid; null when fully paid. */
  lastUnpaidExternalPayrollUuid: string | null;
  unpaidAmount: number;
}

/** A company's external payroll liabilities and where its finalize stands (DECISIONS 69). */
export interface ExternalPayrollLiabilitiesRecord {
  companyUuid: string;
  selections: Map<number, LiabilitySelection>;
  /** Set by finalize (`PUT …/tax_liabilities/finish`): the payrolls process 30 s later. */
  finalizedAt: string | null;
  /** Finalized with no external payroll at all: the company declared none. */
  declaredNone: boolean;
}

/**
 * Every company's external payrolls, by uuid.
 *
 * @example
 * service.store.table(externalPayrolls).get(uuid);
 */
export const externalPayrolls = defineTable<ExternalPayrollRecord>('externalPayrolls');

/**
 * Every company's liability answers and finalize, by company uuid.
 *
 * @example
 * service.store.table(externalPayrollLiabilities).get(companyUuid)?.finalizedAt;
 */
export const externalPayrollLiabilities = defineTable<ExternalPayrollLiabilitiesRecord>(
  'externalPayrollLiabilities',
);
