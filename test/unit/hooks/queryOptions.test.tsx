// @vitest-environment jsdom
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { createPayrollClient, employeeQueries, jobQueries, payrollQueries } from '../../../src/queries';
import { useEmployee, useEmployees, useJobs, usePayrolls } from '../../../src/headless';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { BASE_URL, startDemo } from '../api/demoService';

afterEach(cleanup);

/** Counts the requests the service sees, by method and path. */
function countingFetch(fetchFn: typeof fetch) {
  const seen: string[] = [];
  const counted: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
    return fetchFn(request);
  };
  return { seen, fetch: counted };
}

function browser(queryClient: QueryClient, fetchFn: typeof fetch) {
  const client = createPayrollClient({ baseUrl: BASE_URL, fetch: fetchFn });
  return ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
}

test('what a server prefetches with the factories, the hooks read after hydration without asking again', async () => {
  const { api, fetchFn } = startDemo(3);
  // The server: its own client and cache, no React.
  const server = new QueryClient();
  const serverClient = createPayrollClient({ baseUrl: BASE_URL, fetch: fetchFn });
  const page = await server.fetchQuery(
    employeeQueries.list(serverClient, api.companyUuid, { page: 1, per: 25 }),
  );
  const employeeId = page.items[0]!.uuid;
  await Promise.all([
    server.prefetchQuery(employeeQueries.detail(serverClient, employeeId)),
    server.prefetchQuery(jobQueries.list(serverClient, employeeId)),
  ]);

  // The browser: the dehydrated state crosses as JSON (what HydrationBoundary carries).
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  hydrate(queryClient, JSON.parse(JSON.stringify(dehydrate(server))));
  const browserFetch = countingFetch(fetchFn);
  const { result } = renderHook(
    () => ({
      list: useEmployees(api.companyUuid, { page: 1, per: 25 }),
      employee: useEmployee(employeeId),
      jobs: useJobs(employeeId),
    }),
    { wrapper: browser(queryClient, browserFetch.fetch) },
  );

  expect(result.current.list.data?.items.map((e) => e.uuid)).toEqual(page.items.map((e) => e.uuid));
  expect(result.current.employee.data?.first_name).toBe(page.items[0]!.first_name);
  expect(result.current.jobs.data?.length).toBeGreaterThan(0);
  expect(browserFetch.seen).toEqual([]);
});

test('a router loader ensures the data once; the screen it renders reads it from the cache', async () => {
  const { api, fetchFn } = startDemo(2);
  const counted = countingFetch(fetchFn);
  const client = createPayrollClient({ baseUrl: BASE_URL, fetch: counted.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  const filters = { processingStatuses: ['unprocessed' as const] };

  // The loader, run twice (a revisit): one request.
  const loader = () => queryClient.ensureQueryData(payrollQueries.list(client, api.companyUuid, filters));
  const first = await loader();
  await loader();
  expect(counted.seen.filter((line) => line.endsWith('/payrolls'))).toHaveLength(1);

  const { result } = renderHook(() => usePayrolls(api.companyUuid, filters), {
    wrapper: browser(queryClient, counted.fetch),
  });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data?.items.map((p) => p.uuid)).toEqual(first.items.map((p) => p.uuid));
  expect(counted.seen.filter((line) => line.endsWith('/payrolls'))).toHaveLength(1);
});

test('the data is typed through the tagged key: getQueryData reads what the factory cached', async () => {
  const { api, fetchFn } = startDemo(1);
  const client = createPayrollClient({ baseUrl: BASE_URL, fetch: fetchFn });
  const queryClient = new QueryClient();
  const options = employeeQueries.list(client, api.companyUuid);
  await queryClient.prefetchQuery(options);
  const cached = queryClient.getQueryData(options.queryKey);
  expect(cached?.items).toHaveLength(1);
});
