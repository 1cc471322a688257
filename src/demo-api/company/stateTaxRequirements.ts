import type { ErrorEntry } from '../errors';
import { formatDecimal, parseDecimal } from '../money/money';
import type { StateTaxValues } from './records';

/**
 * The demo's company state tax requirement sets (UPSTREAM-2 H.6, DECISIONS 54): CA, NY, TX and WA
 * as their agencies ask, one generic set for every other state. Rates are decimal fractions
 * (`"0.034"` = 3.4 %), kept as text so nothing is lost to floating point.
 */

type Value = boolean | string | number | null;

interface Option {
  label: string;
  value: boolean | string;
  short_label?: string;
}

/** One requirement of a set, as the demo defines it. */
interface RequirementDef {
  key: string;
  label: string;
  description: string;
  type: 'text' | 'currency' | 'percent' | 'radio' | 'select' | 'account_number' | 'tax_rate';
  mask?: string;
  prefix?: string;
  options?: Option[];
  /** Rate bounds as decimal fractions, or the only rates allowed. */
  validation?: { type: 'min_max'; min: string; max: string } | { type: 'one_of'; rates: string[] };
  /** A rate's default, shown (and counted as a default) until a value is saved for it. */
  defaultRate?: string;
  applicable_if?: { key: string; value: boolean | string }[];
}

interface SetDef {
  key: string;
  label: string;
  /** Effective-dated sets (tax rates) are offered for this year, and next year with `scheduling`. */
  dated: boolean;
  requirements: RequirementDef[];
}

const registrations = (requirements: RequirementDef[]): SetDef => ({
  key: 'registrations',
  label: 'Registrations',
  dated: false,
  requirements,
});
const taxRates = (requirements: RequirementDef[]): SetDef => ({
  key: 'taxrates',
  label: 'Tax Rates',
  dated: true,
  requirements,
});
const depositSchedule = (options: string[], extra: RequirementDef[] = []): SetDef => ({
  key: 'depositschedules',
  label: 'Deposit Schedules',
  dated: false,
  requirements: [
    {
      key: 'deposit_schedule',
      label: 'Deposit Schedule',
      description: 'How often the agency expects withholding deposits.',
      type: 'select',
      options: options.map((o) => ({ label: o, value: o })),
    },
    ...extra,
  ],
});
const suiRate = (min: string, max: string, defaultRate: string): RequirementDef => ({
  key: 'sui_rate',
  label: 'SUI Tax Rate',
  description: 'The unemployment insurance rate on the agency’s latest rate notice.',
  type: 'tax_rate',
  validation: { type: 'min_max', min, max },
  defaultRate,
});
const yesNo: Option[] = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

