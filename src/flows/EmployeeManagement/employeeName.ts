import type { Employee } from '../../api/employees/types';

/**
 * The name an admin knows an employee by: the preferred first name when there is one.
 *
 * @example
 * employeeName({ first_name: 'Grace', preferred_first_name: null, last_name: 'Lovelace' }); // 'Grace Lovelace'
 */
export function employeeName(employee: Pick<Employee, 'first_name' | 'preferred_first_name' | 'last_name'>) {
  return `${employee.preferred_first_name || employee.first_name} ${employee.last_name}`;
}
