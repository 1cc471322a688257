import { expectCall, saveOverCurrentVersion, type DemoAdmin } from './demoAdmin';

/**
 * Employees set up through the demo service as a partner's admin adds them: the one home of these
 * bodies and paths for stories, browser tests and unit tests. Every call's status is checked
 * ({@link expectCall}), so a set-up the service refuses fails on the step that broke.
 */

/** An employee as the service answers it; tests read what they need of the rest. */
export interface EmployeeRecord {
  uuid: string;
  version: string;
  [field: string]: unknown;
}

/** A new employee with only a name: Ada Lovelace. */
export const NEW_EMPLOYEE = { first_name: 'Ada', last_name: 'Lovelace' } as const;

/** Ada Lovelace with her personal details done: email, date of birth and SSN. */
export const PERSONAL_DETAILS = {
  ...NEW_EMPLOYEE,
  email: 'ada@example.com',
  date_of_birth: '1990-12-10',
  ssn: '123456789',
} as const;

/** A home address in San Francisco, effective 2024-01-01. */
export const HOME_ADDRESS = {
  street_1: '1 Dolores St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94110',
  effective_date: '2024-01-01',
} as const;

/** A job hired on 2026-06-01. */
export const ANALYST_JOB = { title: 'Analyst', hire_date: '2026-06-01' } as const;

/** $32.50 an hour, non-exempt. */
export const HOURLY_PAY = { rate: '32.50', payment_unit: 'Hour', flsa_status: 'Nonexempt' } as const;

/**
 * Adds an employee to the admin's company (201).
 *
 * @example
 * const { uuid } = await addEmployee(admin, PERSONAL_DETAILS);
 */
export function addEmployee(
  admin: DemoAdmin,
  body: Record<string, unknown> = NEW_EMPLOYEE,
): Promise<EmployeeRecord> {
  return expectCall(admin, 201, 'POST', `/v1/companies/${admin.api.companyUuid}/employees`, body);
}

/**
 * The company's locations (200), the first one the seed's headquarters.
 *
 * @example
 * const [headquarters] = await companyLocations(admin);
 */
export function companyLocations(admin: DemoAdmin): Promise<Array<{ uuid: string; street_1: string }>> {
  return expectCall(admin, 200, 'GET', `/v1/companies/${admin.api.companyUuid}/locations`);
}

/**
 * Adds the employee's work address at a location (201).
 *
 * @example
 * const work = await addWorkAddress(admin, employeeId, headquarters.uuid);
 */
export function addWorkAddress(
  admin: DemoAdmin,
  employeeId: string,
  locationUuid: string,
): Promise<{ uuid: string }> {
  return expectCall(admin, 201, 'POST', `/v1/employees/${employeeId}/work_addresses`, {
    location_uuid: locationUuid,
  });
}

/**
 * Adds the employee's home address (201).
 *
 * @example
 * const home = await addHomeAddress(admin, employeeId);
 */
export function addHomeAddress(
  admin: DemoAdmin,
  employeeId: string,
  address: Record<string, string> = HOME_ADDRESS,
): Promise<{ uuid: string }> {
  return expectCall(admin, 201, 'POST', `/v1/employees/${employeeId}/home_addresses`, address);
}

/** A job as the service answers it, with the compensation it was created with. */
export interface JobRecord {
  uuid: string;
  current_compensation_uuid: string;
}

/**
 * Adds a job to the employee (201).
 *
 * @example
 * const job = await addJob(admin, employeeId);
 */
export function addJob(
  admin: DemoAdmin,
  employeeId: string,
  job: Record<string, string> = ANALYST_JOB,
): Promise<JobRecord> {
  return expectCall(admin, 201, 'POST', `/v1/employees/${employeeId}/jobs`, job);
}

/**
 * Sets a compensation's pay over its current version (200).
 *
 * @example
 * await setPay(admin, job.current_compensation_uuid, { rate: '85000.00', payment_unit: 'Year', flsa_status: 'Exempt' });
 */
export async function setPay(
  admin: DemoAdmin,
  compensationUuid: string,
  pay: Record<string, string> = HOURLY_PAY,
): Promise<void> {
  await saveOverCurrentVersion(admin, `/v1/compensations/${compensationUuid}`, pay);
}

/**
 * Gives an employee a work address at the company's first location, the San Francisco home
 * address and the Analyst job at $32.50 an hour: the addresses and job steps done.
 *
 * @example
 * const records = await giveAddressesAndJob(admin, employeeId);
 */
export async function giveAddressesAndJob(admin: DemoAdmin, employeeId: string) {
  const locations = await companyLocations(admin);
  const work = await addWorkAddress(admin, employeeId, locations[0]!.uuid);
  const home = await addHomeAddress(admin, employeeId);
  const job = await addJob(admin, employeeId);
  await setPay(admin, job.current_compensation_uuid);
  return { locations, work, home, job };
}

/**
 * The uuid of a seeded employee, found by name (200; throws when the seed has no such employee).
 *
 * @example
 * const barbara = await seededEmployee(admin, 'Barbara', 'Lovelace');
 */
export async function seededEmployee(admin: DemoAdmin, first: string, last: string): Promise<string> {
  const employees = await expectCall<Array<{ uuid: string; first_name: string; last_name: string }>>(
    admin,
    200,
    'GET',
    `/v1/companies/${admin.api.companyUuid}/employees?per=100`,
  );
  const employee = employees.find(
    (candidate) => candidate.first_name === first && candidate.last_name === last,
  );
  if (!employee) throw new Error(`No seeded employee ${first} ${last}`);
  return employee.uuid;
}