const STATE_SETS: Record<string, SetDef[]> = {
  CA: [
    registrations([
      {
        key: 'employer_account_number',
        label: 'EDD Employer Account Number',
        description: 'Find it on the <a href="https://edd.ca.gov">EDD</a> registration notice.',
        type: 'account_number',
        mask: '###-####-#',
      },
      {
        key: 'sdi_voluntary_plan',
        label: 'Voluntary SDI plan',
        description:
          'Does the company cover its employees through a voluntary disability plan instead of State SDI?',
        type: 'radio',
        options: yesNo,
      },
      {
        key: 'voluntary_plan_number',
        label: 'Voluntary Plan Number',
        description: 'The number of the approved voluntary plan.',
        type: 'account_number',
        mask: '####-####',
        prefix: 'VP-',
        applicable_if: [{ key: 'sdi_voluntary_plan', value: true }],
      },
    ]),
    taxRates([
      suiRate('0.015', '0.062', '0.034'),
      {
        key: 'ett_rate',
        label: 'ETT Rate',
        description: 'Employment Training Tax: 0.1 %, or 0 % for a company with a negative reserve.',
        type: 'tax_rate',
        validation: { type: 'one_of', rates: ['0.001', '0.0'] },
        defaultRate: '0.001',
      },
    ]),
    depositSchedule(['Next Banking Day', 'Semiweekly', 'Monthly', 'Quarterly']),
  ],
  NY: [
    registrations([
      {
        key: 'ui_employer_registration_number',
        label: 'UI Employer Registration Number',
        description: 'The seven-digit number from the NYS Department of Labor.',
        type: 'account_number',
        mask: '#######',
      },
    ]),
    taxRates([suiRate('0.021', '0.099', '0.041')]),
    depositSchedule(
      ['5 Business Day', '3 Business Day', 'Quarterly'],
      [
        {
          key: 'estimated_annual_payroll',
          label: 'Estimated annual New York payroll',
          description: 'Sets the Metropolitan Commuter Transportation Mobility Tax deposit frequency.',
          type: 'currency',
        },
      ],
    ),
  ],
  TX: [
    registrations([
      {
        key: 'twc_account_number',
        label: 'TWC Tax Account Number',
        description: 'The Texas Workforce Commission account number.',
        type: 'account_number',
        mask: '##-######-#',
      },
    ]),
    taxRates([suiRate('0.0025', '0.0625', '0.027')]),
    depositSchedule(['Quarterly']),
  ],
  WA: [
    registrations([
      {
        key: 'esd_account_number',
        label: 'ESD Reference Number',
        description: 'The Employment Security Department reference number.',
        type: 'account_number',
        mask: '#########',
      },
      {
        key: 'ubi_number',
        label: 'UBI Number',
        description: 'The Unified Business Identifier.',
        type: 'account_number',
        mask: '###-###-###',
      },
    ]),
    taxRates([
      suiRate('0.0027', '0.0603', '0.0108'),
      {
        key: 'pfml_employer_share',
        label: 'Paid Family and Medical Leave employer share',
        description: 'The share of the premium the company pays (0 % to 100 %).',
        type: 'percent',
      },
    ]),
    depositSchedule(['Quarterly']),
  ],
};

const GENERIC_SETS: SetDef[] = [
  registrations([
    {
      key: 'state_account_number',
      label: 'State Account Number',
      description: 'The unemployment insurance account number the state agency assigned.',
      type: 'text',
    },
  ]),
  taxRates([suiRate('0.0', '0.12', '0.027')]),
];

function setsOf(state: string): SetDef[] {
  return STATE_SETS[state] ?? GENERIC_SETS;
}

/** The dates a dated set is offered at: this year's, and next year's when scheduling. */
function effectiveDates(today: string, scheduling: boolean): string[] {
  const year = Number(today.slice(0, 4));
  return scheduling ? [`${year}-01-01`, `${year + 1}-01-01`] : [`${year}-01-01`];
}

const storageKey = (setKey: string, effectiveFrom: string | null, key: string) =>
  `${setKey}|${effectiveFrom ?? ''}|${key}`;

/** A set as offered on a day: its definition and its `effective_from`. */
interface OfferedSet {
  def: SetDef;
  effective_from: string | null;
}

function offeredSets(state: string, today: string, scheduling: boolean): OfferedSet[] {
  return setsOf(state).flatMap((def): OfferedSet[] =>
    def.dated
      ? effectiveDates(today, scheduling).map((effective_from) => ({ def, effective_from }))
      : [{ def, effective_from: null }],
  );
}

/**
 * The saved value of a requirement; a dated set without its own value carries the latest earlier
 * one over (a rate holds until the agency sends a new one), so a new year does not undo a setup.
 */
function savedValue(values: StateTaxValues, set: OfferedSet, req: RequirementDef): Value | undefined {
  const own = values.get(storageKey(set.def.key, set.effective_from, req.key));
  if (own !== undefined || set.effective_from === null) return own;
  let best: { date: string; value: Value } | undefined;
  for (const [stored, value] of values) {
    const [setKey, date = '', key] = stored.split('|');
    if (setKey !== set.def.key || key !== req.key || date === '' || date > set.effective_from) continue;
    if (!best || date > best.date) best = { date, value };
  }
  return best?.value;
}

