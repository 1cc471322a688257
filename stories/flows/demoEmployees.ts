import { createDemoApi, type DemoApi } from '../../src/testing';
import { demoRequest, type DemoParameters } from './withDemo';

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

/**
 * A story setup: a new employee with addresses and an hourly job (the "filled" state of the
 * address and job steps).
 *
 * @example
 * export const Filled: Story = { parameters: { demo: { setup: employeeWithAddressesAndJob } } };
 */
export async function employeeWithAddressesAndJob(api: DemoApi): Promise<Record<string, string>> {
  const employeeId = await createDemoEmployee(api);
  await giveAddressesAndJob(api, employeeId);
  return { employeeId };
}

/**
 * The delay of every request in a loading-state story: far longer than the client waits (a
 * 30-second timeout per attempt, retried), so the step shows its loading state for minutes.
 */
export const LOADING_LATENCY_MS = 60 * 60 * 1000;

/**
 * Demo parameters of a loading-state story: every request to the story's service waits
 * {@link LOADING_LATENCY_MS}, so the step never receives its data. The seeded employee's id is
 * read from a second, undelayed demo service: the seed is deterministic, so both hold the same
 * ids, and asking the delayed one would hold the story's setup instead of the step.
 *
 * @example
 * export const Loading: Story = { parameters: { demo: slowDemoService('Ada', 'Lovelace') } };
 */
export function slowDemoService(first: string, last: string): DemoParameters {
  return {
    options: { latencyMs: LOADING_LATENCY_MS },
    setup: async (api) => {
      const twin = createDemoApi();
      if (twin.companyUuid !== api.companyUuid) throw new Error('The demo seed is not deterministic');
      const employees = await demoRequest<Array<{ uuid: string; first_name: string; last_name: string }>>(
        twin,
        'GET',
        `/v1/companies/${twin.companyUuid}/employees?per=100`,
      );
      const employee = employees.find(
        (candidate) => candidate.first_name === first && candidate.last_name === last,
      );
      if (!employee) throw new Error(`No seeded employee ${first} ${last}`);
      return { employeeId: employee.uuid };
    },
  };
}
