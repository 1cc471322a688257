import { compareBy, paginate, parseSortBy, readPage } from '../pagination';
import type { DemoService } from '../service';
import type { PayrollEntryRecord } from './records';

/** The fields a payroll's rows sort by. */
const ROW_SORT_FIELDS = ['first_name', 'last_name'];

/**
 * A payroll's rows are paged inside the payroll (UPSTREAM E.3, E.4): the query is checked first
 * (`sort_by`, then `page`/`per`, each 422 on its name), before a show or prepare changes anything.
 *
 * @example
 * checkRowsQuery(request.query);
 */
export function checkRowsQuery(query: URLSearchParams): void {
  parseSortBy(query.get('sort_by'), ROW_SORT_FIELDS);
  readPage(query);
}

/**
 * One page of rows (UPSTREAM E.3, E.4: at most 100), ordered by `sort_by` (`first_name`,
 * `last_name`, with `:asc`/`:desc`), else in the payroll's order.
 *
 * @example
 * const { items, headers } = pageOfRows(service, payroll.entries, request.query);
 */
export function pageOfRows(service: DemoService, rows: PayrollEntryRecord[], query: URLSearchParams) {
  const clauses = parseSortBy(query.get('sort_by'), ROW_SORT_FIELDS);
  const page = readPage(query);
  let ordered = rows;
  if (clauses.length > 0) {
    const employees = service.store.employees;
    const position = new Map(rows.map((e, i) => [e.employeeUuid, i]));
    ordered = [...rows].sort(
      compareBy<PayrollEntryRecord>(
        clauses,
        (e, field) => {
          const employee = employees.get(e.employeeUuid);
          return (field === 'first_name' ? employee?.sortFirst : employee?.sortLast) ?? '';
        },
        (a, b) => position.get(a.employeeUuid)! - position.get(b.employeeUuid)!,
      ),
    );
  }
  return paginate(ordered, page);
}