function valueOf(values: StateTaxValues, set: OfferedSet, req: RequirementDef): Value {
  return savedValue(values, set, req) ?? req.defaultRate ?? null;
}

function applicable(values: StateTaxValues, sets: OfferedSet[], req: RequirementDef): boolean {
  return (req.applicable_if ?? []).every((condition) =>
    sets.some((set) =>
      set.def.requirements.some(
        (other) => other.key === condition.key && valueOf(values, set, other) === condition.value,
      ),
    ),
  );
}

/** How far a state's setup is (UPSTREAM-2 H.6 all-states item). */
export interface StateTaxSetup {
  state: string;
  setup_complete: boolean;
  setup_status: 'not_started' | 'in_progress' | 'complete';
  default_rates_applied: boolean;
  ready_to_run_payroll: boolean;
}

/**
 * Whether a state is set up (DECISIONS 54): every applicable requirement of the sets in effect has
 * a value and no rate is a default (a rate is a default until a value is saved for it, even the
 * same value).
 *
 * @example
 * stateTaxSetup('CA', new Map(), '2026-06-15').setup_status; // 'not_started'
 */
export function stateTaxSetup(state: string, values: StateTaxValues, today: string): StateTaxSetup {
  const sets = offeredSets(state, today, false);
  let missing = false;
  let defaults = false;
  for (const set of sets) {
    for (const req of set.def.requirements) {
      if (!applicable(values, sets, req)) continue;
      const saved = savedValue(values, set, req);
      if (req.type === 'tax_rate' && (saved === undefined || saved === null)) defaults = true;
      if (valueOf(values, set, req) === null) missing = true;
    }
  }
  const complete = !missing && !defaults;
  const started = [...values.values()].some((v) => v !== null);
  return {
    state,
    setup_complete: complete,
    setup_status: complete ? 'complete' : started ? 'in_progress' : 'not_started',
    default_rates_applied: defaults,
    ready_to_run_payroll: complete,
  };
}

/**
 * One state's requirement sets as `GET …/tax_requirements/{state}` answers them.
 *
 * @example
 * stateTaxRequirementSets('TX', new Map(), '2026-06-15', false)[0].key; // 'registrations'
 */
export function stateTaxRequirementSets(
  state: string,
  values: StateTaxValues,
  today: string,
  scheduling: boolean,
): Record<string, unknown>[] {
  const sets = offeredSets(state, today, scheduling);
  return sets.map((set) => ({
    state,
    key: set.def.key,
    label: set.def.label,
    effective_from: set.effective_from,
    requirements: set.def.requirements.map((req) => ({
      key: req.key,
      label: req.label,
      description: req.description,
      value: valueOf(values, set, req),
      editable: true,
      applicable_if: req.applicable_if ?? [],
      metadata: {
        type: req.type,
        ...(req.options ? { options: req.options } : {}),
        ...(req.mask ? { mask: req.mask } : {}),
        ...(req.prefix ? { prefix: req.prefix } : {}),
        ...(req.validation ? { validation: req.validation } : {}),
      },
    })),
  }));
}

/**
 * Checks a `PUT …/tax_requirements/{state}` body (UPSTREAM-2 H.6) and returns the values to save,
 * or the nested 422 entries (one per failing set, one per failing requirement inside it). Any
 * entry means nothing is saved for the state.
 *
 * @example
 * const result = readStateTaxUpdate('CA', body, '2026-06-15');
 * if ('errors' in result) throw new ApiError(422, result.errors);
 */
