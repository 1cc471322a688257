import { expect, test } from 'vitest';
import { getEmployee, listEmployees } from '../../../src/api/employees/operations';
import { getPayrollRows, listPayrolls } from '../../../src/api/payroll/operations';
import { BACKGROUND_RESERVE, createRateLimitGovernor } from '../../../src/api/rateLimit';
import { resolveRetryOptions } from '../../../src/api/retry';
import { BASE_URL, startDemo } from './demoService';
import { createPayrollClient } from '../../../src/api/client';

/**
 * A client whose waits move the demo service's clock instead of real time, and a log of every
 * answer's status and remaining budget.
 */
function clientOnDemoClock(api: ReturnType<typeof startDemo>['api'], fetchFn: typeof fetch) {
  const statuses: number[] = [];
  const remaining: number[] = [];
  const client = createPayrollClient({
    baseUrl: BASE_URL,
    fetch: fetchFn,
    onResponse: (response) => {
      statuses.push(response.status);
      remaining.push(Number(response.headers.get('X-RateLimit-Remaining')));
    },
    retry: {
      maxRetries: 3,
      jitterMs: 50,
      now: () => api.clock.now().getTime(),
      sleep: (ms) => api.clock.advance(ms),
    },
  });
  return { client, statuses, remaining };
}

test('a busy screen slows down on its own and never trips the limit', async () => {
  const { api, fetchFn } = startDemo(3);
  const { client, statuses } = clientOnDemoClock(api, fetchFn);
  const [employee] = (await listEmployees(client, api.companyUuid)).items;

  // 450 reads: more than two full windows of 200.
  for (let i = 0; i < 450; i++) await getEmployee(client, employee!.uuid);

  expect(statuses).toHaveLength(451);
  expect(statuses.filter((status) => status === 429)).toHaveLength(0);
});

test('a cold burst over the limit ends with every request served', async () => {
  const { api, fetchFn } = startDemo(3);
  const [employee] = (await listEmployees(clientOnDemoClock(api, fetchFn).client, api.companyUuid)).items;
  // A fresh window, and a client that has not yet seen a rate header: nothing to pace by.
  await api.clock.advance(61_000);
  const { client, statuses, remaining } = clientOnDemoClock(api, fetchFn);

  const burst = await Promise.allSettled(
    Array.from({ length: 260 }, () => getEmployee(client, employee!.uuid)),
  );

  expect(burst.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(260);
  // The service never let more than its limit through: the budget it reported never went negative,
  // and the refusals were retried after Retry-After rather than hammered.
  expect(Math.min(...remaining)).toBeGreaterThanOrEqual(0);
  const refused = statuses.filter((status) => status === 429).length;
  expect(refused).toBeGreaterThan(0);
  expect(statuses.length).toBe(260 + refused);
});

/**
 * The payroll editor reads a big payroll's later pages in the background (20,000 employees is
 * 200 pages: the whole window). Those reads leave the window's last requests to what the user
 * does, on a queue of their own, so a save goes straight out instead of waiting up to a minute.
 */
test("background reads leave the window's last 20 requests to the user's own, which never queue behind them", async () => {
  const { api, fetchFn } = startDemo(3);
  let holdSleeps = false;
  let release: () => void = () => undefined;
  let backgroundPhase = false;
  const backgroundRemaining: number[] = [];
  const client = createPayrollClient({
    baseUrl: BASE_URL,
    fetch: fetchFn,
    onResponse: (response) => {
      if (backgroundPhase) backgroundRemaining.push(Number(response.headers.get('X-RateLimit-Remaining')));
    },
    retry: {
      jitterMs: 50,
      now: () => api.clock.now().getTime(),
      // Waits can be held, to see who else is held up by them.
      sleep: (ms) =>
        holdSleeps
          ? new Promise<void>((resolve) => (release = () => void api.clock.advance(ms).then(resolve)))
          : api.clock.advance(ms),
    },
  });
  const { items } = await listPayrolls(client, api.companyUuid, { processingStatuses: ['unprocessed'] });
  const payrollId = items[0]!.uuid;
  const readPage = (background: boolean) =>
    getPayrollRows(client, api.companyUuid, payrollId, { page: 1, per: 1 }, { background });
  await api.clock.advance(61_000); // A fresh window.

  // Two windows' worth of background reads: none takes the window below its reserve.
  backgroundPhase = true;
  for (let i = 0; i < 360; i++) await readPage(true);
  backgroundPhase = false;
  expect(backgroundRemaining).toHaveLength(360);
  expect(Math.min(...backgroundRemaining)).toBe(BACKGROUND_RESERVE);

  // The window is at its reserve: the next background read waits for the reset (held here),
  // while the user's read goes out at once, past it.
  holdSleeps = true;
  const order: string[] = [];
  const load = readPage(true).then(() => order.push('background'));
  const clockBefore = api.clock.now().getTime();
  const save = readPage(false).then(() => order.push('user'));
  await save;
  expect(api.clock.now().getTime() - clockBefore).toBeLessThan(100); // No wait: pacing waits seconds.
  release();
  await load;
  expect(order).toEqual(['user', 'background']);
});

/**
 * A background read that slept through a window's end must not forget the window the user's lane
 * has heard of since: the next user request still waits when that new window is spent.
 */
test("a background read waking after the reset keeps the new window the user's requests heard of", async () => {
  let clock = Date.parse('2026-06-15T12:00:00Z');
  const sleeps: number[] = [];
  let wake: () => void = () => undefined;
  const governor = createRateLimitGovernor(
    resolveRetryOptions({
      now: () => clock,
      // The first wait (the background read's) is held; later ones are recorded and return.
      sleep: (ms) => {
        sleeps.push(ms);
        return sleeps.length === 1 ? new Promise<void>((resolve) => (wake = resolve)) : Promise.resolve();
      },
    }),
  );
  const rateHeaders = (remaining: number, resetAt: number) =>
    new Headers({
      'X-RateLimit-Remaining': String(remaining),
      'X-RateLimit-Reset': new Date(resetAt).toUTCString(),
    });

  // The window is down to its reserve: a background read waits for its reset.
  governor.observe(rateHeaders(BACKGROUND_RESERVE, clock + 30_000));
  const background = governor.acquire(undefined, true);
  await Promise.resolve();
  expect(sleeps).toHaveLength(1);

  // Past the reset, the user's requests spend the whole next window and hear so.
  clock += 40_000;
  governor.observe(rateHeaders(0, clock + 60_000));
  wake();
  await background;

  // The window is spent: the user's next request waits for its reset instead of going out.
  await governor.acquire();
  expect(sleeps).toHaveLength(2);
  expect(sleeps[1]).toBeGreaterThan(59_000);
});
