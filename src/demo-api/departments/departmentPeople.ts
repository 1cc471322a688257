import { invalidAttribute, unprocessable } from '../errors';
import type { DemoService } from '../service';
import type { DemoStore } from '../store';
import { departments, type DepartmentRecord } from './records';

/**
 * The people of departments (UPSTREAM-2 J.6, UPSTREAM-3 N.9): who is in which department, read by
 * other areas (an employee's `department`, the `by_department` pay schedule assignment), and the
 * add and remove bodies checked person by person.
 */

/**
 * The company's departments, in creation order.
 *
 * @example
 * departmentsOf(service.store, companyUuid).map((d) => d.title);
 */
export function departmentsOf(store: DemoStore, companyUuid: string): DepartmentRecord[] {
  return [...store.table(departments).values()]
    .filter((department) => department.companyUuid === companyUuid)
    .sort((a, b) => a.seq - b.seq);
}

/**
 * The department an employee is in, if any.
 *
 * @example
 * employeeDepartment(service.store, employee)?.title; // 'Engineering'
 */
export function employeeDepartment(
  store: DemoStore,
  employee: { uuid: string; companyUuid: string },
): DepartmentRecord | undefined {
  return departmentsOf(store, employee.companyUuid).find((d) => d.employeeUuids.includes(employee.uuid));
}

/**
 * The company's department a body names by `department_uuid`, or 422 on that field.
 *
 * @example
 * companyDepartment(service.store, companyUuid, body.department_uuid).title;
 */
export function companyDepartment(store: DemoStore, companyUuid: string, uuid: string): DepartmentRecord {
  const department = store.table(departments).get(uuid);
  if (!department || department.companyUuid !== companyUuid)
    throw unprocessable([
      invalidAttribute('department_uuid', 'department_uuid is not a department of this company.'),
    ]);
  return department;
}

/** The people a body names: `employees[]{uuid}` and `contractors[]{uuid}`, each the company's. */
export function readDepartmentPeople(
  service: DemoService,
  companyUuid: string,
  body: Record<string, unknown>,
): { employees: string[]; contractors: string[] } {
  const read = (key: 'employees' | 'contractors', isCompanys: (uuid: string) => boolean): string[] => {
    const sent = body[key];
    if (sent === undefined || sent === null) return [];
    if (!Array.isArray(sent))
      throw unprocessable([invalidAttribute(key, `${key} must be an array of objects with a uuid.`)]);
    return sent.map((item: unknown, idx) => {
      const uuid = (item as { uuid?: unknown } | null)?.uuid;
      if (typeof uuid !== 'string' || !isCompanys(uuid))
        throw unprocessable([
          invalidAttribute(key, `${key}[${idx}] is not a ${key.slice(0, -1)} of this company.`, { idx }),
        ]);
      return uuid;
    });
  };
  const employees = read(
    'employees',
    (uuid) => service.store.employees.get(uuid)?.companyUuid === companyUuid,
  );
  const contractors = read(
    'contractors',
    (uuid) => service.store.contractors.get(uuid)?.companyUuid === companyUuid,
  );
  if (employees.length === 0 && contractors.length === 0)
    throw unprocessable([invalidAttribute('employees', 'Name at least one employee or contractor.')]);
  return { employees, contractors };
}

/**
 * Puts people in a department: each leaves the company's other department first (one department a
 * person), and one already in it stays where they are in its list.
 *
 * @example
 * addToDepartment(service, department, { employees: ['e-1'], contractors: [] });
 */
export function addToDepartment(
  service: DemoService,
  department: DepartmentRecord,
  people: { employees: string[]; contractors: string[] },
): void {
  for (const other of departmentsOf(service.store, department.companyUuid)) {
    if (other === department) continue;
    other.employeeUuids = other.employeeUuids.filter((uuid) => !people.employees.includes(uuid));
    other.contractorUuids = other.contractorUuids.filter((uuid) => !people.contractors.includes(uuid));
  }
  const add = (list: string[], uuids: string[]) => [...list, ...uuids.filter((u) => !list.includes(u))];
  department.employeeUuids = add(department.employeeUuids, people.employees);
  department.contractorUuids = add(department.contractorUuids, people.contractors);
}

/**
 * Takes people out of a department (one not in it: nothing to do).
 *
 * @example
 * removeFromDepartment(department, { employees: ['e-1'], contractors: [] });
 */
export function removeFromDepartment(
  department: DepartmentRecord,
  people: { employees: string[]; contractors: string[] },
): void {
  department.employeeUuids = department.employeeUuids.filter((uuid) => !people.employees.includes(uuid));
  department.contractorUuids = department.contractorUuids.filter(
    (uuid) => !people.contractors.includes(uuid),
  );
}
