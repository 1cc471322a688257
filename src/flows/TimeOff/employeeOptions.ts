import type { Employee } from '../../api/employees/types';
import { useEmployees } from '../../hooks/employees';

/** The company's current people, all on one page (a select lists them all). */
const CURRENT_EMPLOYEES = { per: 100, terminated: false } as const;

/**
 * An employee's name as the time off screens show it.
 *
 * @example
 * employeeName({ first_name: 'Ada', last_name: 'Lovelace' }); // 'Ada Lovelace'
 */
export function employeeName(employee: Pick<Employee, 'first_name' | 'last_name'>): string {
  return `${employee.first_name} ${employee.last_name}`;
}

/**
 * The company's current employees as select options, alphabetical by name in the user's
 * language, optionally only those `keep` accepts.
 *
 * @example
 * const { options } = useEmployeeOptions(companyId, (e) => enrolled.has(e.uuid));
 * <Select options={options} />
 */
export function useEmployeeOptions(companyId: string, keep?: (employee: Employee) => boolean) {
  const query = useEmployees(companyId, CURRENT_EMPLOYEES);
  const collator = new Intl.Collator();
  const options = (query.data?.items ?? [])
    .filter((employee) => !keep || keep(employee))
    .map((employee) => ({ value: employee.uuid, label: employeeName(employee) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return { query, options };
}
