import { expectCall, type DemoAdmin } from './demoAdmin';

/**
 * Departments set up through the demo service as an admin makes them (UPSTREAM-2 J.6): the one
 * home of these bodies and paths for stories, browser tests and unit tests. Every call's status is
 * checked ({@link expectCall}).
 */

/** A department as the service answers it; tests read what they need of the rest. */
export interface DepartmentRecord {
  uuid: string;
  title: string;
  version: string;
  employees: { uuid: string }[];
}

/**
 * Makes a department (201) and puts the given employees in it (200, with its version).
 *
 * @example
 * const engineering = await addDepartment(admin, 'Engineering', [employeeUuid]);
 */
export async function addDepartment(
  admin: DemoAdmin,
  title: string,
  employeeUuids: readonly string[] = [],
): Promise<DepartmentRecord> {
  const made = await expectCall<DepartmentRecord>(
    admin,
    201,
    'POST',
    `/v1/companies/${admin.api.companyUuid}/departments`,
    { title },
  );
  if (employeeUuids.length === 0) return made;
  return addToDepartment(admin, made, employeeUuids);
}

/**
 * Puts employees in a department (200) over the version given.
 *
 * @example
 * await addToDepartment(admin, engineering, [newHireUuid]);
 */
export function addToDepartment(
  admin: DemoAdmin,
  department: Pick<DepartmentRecord, 'uuid' | 'version'>,
  employeeUuids: readonly string[],
): Promise<DepartmentRecord> {
  return expectCall(admin, 200, 'PUT', `/v1/departments/${department.uuid}/add`, {
    version: department.version,
    employees: employeeUuids.map((uuid) => ({ uuid })),
  });
}

/**
 * The company's employees' uuids (200), in the service's list order.
 *
 * @example
 * const [first, second] = await employeeUuids(admin);
 */
export async function employeeUuids(admin: DemoAdmin): Promise<string[]> {
  const list = await expectCall<{ uuid: string }[]>(
    admin,
    200,
    'GET',
    `/v1/companies/${admin.api.companyUuid}/employees`,
  );
  return list.map((e) => e.uuid);
}
