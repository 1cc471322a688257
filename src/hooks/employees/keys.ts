import { root } from '../queryKeyRoot';
import type { EmployeePart } from '../queryKeys';

export const employeeLists = (companyId: string) => [root, 'company', companyId, 'employees'] as const;
export const employeeList = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'employees', query] as const;
export const employee = (employeeId: string) => [root, 'employee', employeeId] as const;
/** A sub-resource of one employee, e.g. `'home_addresses'`, `'federal_taxes'`. */
export const employeePart = (employeeId: string, part: EmployeePart) =>
  [root, 'employee-part', employeeId, part] as const;
