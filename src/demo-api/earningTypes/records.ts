import { defineTable } from '../store';

/** A company's earning type (UPSTREAM-3 M.1, DECISIONS 67): a default one or the company's own. */
export interface EarningTypeRecord {
  uuid: string;
  companyUuid: string;
  name: string;
  active: boolean;
  /** One of the defaults every company has: never renamed nor deactivated. */
  isDefault: boolean;
}

/**
 * The companies' own (custom) earning types, by uuid. The defaults are not stored: every company
 * has them, with uuids derived from the company's (see `defaultEarningTypes`).
 *
 * @example
 * service.store.table(customEarningTypes).get(uuid);
 */
export const customEarningTypes = defineTable<EarningTypeRecord>('earningTypes');
