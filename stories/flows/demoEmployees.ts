import { createDemoApi, type DemoApi } from '../../src/testing';
import { demoAdmin } from '../../test/support/demoAdmin';
import {
  addEmployee,
  giveAddressesAndJob as giveRecords,
  PERSONAL_DETAILS,
  seededEmployee,
} from '../../test/support/employees';
import type { DemoParameters } from './withDemo';

/**
 * Creates an employee with personal details done (the state most step stories start from).
 *
 * @example
 * const employeeId = await createDemoEmployee(api);
 */
export async function createDemoEmployee(api: DemoApi): Promise<string> {
  return (await addEmployee(demoAdmin(api), PERSONAL_DETAILS)).uuid;
}

/**
 * Demo parameters of a story about a new employee: personal details done, nothing else yet.
 *
 * @example
 * export const Empty: Story = { parameters: { demo: newEmployee } };
 */
export const newEmployee: DemoParameters = {
  setup: async (api) => ({ employeeId: await createDemoEmployee(api) }),
};

/**
 * Adds a home address, a work address at the first company location and an hourly job.
 *
 * @example
 * await giveAddressesAndJob(api, employeeId);
 */
export async function giveAddressesAndJob(api: DemoApi, employeeId: string): Promise<void> {
  await giveRecords(demoAdmin(api), employeeId);
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
      return { employeeId: await seededEmployee(demoAdmin(twin), first, last) };
    },
  };
}
