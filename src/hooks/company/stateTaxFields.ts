import * as z from 'zod/mini';
import type {
  StateTaxRequirement,
  StateTaxRequirementSet,
  StateTaxRequirementsUpdate,
} from '../../api/company/stateTaxTypes';

/**
 * How a state tax requirement is typed in: `percent` covers percents and tax rates (shown as a
 * percent, sent as a decimal fraction), `currency` dollars and cents.
 *
 * @example
 * const input: StateTaxInput = 'percent';
 */
export type StateTaxInput = 'text' | 'account_number' | 'currency' | 'percent' | 'radio' | 'select';

/**
 * One requirement as a form field. `name` is its react-hook-form path; values are text as typed
 * (an option's value as `String(value)`, a rate as a percent: `"3.4"` for `0.034`).
 *
 * @example
 * <input {...form.register(field.name)} aria-describedby={`${field.name}-hint`} />
 */
export interface StateTaxField {
  name: string;
  setKey: string;
  effectiveFrom: string | null;
  key: string;
  label: string;
  /** May contain HTML links from the agency. */
  description: string | undefined;
  input: StateTaxInput;
  options: { label: string; value: string }[];
  /** `#` digit, `@` letter, `^` uppercase letter, `%` digit or uppercase letter, else itself. */
  mask: string | undefined;
  /** Shown before the input, never typed nor sent. */
  prefix: string | undefined;
  /** The allowed range, as percents (`{ min: '1.5', max: '6.2' }`). */
  range: { min: string; max: string } | undefined;
  /** The only rates allowed, as percents. */
  rates: string[] | undefined;
  editable: boolean;
  /** Whether `applicable_if` holds for the values now in the form; a field that does not is hidden and not sent. */
  applicable: boolean;
}

/**
 * The values of a state tax form: per set (`taxrates_2026-01-01` for a dated one), per requirement.
 *
 * @example
 * const values: StateTaxValues = { registrations: { twc_account_number: '12-345678-9' } };
 */
export type StateTaxValues = Record<string, Record<string, string>>;

/**
 * Message keys the state tax form's rules use beyond the shared ones (`validation.required`,
 * `validation.money`, `validation.number`, `validation.min`, `validation.max`): a screen's
 * dictionary gives them words.
 *
 * @example
 * stateTaxMessageKeys.includes('validation.mask'); // true
 */
export const stateTaxMessageKeys = ['validation.mask', 'validation.option'] as const;

/** Fractions carry six places (`0.09825`), so percents carry four. */
const FRACTION_PLACES = 6;
const PERCENT_PLACES = FRACTION_PLACES - 2;

function scaled(text: string, places: number): number | undefined {
  const match = new RegExp(`^(\\d+)(?:\\.(\\d{1,${places}}))?$`).exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 10 ** places + Number((match[2] ?? '').padEnd(places, '0'));
}

