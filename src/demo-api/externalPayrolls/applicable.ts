import { companyBenefits, type CompanyBenefitRecord } from '../benefits/records';
import { type BenefitTreatment, supportedBenefit } from '../benefits/supportedBenefits';
import { companyStates } from '../company/companyStates';
import type { DemoService } from '../service';
import { statesWithoutIncomeTax } from '../taxModel/stateTaxRates';

/**
 * What an external payroll may name (UPSTREAM-3 M.3 `applicable_earnings`, `applicable_benefits`,
 * `applicable_taxes`), each by an integer id: the pay types and earning types the calculation
 * knows, the company's benefits, and the taxes of the 2026 model (federal, FICA, FUTA and the
 * income tax of each of the company's states that has one).
 */

/** One earning an external payroll may carry; the name is the one the payroll's lines use. */
export interface ApplicableEarning {
  earning_type: 'CompanyPayType' | 'CompanyEarningType';
  earning_id: number;
  name: string;
  /** `hours` lines pay hours at a rate (their amount is what was paid); `amount` lines an amount. */
  input_type: 'hours' | 'amount';
  category: string;
}

/**
 * The earnings every company's external payrolls may carry.
 *
 * @example
 * APPLICABLE_EARNINGS.find((e) => e.earning_id === 1)?.name; // 'Regular Hours'
 */
export const APPLICABLE_EARNINGS: readonly ApplicableEarning[] = [
  {
    earning_type: 'CompanyPayType',
    earning_id: 1,
    name: 'Regular Hours',
    input_type: 'hours',
    category: 'regular',
  },
  {
    earning_type: 'CompanyPayType',
    earning_id: 2,
    name: 'Overtime',
    input_type: 'hours',
    category: 'overtime',
  },
  {
    earning_type: 'CompanyPayType',
    earning_id: 3,
    name: 'Double overtime',
    input_type: 'hours',
    category: 'double_overtime',
  },
  { earning_type: 'CompanyPayType', earning_id: 4, name: 'Salary', input_type: 'amount', category: 'salary' },
  {
    earning_type: 'CompanyEarningType',
    earning_id: 11,
    name: 'Bonus',
    input_type: 'amount',
    category: 'bonus',
  },
  {
    earning_type: 'CompanyEarningType',
    earning_id: 12,
    name: 'Commission',
    input_type: 'amount',
    category: 'commission',
  },
  {
    earning_type: 'CompanyEarningType',
    earning_id: 13,
    name: 'Cash Tips',
    input_type: 'amount',
    category: 'tips',
  },
  {
    earning_type: 'CompanyEarningType',
    earning_id: 14,
    name: 'Paycheck Tips',
    input_type: 'amount',
    category: 'tips',
  },
];

/** One tax an external payroll may carry; `name` and `employer` are the calculation's own. */
export interface ApplicableTax {
  id: number;
  name: string;
  employer_tax: boolean;
  resident_tax: boolean;
}

const FEDERAL_TAXES: readonly ApplicableTax[] = [
  { id: 1, name: 'Federal Income Tax', employer_tax: false, resident_tax: false },
  { id: 2, name: 'Social Security', employer_tax: false, resident_tax: false },
  { id: 3, name: 'Medicare', employer_tax: false, resident_tax: false },
  { id: 4, name: 'Additional Medicare', employer_tax: false, resident_tax: false },
  { id: 5, name: 'Social Security', employer_tax: true, resident_tax: false },
  { id: 6, name: 'Medicare', employer_tax: true, resident_tax: false },
  { id: 7, name: 'FUTA', employer_tax: true, resident_tax: false },
];

/** A state's income tax id: stable for every company (1000 + its two letters as base 26). */
function stateTaxId(state: string): number {
  return 1000 + (state.charCodeAt(0) - 65) * 26 + (state.charCodeAt(1) - 65);
}

/**
 * The taxes a company's external payrolls may carry: the federal ones, then the income tax of
 * each state the company works in that has one.
 *
 * @example
 * applicableTaxes(service, companyUuid).map((t) => t.name); // ['Federal Income Tax', …, 'CA Income Tax']
 */
export function applicableTaxes(service: DemoService, companyUuid: string): ApplicableTax[] {
  const untaxed = statesWithoutIncomeTax();
  const states = companyStates(service, companyUuid).filter((s) => !untaxed.includes(s));
  return [
    ...FEDERAL_TAXES,
    ...states.map((state) => ({
      id: stateTaxId(state),
      name: `${state} Income Tax`,
      employer_tax: false,
      resident_tax: true,
    })),
  ];
}

/**
 * The company's benefits an external payroll may carry, each by its integer id (its creation
 * number), with its tax treatment.
 *
 * @example
 * applicableBenefits(service, companyUuid)[0]?.id;
 */
export function applicableBenefits(
  service: DemoService,
  companyUuid: string,
): { id: number; record: CompanyBenefitRecord; treatment: BenefitTreatment }[] {
  return [...service.store.table(companyBenefits).values()]
    .filter((b) => b.companyUuid === companyUuid)
    .sort((a, b) => a.seq - b.seq)
    .flatMap((record) => {
      const type = supportedBenefit(record.benefitType);
      return type ? [{ id: record.seq, record, treatment: type.treatment }] : [];
    });
}
