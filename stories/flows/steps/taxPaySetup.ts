import type { DemoApi } from '../../../src/testing';

/** One request to the demo service as the proxy would send it (company token, signer's IP). */
export async function asProxy(api: DemoApi, method: string, path: string, body?: unknown) {
  const response = await api.fetch(path, {
    method,
    headers: {
      authorization: `Bearer ${api.tokens.company}`,
      'content-type': 'application/json',
      'x-client-ip': '203.0.113.7',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
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
    const employees = (await asProxy(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/employees?per=100`,
    )) as Array<{
      uuid: string;
      first_name: string;
      last_name: string;
    }>;
    const employee = employees.find(
      (candidate) => candidate.first_name === first && candidate.last_name === last,
    );
    if (!employee) throw new Error(`No seeded employee ${first} ${last}`);
    await then?.(api, employee.uuid);
    return { employeeId: employee.uuid };
  };
}
