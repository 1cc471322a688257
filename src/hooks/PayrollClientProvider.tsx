import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPayrollClient, type PayrollClient } from '../api/client';
import { isApiError } from '../api/errors';

const PayrollClientContext = /* @__PURE__ */ createContext<PayrollClient | null>(null);

/**
 * Props of {@link PayrollClientProvider}: a ready client, or the `baseUrl` of the partner proxy
 * (and optionally a `fetch`) to make one.
 *
 * @example
 * const props: PayrollClientProviderProps = { baseUrl: '/api/payroll', children: null };
 */
export interface PayrollClientProviderProps {
  client?: PayrollClient;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Share the partner's query cache; by default the provider makes its own. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Puts the payroll API client and a query cache in context for every headless hook.
 *
 * @example
 * <PayrollClientProvider baseUrl="/api/payroll">
 *   <MyEmployeeTable companyId={companyId} />
 * </PayrollClientProvider>
 */
export function PayrollClientProvider(props: PayrollClientProviderProps) {
  const [client] = useState(() => {
    if (props.client) return props.client;
    if (!props.baseUrl) {
      throw new Error('PayrollClientProvider needs a client or the baseUrl of your payroll proxy');
    }
    return createPayrollClient({ baseUrl: props.baseUrl, fetch: props.fetch });
  });
  const [queryClient] = useState(
    () =>
      props.queryClient ??
      new QueryClient({
        // The client already retried what is worth retrying (429s, dropped answers); a 4xx
        // answer will not change by asking again.
        defaultOptions: { queries: { retry: (failures, error) => !isApiError(error) && failures < 1 } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <PayrollClientContext.Provider value={props.client ?? client}>
        {props.children}
      </PayrollClientContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * The client of the nearest {@link PayrollClientProvider}.
 *
 * @example
 * const client = usePayrollClient();
 * await getEmployee(client, employeeId);
 */
export function usePayrollClient(): PayrollClient {
  const client = useContext(PayrollClientContext);
  if (!client) {
    throw new Error('usePayrollClient must be used inside <PayrollClientProvider> or <PayrollProvider>');
  }
  return client;
}
