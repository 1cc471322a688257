import { root } from '../queryKeyRoot';
import type { EmployeePart } from '../queryKeys';

export const employeeLists = (companyId: string) => [root, 'company', companyId, 'employees'] as const;
export const employeeList = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'employees', query] as const;
export const employee = (employeeId: string) => [root, 'employee', employeeId] as const;
/**
 * A sub-resource of one employee, e.g. `'home_addresses'`, `'federal_taxes'`. Generic so a
 * caller's key names its own part and its declaration needs no import of the union.
 */
export const employeePart = <Part extends EmployeePart>(employeeId: string, part: Part) =>
  [root, 'employee-part', employeeId, part] as const;
