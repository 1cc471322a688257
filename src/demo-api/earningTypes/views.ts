import type { EarningTypeRecord } from './records';

/**
 * An earning type as the service shows it (UPSTREAM-3 M.1: `uuid`, `name`, `active`).
 *
 * @example
 * earningTypeView(record); // { uuid, name: 'Holiday Bonus', active: true }
 */
export function earningTypeView(record: EarningTypeRecord) {
  return { uuid: record.uuid, name: record.name, active: record.active };
}
