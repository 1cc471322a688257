import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PayrollClientProvider } from '../hooks/PayrollClientProvider';
import { UIProvider, type UIProviderProps } from '../ui';

/** Configuration of {@link PayrollProvider}. */
export interface PayrollProviderProps extends Omit<UIProviderProps, 'children'> {
  /** Base URL of the partner's payroll proxy (same origin); the browser never holds a token. */
  baseUrl: string;
  /**
   * The `fetch` the client calls; defaults to the global one. Tests and Storybook pass the demo
   * service's in-process fetch here.
   */
  fetch?: typeof fetch;
  /** Share the partner's own query cache; by default the provider makes one. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Root of every payroll-kit flow: the API client and query cache (headless layer) plus theme,
 * locale, messages and component adapters (UI layer).
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll" locale="es-US" theme={{ color: { primary: '#0a7' } }}>
 *   <EmployeeOnboarding companyId={companyId} />
 * </PayrollProvider>
 */
export function PayrollProvider({ baseUrl, fetch, queryClient, children, ...ui }: PayrollProviderProps) {
  return (
    <PayrollClientProvider baseUrl={baseUrl} fetch={fetch} queryClient={queryClient}>
      <UIProvider {...ui}>{children}</UIProvider>
    </PayrollClientProvider>
  );
}
