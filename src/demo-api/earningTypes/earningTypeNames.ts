import type { DemoService } from '../service';
import { seededUuids } from '../uuid';
import { customEarningTypes, type EarningTypeRecord } from './records';

/**
 * The earning types every company has (DECISIONS 67), in the order a payroll offers them
 * (`fixed_compensation_types`): the six a payroll took before custom types, then the two more.
 */
export const DEFAULT_EARNING_TYPES = [
  'Bonus',
  'Commission',
  'Paycheck Tips',
  'Cash Tips',
  'Correction Payment',
  'Reimbursement',
  'Minimum Wage Adjustment',
  'Severance',
] as const;

/** The longest name the demo accepts (the upstream names none; a bound keeps hostile input out). */
export const MAX_NAME_LENGTH = 100;

/**
 * Names compare case-insensitively, trimmed (DECISIONS 67), and inner runs of spaces as one.
 *
 * @example
 * nameKey('  Holiday  bonus '); // 'holiday bonus'
 */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A 32-bit seed of a company uuid (FNV-1a), so its defaults' uuids are the same on every read. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A company's default earning types. They are derived, not stored: a read never writes, and the
 * uuids (from the company's) stay the same across reads and resets.
 *
 * @example
 * defaultEarningTypes(companyUuid).map((t) => t.name); // ['Bonus', 'Commission', …]
 */
export function defaultEarningTypes(companyUuid: string): EarningTypeRecord[] {
  const next = seededUuids(seedOf(`earning-types:${companyUuid}`));
  return DEFAULT_EARNING_TYPES.map((name) => ({
    uuid: next(),
    companyUuid,
    name,
    active: true,
    isDefault: true,
  }));
}

/**
 * A company's own earning types, active and inactive, in creation order.
 *
 * @example
 * customEarningTypesOf(service, companyUuid).filter((t) => t.active);
 */
export function customEarningTypesOf(service: DemoService, companyUuid: string): EarningTypeRecord[] {
  return [...service.store.table(customEarningTypes).values()].filter((t) => t.companyUuid === companyUuid);
}

/**
 * The names a payroll of the company may pay as fixed compensations: every default and each
 * active custom type, in creation order (DECISIONS 67). The prepared payroll lists them, in this
 * order, as `fixed_compensation_types` (the payroll editor's additional earnings).
 *
 * @example
 * activeEarningTypeNames(service, payroll.companyUuid).includes('Bonus'); // true
 */
export function activeEarningTypeNames(service: DemoService, companyUuid: string): string[] {
  return [
    ...DEFAULT_EARNING_TYPES,
    ...customEarningTypesOf(service, companyUuid)
      .filter((t) => t.active)
      .map((t) => t.name),
  ];
}
