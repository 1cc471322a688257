import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as tokenInfoQueries from './queryOptions';

/**
 * What the token behind the proxy may do; cached for the session.
 *
 * @example
 * const scopes = useTokenInfo().data?.scope.split(' ');
 */
export function useTokenInfo() {
  return useQuery(tokenInfoQueries.detail(usePayrollClient()));
}

/**
 * Whether the token holds a scope (`'payrolls:run'`, `'employees:write'`…). `undefined` while
 * unknown, so a UI can hide an action until it knows rather than flash it.
 *
 * @example
 * const canRun = useCan('payrolls:run');
 * {canRun && <RunPayrollButton />}
 */
export function useCan(scope: string): boolean | undefined {
  const { data } = useTokenInfo();
  if (!data) return undefined;
  return data.scope.split(/\s+/).includes(scope);
}
