import type { Browser } from 'playwright';
import { startBenchServer, type DemoFactory } from './benchServer';
import { recordPayrollRequests } from './chromiumBrowser';
import { profileRequests, type RequestProfile } from './roundTrips';

/** Seed size for the first-screen request counts: the demo service's default company. */
const seededEmployees = 12;

/**
 * Loads a flow's consumer app against the demo service `runs` times, each in a fresh context, and
 * profiles the payroll API requests made until the network has been quiet for half a second: the
 * requests and sequential round trips a user waits for before the first screen is usable.
 *
 * @example
 * const profiles = await firstScreenRequests(browser, 'bench/.build/apps/EmployeeOnboarding/dist', 3);
 * profiles[0]?.roundTrips; // 1 when every first-screen read goes out in parallel
 */
export async function firstScreenRequests(
  browser: Browser,
  appDir: string,
  runs: number,
  createDemo?: DemoFactory,
): Promise<RequestProfile[]> {
  const server = await startBenchServer({ appDir, employees: seededEmployees, createDemo });
  try {
    const profiles: RequestProfile[] = [];
    for (let run = 0; run < runs; run++) {
      const { page, apiRequests, settled } = await recordPayrollRequests(browser);
      try {
        await page.goto(server.appUrl);
        await settled();
        profiles.push(profileRequests(apiRequests));
      } finally {
        await page.close();
      }
    }
    return profiles;
  } finally {
    await server.close();
  }
}
