/**
 * A company's department (UPSTREAM-2 J.6, UPSTREAM-3 N.9): its title, version, and the people in
 * it by uuid. A person is in one department at most.
 *
 * @example
 * const count = department.employees.length + department.contractors.length;
 */
export interface Department {
  uuid: string;
  company_uuid?: string;
  title: string;
  version: string;
  employees: { uuid: string }[];
  contractors: { uuid: string }[];
}

/**
 * A new department's, or a rename's, body.
 *
 * @example
 * const body: DepartmentBody = { title: 'Engineering' };
 */
export interface DepartmentBody {
  title: string;
}

/**
 * People to add to or remove from a department, with the version shown (409 when stale).
 *
 * @example
 * const body: DepartmentPeopleBody = { version: department.version, employees: [{ uuid: employeeId }] };
 */
export interface DepartmentPeopleBody {
  version: string;
  employees?: { uuid: string }[];
  contractors?: { uuid: string }[];
}
