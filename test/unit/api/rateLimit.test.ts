import { expect, test } from 'vitest';
import { getEmployee, listEmployees } from '../../../src/api/operations/employees';
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
