import type { DemoApi } from '../../src/testing';
import { demoRequest } from './withDemo';

/**
 * Creates an employee with personal details done (the state most step stories start from).
 *
 * @example
 * const employeeId = await createDemoEmployee(api);
 */
export async function createDemoEmployee(api: DemoApi): Promise<string> {
  const employee = await demoRequest<{ uuid: string }>(
    api,
    'POST',
    `/v1/companies/${api.companyUuid}/employees`,
    {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      date_of_birth: '1990-12-10',
      ssn: '123456789',
    },
  );
  return employee.uuid;
}

/**
 * Adds a home address, a work address at the first company location and an hourly job.
 *
 * @example
 * await giveAddressesAndJob(api, employeeId);
 */
export async function giveAddressesAndJob(api: DemoApi, employeeId: string): Promise<void> {
  const locations = await demoRequest<Array<{ uuid: string }>>(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/locations`,
  );
  await demoRequest(api, 'POST', `/v1/employees/${employeeId}/work_addresses`, {
    location_uuid: locations[0]!.uuid,
  });
  await demoRequest(api, 'POST', `/v1/employees/${employeeId}/home_addresses`, {
    street_1: '1 Dolores St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94110',
    effective_date: '2024-01-01',
  });
  const job = await demoRequest<{ current_compensation_uuid: string }>(
    api,
    'POST',
    `/v1/employees/${employeeId}/jobs`,
    {
      title: 'Analyst',
      hire_date: '2026-06-01',
    },
  );
  const compensation = await demoRequest<{ version: string }>(
    api,
    'GET',
    `/v1/compensations/${job.current_compensation_uuid}`,
  );
  await demoRequest(api, 'PUT', `/v1/compensations/${job.current_compensation_uuid}`, {
    version: compensation.version,
    rate: '32.50',
    payment_unit: 'Hour',
    flsa_status: 'Nonexempt',
  });
}
