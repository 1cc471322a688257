/**
 * A kind of fixed earning a payroll can pay (contract.md#earning-types): one of the defaults
 * every company has (`Bonus`, `Commission`, …) or one the company added. Its `name` is what a
 * payroll's `fixed_compensations[].name` sends.
 *
 * @example
 * const offered = list.custom.filter((type: EarningType) => type.active);
 */
export interface EarningType {
  uuid: string;
  name: string;
  /** A deactivated custom type stays listed with `active: false`; adding its name again brings it back. */
  active?: boolean;
}

/**
 * A company's earning types: the defaults, which cannot be renamed or deactivated, and the
 * company's own, active and inactive.
 *
 * @example
 * const { data } = await listEarningTypes(client, companyId);
 * data.default.map((type: EarningType) => type.name); // ['Bonus', 'Commission', …]
 */
export interface EarningTypeList {
  default: EarningType[];
  custom: EarningType[];
}

/**
 * Body of an earning type's create or rename. Names are unique in a company, compared
 * case-insensitively and trimmed.
 *
 * @example
 * const body: EarningTypeBody = { name: 'Hazard Pay' };
 */
export interface EarningTypeBody {
  name: string;
}
