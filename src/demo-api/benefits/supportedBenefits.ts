/**
 * The benefit types the service supports (UPSTREAM-2 K.2, DECISIONS 68): `GET /v1/benefits` with
 * each type's tax treatment. `treatment` is how a deduction of the type enters a paycheck:
 * `deferral` (pre-tax 401(k), 403(b), SIMPLE IRA) lowers income-tax wages only; `section125`
 * (health plans, HSA, FSAs, commuter, pre-tax disability) also lowers Social Security, Medicare
 * and FUTA wages; `posttax` (Roth and every taxable type) lowers net pay only.
 */

/** How a deduction of a type is taxed (DECISIONS 68). */
export type BenefitTreatment = 'deferral' | 'section125' | 'posttax';

/** One supported benefit type. */
export interface SupportedBenefit {
  benefit_type: number;
  name: string;
  category: string;
  treatment: BenefitTreatment;
  healthcare: boolean;
  retirement: boolean;
  imputed: boolean;
  /** One benefit of the type per employee. */
  yearly_limit: boolean;
  /** The 401(k)/403(b) elective deferral limit (pre-tax and Roth together) applies. */
  electiveDeferral: boolean;
  /** Catch-up contributions may be made (401(k) and Roth 401(k), UPSTREAM-2 K.3). */
  catchUp: boolean;
  /** Contribution exclusions may be set (401(k) and Roth 401(k) only, UPSTREAM-2 K.2). */
  exclusions: boolean;
}

/** A 401(k)-like type: the elective deferral limit applies. */
function deferral(extra: Partial<SupportedBenefit>): Partial<SupportedBenefit> {
  return { retirement: true, yearly_limit: true, electiveDeferral: true, ...extra };
}

type Row = [number, string, string, BenefitTreatment, Partial<SupportedBenefit>?];

const ROWS: Row[] = [
  [1, 'Medical Insurance', 'Health', 'section125', { healthcare: true }],
  [2, 'Dental Insurance', 'Health', 'section125', { healthcare: true }],
  [3, 'Vision Insurance', 'Health', 'section125', { healthcare: true }],
  [5, '401(k)', 'Savings and Retirement', 'deferral', deferral({ catchUp: true, exclusions: true })],
  [6, 'Health Savings Account', 'Health', 'section125', { healthcare: true, yearly_limit: true }],
  [7, 'Health Care FSA', 'Health', 'section125', { healthcare: true, yearly_limit: true }],
  [8, 'SIMPLE IRA', 'Savings and Retirement', 'deferral', { retirement: true, yearly_limit: true }],
  [9, '403(b)', 'Savings and Retirement', 'deferral', deferral({})],
  [10, 'Commuter Benefits (pre-tax)', 'Transportation', 'section125'],
  [11, 'Dependent Care FSA', 'Health', 'section125', { yearly_limit: true }],
  [100, 'Other (taxable)', 'Other', 'posttax'],
  [105, 'Roth 401(k)', 'Savings and Retirement', 'posttax', deferral({ catchUp: true, exclusions: true })],
  [106, 'Company Car', 'Other', 'posttax', { imputed: true }],
  [107, 'Group-Term Life Insurance', 'Insurance', 'posttax', { imputed: true }],
  [108, 'SEP-IRA', 'Savings and Retirement', 'posttax', { retirement: true }],
  [109, 'SARSEP', 'Savings and Retirement', 'deferral', { retirement: true }],
  [110, 'Roth 403(b)', 'Savings and Retirement', 'posttax', deferral({})],
  [111, '529 College Savings', 'Savings and Retirement', 'posttax'],
  [112, 'Student Loan Repayment', 'Other', 'posttax'],
  [113, 'Commuter Parking', 'Transportation', 'section125'],
  [114, 'Commuter Transit', 'Transportation', 'section125'],
  [201, 'Cell Phone', 'Other', 'posttax'],
  [202, 'Gym and Fitness', 'Other', 'posttax'],
  [203, 'Housing', 'Other', 'posttax'],
  [204, 'Wellness', 'Other', 'posttax'],
  [991, 'Voluntary Short-Term Disability', 'Insurance', 'posttax'],
  [992, 'Voluntary Long-Term Disability', 'Insurance', 'posttax'],
  [993, 'Voluntary Life Insurance', 'Insurance', 'posttax'],
  [996, 'Short-Term Disability (pre-tax)', 'Insurance', 'section125'],
  [997, 'Long-Term Disability (pre-tax)', 'Insurance', 'section125'],
  [998, 'Short-Term Disability (post-tax)', 'Insurance', 'posttax'],
  [999, 'Long-Term Disability (post-tax)', 'Insurance', 'posttax'],
];

/** Every supported type, by `benefit_type`. */
export const SUPPORTED_BENEFITS: ReadonlyMap<number, SupportedBenefit> = new Map(
  ROWS.map(([benefit_type, name, category, treatment, extra]) => [
    benefit_type,
    {
      benefit_type,
      name,
      category,
      treatment,
      healthcare: false,
      retirement: false,
      imputed: false,
      yearly_limit: false,
      electiveDeferral: false,
      catchUp: false,
      exclusions: false,
      ...extra,
    },
  ]),
);

/**
 * A supported type by its id, or undefined.
 *
 * @example
 * supportedBenefit(5)?.treatment; // 'deferral'
 */
export function supportedBenefit(benefitType: number): SupportedBenefit | undefined {
  return SUPPORTED_BENEFITS.get(benefitType);
}

/**
 * A supported type as `GET /v1/benefits` shows it (UPSTREAM-2 K.2 `Supported-Benefit`).
 *
 * @example
 * supportedBenefitView(supportedBenefit(1)!).pretax; // true
 */
export function supportedBenefitView(b: SupportedBenefit) {
  return {
    benefit_type: b.benefit_type,
    name: b.name,
    description: `Deductions and contributions for ${b.name}`,
    pretax: b.treatment !== 'posttax',
    posttax: b.treatment === 'posttax',
    imputed: b.imputed,
    healthcare: b.healthcare,
    retirement: b.retirement,
    yearly_limit: b.yearly_limit,
    category: b.category,
    writable_by_application: true,
  };
}
