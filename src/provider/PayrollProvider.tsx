import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** Configuration of {@link PayrollProvider}. */
export interface PayrollProviderProps {
  /** Base URL of the partner's payroll proxy (same origin); the browser never holds a token. */
  baseUrl: string;
  /** Share the partner's own query cache; by default the provider makes one. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Root of every payroll-kit flow: the API client, the query cache and the theme.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <EmployeeOnboarding companyId={companyId} />
 * </PayrollProvider>
 */
export function PayrollProvider({ queryClient, children }: PayrollProviderProps) {
  const [ownClient] = useState(() => queryClient ?? new QueryClient());
  return (
    <QueryClientProvider client={ownClient}>
      <div className="pk-root">{children}</div>
    </QueryClientProvider>
  );
}
