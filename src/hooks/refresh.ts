import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Refresh the listed keys (prefix match), nothing else: what every area's `invalidations.ts` calls,
 * the only modules that invalidate (a lint rule keeps it so).
 *
 * @example
 * await refresh(queryClient, [queryKeys.employee(employeeId)]);
 */
export async function refresh(queryClient: QueryClient, keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
