import type { DemoStore } from '../store';

/**
 * Whether the employee is terminated on `day` (DECISIONS 57): from the day after their last day of
 * work, until a rehire takes effect.
 *
 * @example
 * isTerminatedOn(store, employeeUuid, '2026-06-17'); // true after a last day of 16 June
 */
export function isTerminatedOn(store: DemoStore, employeeUuid: string, day: string): boolean {
  const termination = store.terminations.get(employeeUuid);
  if (termination) return termination.effective_date < day;
  const rehire = store.rehires.get(employeeUuid);
  return rehire !== undefined && rehire.closedTermination.effective_date < day && day < rehire.effective_date;
}