export function readStateTaxUpdate(
  state: string,
  body: Record<string, unknown>,
  today: string,
): { values: [string, Value][] } | { errors: ErrorEntry[] } {
  const raw = body.requirement_sets;
  const unknownFields = Object.keys(body).filter((k) => k !== 'requirement_sets');
  if (unknownFields.length > 0)
    return {
      errors: unknownFields.map((k) => ({
        error_key: k,
        category: 'invalid_attribute_value',
        message: `${k} is not an attribute of this resource.`,
      })),
    };
  if (raw === undefined || raw === null)
    return {
      errors: [
        {
          error_key: 'requirement_sets',
          category: 'missing_parameter',
          message: 'requirement_sets is required.',
        },
      ],
    };
  if (!Array.isArray(raw))
    return {
      errors: [
        {
          error_key: 'requirement_sets',
          category: 'invalid_attribute_value',
          message: 'requirement_sets must be an array.',
        },
      ],
    };
  const offered = offeredSets(state, today, true);
  const errors: ErrorEntry[] = [];
  const values: [string, Value][] = [];
  for (const item of raw) {
    const set = isObject(item) ? item : {};
    const setKey = typeof set.key === 'string' ? set.key : null;
    const effectiveFrom = typeof set.effective_from === 'string' ? set.effective_from : null;
    const setErrors: ErrorEntry[] = [];
    const match = offered.find((o) => o.def.key === setKey && o.effective_from === effectiveFrom);
    if (setKey === null) setErrors.push(invalid('key', 'Key is required'));
    else if (set.state !== state) setErrors.push(invalid('state', `State must be ${state}`));
    else if (!offered.some((o) => o.def.key === setKey))
      setErrors.push(invalid('key', `${setKey} is not a requirement set of ${state}`));
    else if (!match)
      setErrors.push(invalid('effective_from', 'Effective from is not a date this set can take'));
    if (match) {
      const requirements = Array.isArray(set.requirements) ? set.requirements : null;
      if (requirements === null) setErrors.push(invalid('requirements', 'Requirements must be an array'));
      for (const entry of requirements ?? []) {
        const requirement = isObject(entry) ? entry : {};
        const key = typeof requirement.key === 'string' ? requirement.key : null;
        const def = match.def.requirements.find((r) => r.key === key);
        const problem =
          key === null
            ? invalid('key', 'Key is required')
            : !def
              ? invalid('key', `${key} is not a requirement of ${setKey}`)
              : checkValue(def, requirement.value);
        if (typeof problem === 'object' && 'error_key' in problem) {
          setErrors.push({
            error_key: 'requirements',
            category: 'nested_errors',
            metadata: { key },
            errors: [problem],
          });
        } else if (def) {
          values.push([storageKey(match.def.key, match.effective_from, def.key), problem.value]);
        }
      }
    }
    if (setErrors.length > 0)
      errors.push({
        error_key: 'requirement_sets',
        category: 'nested_errors',
        metadata: { key: setKey, effective_from: effectiveFrom, state },
        errors: setErrors,
      });
  }
  return errors.length > 0 ? { errors } : { values };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(key: string, message: string): ErrorEntry {
  return { error_key: key, category: 'invalid_attribute_value', message };
}

const typeName = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Rates and percents to a millionth: enough for `0.09825`. */
const RATE_PLACES = 6;

function decimalText(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return parseDecimal(String(value), RATE_PLACES);
  if (typeof value === 'string') return parseDecimal(value, RATE_PLACES);
  return undefined;
}

/** `0.09825` → `9.825%`, at least two places, as the upstream's messages print it. */
function percentText(fraction: string): string {
  const units = parseDecimal(fraction, RATE_PLACES)! * 100;
  const text = formatDecimal(units, RATE_PLACES).replace(/0+$/, '');
  const [whole, places = ''] = text.split('.');
  return `${whole}.${places.padEnd(2, '0')}%`;
}

function checkValue(def: RequirementDef, value: unknown): ErrorEntry | { value: Value } {
  if (value === null) return { value: null };
  const label = def.label;
  switch (def.type) {
    case 'text':
    case 'account_number': {
      if (typeof value !== 'string')
        return invalid('value', `Expected a value of type string, but got ${typeName(value)}`);
      const text = value.trim();
      if (text === '') return invalid('value', `${label} can't be blank`);
      if (def.mask && !matchesMask(text, def.mask))
        return invalid('value', `${label} must match the format ${def.mask}`);
      return { value: text };
    }
    case 'radio':
    case 'select': {
      const options = def.options ?? [];
      const expected = typeof options[0]?.value;
      if (typeof value !== expected)
        return invalid('value', `Expected a value of type ${expected}, but got ${typeName(value)}`);
      if (!options.some((o) => o.value === value))
        return invalid('value', `${label} must be one of: ${options.map((o) => String(o.value)).join(', ')}`);
      return { value: value as boolean | string };
    }
    case 'currency': {
      const units = typeof value === 'number' || typeof value === 'string' ? decimalText(value) : undefined;
      if (units === undefined || units % 10_000 !== 0)
        return invalid('value', `${label} must be an amount of money`);
      if (units < 0) return invalid('value', `${label} cannot be negative`);
      return { value: formatDecimal(units / 10_000, 2) };
    }
    case 'percent':
    case 'tax_rate': {
      const units = decimalText(value);
      if (units === undefined) return invalid('value', `${label} must be a decimal fraction such as 0.034`);
      const rule = def.validation;
      if (def.type === 'percent' && (units < 0 || units > 10 ** RATE_PLACES))
        return invalid('value', `${label} must be between 0.00% and 100.00%`);
      if (rule?.type === 'min_max') {
        const min = parseDecimal(rule.min, RATE_PLACES)!;
        const max = parseDecimal(rule.max, RATE_PLACES)!;
        if (units < min || units > max)
          return invalid(
            'value',
            `${label} must be between ${percentText(rule.min)} and ${percentText(rule.max)}`,
          );
      }
      if (rule?.type === 'one_of' && !rule.rates.some((r) => parseDecimal(r, RATE_PLACES) === units))
        return invalid('value', `${label} must be one of ${rule.rates.map(percentText).join(', ')}`);
      return { value: trimDecimal(formatDecimal(units, RATE_PLACES)) };
    }
  }
}

/** `0.034000` → `0.034`; `0.000000` → `0.0`. */
function trimDecimal(text: string): string {
  return text.replace(/(\.\d*?[1-9])0+$/, '$1').replace(/\.0+$/, '.0');
}

/**
 * Mask of UPSTREAM-2 H.6: `#` a digit, `@` a letter, `^` an uppercase letter, `%` a digit or an
 * uppercase letter, anything else itself.
 *
 * @example
 * matchesMask('1233214-AB', '#######-^^'); // true
 */
export function matchesMask(value: string, mask: string): boolean {
  if (value.length !== mask.length) return false;
  return [...mask].every((m, i) => {
    const c = value[i]!;
    if (m === '#') return /\d/.test(c);
    if (m === '@') return /[A-Za-z]/.test(c);
    if (m === '^') return /[A-Z]/.test(c);
    if (m === '%') return /[0-9A-Z]/.test(c);
    return c === m;
  });
}

/**
 * Values that complete a state's setup, for the seeded company (every rate saved, every
 * applicable requirement answered).
 *
 * @example
 * completeStateTaxValues('CA', '2026-06-15');
 */
export function completeStateTaxValues(state: string, today: string): StateTaxValues {
  const values: StateTaxValues = new Map();
  for (const set of offeredSets(state, today, false)) {
    for (const req of set.def.requirements) {
      if (req.applicable_if) continue;
      values.set(storageKey(set.def.key, set.effective_from, req.key), sampleValue(req));
    }
  }
  return values;
}

function sampleValue(req: RequirementDef): Value {
  if (req.defaultRate !== undefined) return req.defaultRate;
  if (req.options) return req.options[req.options.length - 1]!.value;
  if (req.mask) return req.mask.replace(/[#%]/g, '1').replace(/[@^]/g, 'A');
  if (req.type === 'currency') return '250000.00';
  if (req.type === 'percent') return '0.5';
  return '12345678';
}
