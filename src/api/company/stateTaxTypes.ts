import type { DateString, OpenEnum } from '../common';

/**
 * How far one state's tax setup is (UPSTREAM-2 H.6), from the all-states list.
 *
 * @example
 * const pending = setups.filter((setup: StateTaxSetup) => !setup.setup_complete);
 */
export interface StateTaxSetup {
  state: string;
  setup_complete: boolean;
  setup_status: OpenEnum<'not_started' | 'in_progress' | 'complete'>;
  default_rates_applied?: boolean;
  ready_to_run_payroll?: boolean;
}

/**
 * One answer a state agency asks of the company. `value` is `null` until answered; rates and
 * percents are decimal fractions (`"0.034"` = 3.4 %).
 *
 * @example
 * const shown = requirement.applicable_if.every((c) => answers[c.key] === c.value);
 */
export interface StateTaxRequirement {
  key: string;
  label: string;
  /** May contain HTML links. */
  description?: string;
  value: boolean | string | number | null;
  editable?: boolean;
  /** Asked only when every listed requirement of the same set has the given value. */
  applicable_if: { key: string; value: boolean | string | number }[];
  metadata: StateTaxRequirementMetadata;
}

/**
 * How a requirement is answered: its input type, options, mask (`#` digit, `@` letter, `^`
 * uppercase letter, `%` digit or uppercase letter, anything else itself) and rate rules.
 *
 * @example
 * if (metadata.type === 'tax_rate' && metadata.validation?.type === 'min_max') showRange(metadata.validation);
 */
export interface StateTaxRequirementMetadata {
  type: OpenEnum<
    | 'text'
    | 'currency'
    | 'percent'
    | 'radio'
    | 'select'
    | 'account_number'
    | 'tax_rate'
    | 'workers_compensation_rate'
  >;
  options?: { label: string; value: boolean | string; short_label?: string }[];
  mask?: string;
  prefix?: string;
  validation?: { type: 'min_max'; min: string; max: string } | { type: 'one_of'; rates: string[] };
  risk_class_code?: string;
  risk_class_description?: string;
  rate_type?: OpenEnum<'percent' | 'currency_per_hour'>;
}

/**
 * A group of requirements (registrations, tax rates, deposit schedules); the same `key` may repeat
 * with different `effective_from` dates.
 *
 * @example
 * const rates = sets.find((set: StateTaxRequirementSet) => set.key === 'taxrates');
 */
export interface StateTaxRequirementSet {
  state: string;
  key: string;
  label: string;
  effective_from: DateString | null;
  requirements: StateTaxRequirement[];
}

/**
 * One state's requirement sets.
 *
 * @example
 * const { requirement_sets } = (await getStateTaxRequirements(client, companyId, 'CA')).data;
 */
export interface StateTaxRequirements {
  company_uuid: string;
  state: string;
  requirement_sets: StateTaxRequirementSet[];
}

/**
 * Body of a state tax requirements update: each set's `key`, `state` and `effective_from` copied
 * from the read, with the answers.
 *
 * @example
 * const body: StateTaxRequirementsUpdate = { requirement_sets: [{ key: 'taxrates', state: 'TX', effective_from: '2026-01-01', requirements: [{ key: 'sui_rate', value: '0.027' }] }] };
 */
export interface StateTaxRequirementsUpdate {
  requirement_sets: {
    key: string;
    state: string;
    effective_from: DateString | null;
    requirements: { key: string; value: boolean | string | number | null }[];
  }[];
}
