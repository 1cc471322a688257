import type { DemoApi } from '../../../src/testing';
import { demoAdmin } from '../../../test/support/demoAdmin';
import { seededEmployee as seededEmployeeOf } from '../../../test/support/employees';

/** One request to the demo service as the proxy would send it (company token, signer's IP). */
export async function asProxy(api: DemoApi, method: string, path: string, body?: unknown) {
  const reply = await demoAdmin(api).call(method, path, body);
  if (reply.status < 200 || reply.status > 299) {
    throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  // Parsed JSON, read field by field by the stories' setups.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return reply.body as any;
}

/**
 * A story setup that picks a seeded employee by name: Barbara Lovelace lives and works in New
 * York with nothing past her addresses done; Ada Lovelace (California) and Grace Lovelace (New
 * York) are fully onboarded.
 */
export function seededEmployee(
  first: string,
  last: string,
  then?: (api: DemoApi, employeeId: string) => Promise<void>,
) {
  return async (api: DemoApi): Promise<Record<string, string>> => {
    const employeeId = await seededEmployeeOf(demoAdmin(api), first, last);
    await then?.(api, employeeId);
    return { employeeId };
  };
}