function unscaled(units: number, places: number, emptyFraction: string): string {
  const whole = Math.floor(units / 10 ** places);
  const fraction = String(units % 10 ** places)
    .padStart(places, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}${emptyFraction}`;
}

/**
 * A decimal fraction as the percent a person reads, in integer arithmetic: `'0.034'` → `'3.4'`.
 *
 * @example
 * fractionToPercent('0.09825'); // '9.825'
 */
export function fractionToPercent(fraction: string): string | undefined {
  const units = scaled(fraction, FRACTION_PLACES);
  return units === undefined ? undefined : unscaled(units, PERCENT_PLACES, '');
}

/**
 * A typed percent as the decimal fraction the service takes: `'3.4'` → `'0.034'`, `'0'` → `'0.0'`.
 *
 * @example
 * percentToFraction('9.825'); // '0.09825'
 */
export function percentToFraction(percent: string): string | undefined {
  const units = scaled(percent, PERCENT_PLACES);
  return units === undefined ? undefined : unscaled(units, FRACTION_PLACES, '.0');
}

/**
 * Whether a value fits a requirement's mask (UPSTREAM-2 H.6).
 *
 * @example
 * fitsMask('12-345678-9', '##-######-#'); // true
 */
export function fitsMask(value: string, mask: string): boolean {
  if (value.length !== mask.length) return false;
  return [...mask].every((m, i) => {
    const c = value[i]!;
    if (m === '#') return /\d/.test(c);
    if (m === '@') return /[A-Za-z]/.test(c);
    if (m === '^') return /[A-Z]/.test(c);
    if (m === '%') return /[\dA-Z]/.test(c);
    return c === m;
  });
}

/**
 * A set's id in the form: its key, and its date when sets of that key are dated.
 *
 * @example
 * stateTaxSetId({ key: 'taxrates', effective_from: '2026-01-01' }); // 'taxrates_2026-01-01'
 */
export function stateTaxSetId(set: Pick<StateTaxRequirementSet, 'key' | 'effective_from'>): string {
  return set.effective_from ? `${set.key}_${set.effective_from}` : set.key;
}

function inputOf(requirement: StateTaxRequirement): StateTaxInput {
  const { type, rate_type } = requirement.metadata;
  if (type === 'tax_rate' || type === 'percent') return 'percent';
  if (type === 'workers_compensation_rate') return rate_type === 'currency_per_hour' ? 'currency' : 'percent';
  const direct: readonly string[] = ['currency', 'radio', 'select', 'account_number'];
  return direct.includes(type) ? (type as StateTaxInput) : 'text';
}

function shown(requirement: StateTaxRequirement): string {
  const { value } = requirement;
  if (value === null || value === undefined) return '';
  if (inputOf(requirement) === 'percent') return fractionToPercent(String(value)) ?? String(value);
  return String(value);
}

/**
 * The form's values from the service's answers (unanswered: `''`).
 *
 * @example
 * form.reset(stateTaxValues(data.requirement_sets));
 */
export function stateTaxValues(sets: readonly StateTaxRequirementSet[]): StateTaxValues {
  return Object.fromEntries(
    sets.map((set) => [
      stateTaxSetId(set),
      Object.fromEntries(set.requirements.map((requirement) => [requirement.key, shown(requirement)])),
    ]),
  );
}

function applies(
  requirement: StateTaxRequirement,
  set: StateTaxRequirementSet,
  values: StateTaxValues,
): boolean {
  const own = values[stateTaxSetId(set)] ?? {};
  return requirement.applicable_if.every((condition) => {
    const current =
      own[condition.key] ?? Object.values(values).find((v) => condition.key in v)?.[condition.key];
    return current === String(condition.value);
  });
}

/**
 * Every requirement of a state as a form field, with whether it applies to `values`.
 *
 * @example
 * stateTaxFields(data.requirement_sets, form.watch()).filter((field) => field.applicable);
 */
export function stateTaxFields(
  sets: readonly StateTaxRequirementSet[],
  values: StateTaxValues,
): StateTaxField[] {
  return sets.flatMap((set) =>
    set.requirements.map((requirement): StateTaxField => {
      const { metadata } = requirement;
      const rule = metadata.validation;
      return {
        name: `${stateTaxSetId(set)}.${requirement.key}`,
        setKey: set.key,
        effectiveFrom: set.effective_from,
        key: requirement.key,
        label: requirement.label,
        description: requirement.description,
        input: inputOf(requirement),
        options: (metadata.options ?? []).map((option) => ({
          label: option.label,
          value: String(option.value),
        })),
        mask: metadata.mask,
        prefix: metadata.prefix,
        range:
          rule?.type === 'min_max'
            ? { min: fractionToPercent(rule.min) ?? rule.min, max: fractionToPercent(rule.max) ?? rule.max }
            : undefined,
        rates:
          rule?.type === 'one_of' ? rule.rates.map((rate) => fractionToPercent(rate) ?? rate) : undefined,
        editable: requirement.editable !== false,
        applicable: applies(requirement, set, values),
      };
    }),
  );
}

type Check = { ok: true; value: boolean | string } | { ok: false; message: string };

function check(requirement: StateTaxRequirement, text: string): Check {
  const input = inputOf(requirement);
  const { metadata } = requirement;
  const value = text.trim();
  if (value === '') return { ok: false, message: 'validation.required' };
  switch (input) {
    case 'account_number':
      return metadata.mask && !fitsMask(value, metadata.mask)
        ? { ok: false, message: 'validation.mask' }
        : { ok: true, value };
    case 'currency':
      return /^\d+(\.\d{1,2})?$/.test(value)
        ? { ok: true, value }
        : { ok: false, message: 'validation.money' };
    case 'radio':
    case 'select': {
      const option = (metadata.options ?? []).find((o) => String(o.value) === value);
      return option ? { ok: true, value: option.value } : { ok: false, message: 'validation.option' };
    }
    case 'percent': {
      const fraction = percentToFraction(value);
      if (fraction === undefined) return { ok: false, message: 'validation.number' };
      const units = scaled(fraction, FRACTION_PLACES)!;
      const rule = metadata.validation;
      const min =
        rule?.type === 'min_max'
          ? scaled(rule.min, FRACTION_PLACES)
          : metadata.type === 'percent'
            ? 0
            : undefined;
      const max =
        rule?.type === 'min_max'
          ? scaled(rule.max, FRACTION_PLACES)
          : metadata.type === 'percent'
            ? 10 ** FRACTION_PLACES
            : undefined;
      if (min !== undefined && units < min) return { ok: false, message: 'validation.min' };
      if (max !== undefined && units > max) return { ok: false, message: 'validation.max' };
      if (rule?.type === 'one_of' && !rule.rates.some((rate) => scaled(rate, FRACTION_PLACES) === units))
        return { ok: false, message: 'validation.option' };
      return { ok: true, value: fraction };
    }
    default:
      return { ok: true, value };
  }
}

/**
 * The form's rules, built at run time from the requirement sets `current()` returns: each
 * applicable, editable requirement must be answered within its mask, options or range; its output
 * is the update body (rates as decimal fractions, options as their typed values, a requirement
 * that no longer applies cleared).
 *
 * @example
 * const schema = stateTaxSchema(() => data.requirement_sets);
 */
export function stateTaxSchema(current: () => readonly StateTaxRequirementSet[]) {
  return z.pipe(
    z.record(z.string(), z.record(z.string(), z.string())),
    z.transform((values: StateTaxValues, ctx): StateTaxRequirementsUpdate => {
      const sets = current();
      const body: StateTaxRequirementsUpdate = { requirement_sets: [] };
      for (const set of sets) {
        const id = stateTaxSetId(set);
        const requirements: StateTaxRequirementsUpdate['requirement_sets'][number]['requirements'] = [];
        for (const requirement of set.requirements) {
          if (requirement.editable === false) continue;
          if (!applies(requirement, set, values)) {
            if (requirement.value !== null) requirements.push({ key: requirement.key, value: null });
            continue;
          }
          const result = check(requirement, values[id]?.[requirement.key] ?? '');
          if (result.ok) requirements.push({ key: requirement.key, value: result.value });
          else
            ctx.issues.push({
              code: 'custom',
              message: result.message,
              input: values,
              path: [id, requirement.key],
            });
        }
        if (requirements.length > 0)
          body.requirement_sets.push({
            key: set.key,
            state: set.state,
            effective_from: set.effective_from,
            requirements,
          });
      }
      return body;
    }),
  );
}
