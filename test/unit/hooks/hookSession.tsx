import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createDemoApi, createDemoFetch } from '../../../src/demo-api';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { demoClient, dropResponses, recordRequests } from '../api/demoService';

/** What {@link hookSession} starts. */
export interface HookSessionOptions {
  /** Employees of the demo company. Default 2. */
  employees?: number;
  /** Wraps the service's fetch under the hooks' client (a lost answer, a held request). */
  through?: (direct: typeof fetch) => typeof fetch;
  /** The token the hooks' client sends. Default the company token; the system token for partner-level hooks. */
  token?: string;
}

/**
 * The in-process demo service on Mon 15 June 2026 and a `renderHook` wrapper on it, as the admin
 * (company token): the hooks' requests are recorded, and `colleague` reads and writes the same
 * service directly, as another tab would.
 *
 * @example
 * const { wrapper, companyId, recorder } = hookSession({ through: losingFirstPost('/earning_types') });
 */
export function hookSession({
  employees = 2,
  through,
  token = 'demo-company-token',
}: HookSessionOptions = {}) {
  const api = createDemoApi({ employees, now: () => new Date('2026-06-15T16:00:00Z') });
  const direct = createDemoFetch(api, { token }) as typeof fetch;
  const recorder = recordRequests(through ? through(direct) : direct);
  const client = demoClient(recorder.fetch);
  const colleague = demoClient(direct, { retry: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  return { api, direct, recorder, client, colleague, queryClient, wrapper, companyId: api.companyUuid };
}

/** `through` for {@link hookSession}: the answer to the first POST to a path ending so is lost. */
export function losingFirstPost(pathEnd: string): (direct: typeof fetch) => typeof fetch {
  return (direct) => dropResponses(direct, (r) => r.method === 'POST' && r.url.endsWith(pathEnd));
}
