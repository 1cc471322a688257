import type { EmployeeCompensation } from '../../api/payroll/types';

/**
 * The views of the editor's rows: every row, hourly or salaried ones, the changed ones (drafts or
 * saves under way), the excluded ones, and the ones with errors (failed, in conflict or holding an
 * invalid text).
 *
 * @example
 * PAYROLL_ROW_FILTERS.map((filter) => <option key={filter}>{filter}</option>);
 */
export const PAYROLL_ROW_FILTERS = ['all', 'hourly', 'salaried', 'changed', 'excluded', 'errors'] as const;

/**
 * One of {@link PAYROLL_ROW_FILTERS}.
 *
 * @example
 * const filter: PayrollRowFilter = 'changed';
 */
export type PayrollRowFilter = (typeof PAYROLL_ROW_FILTERS)[number];

/**
 * Which rows the editor shows: a view and a search over names. The store keeps it and, per edit,
 * checks only the edited row against it.
 *
 * @example
 * store.setQuery({ filter: 'hourly', search: 'ada' });
 */
export interface PayrollRowQuery {
  filter: PayrollRowFilter;
  /** Part of the employee's name, any case; blank matches every row. */
  search: string;
}

/**
 * The employee's name as the editor lists and searches it (preferred first name first).
 *
 * @example
 * payrollRowName(row); // 'Ada Lovelace'
 */
export function payrollRowName(row: EmployeeCompensation): string {
  const first = row.preferred_first_name || row.first_name || '';
  return `${first} ${row.last_name ?? ''}`.trim() || row.employee_uuid.slice(0, 8);
}
