import type { QueryClient } from '@tanstack/react-query';
import * as table from './invalidationTable';

/* invalidateAfter gathers invalidationTable's entries (each area's hooks/<area>/invalidations.ts): hooks
   import theirs one by one, so a page that never touches `invalidateAfter` itself bundles only the
   invalidations of the hooks it calls. */
/**
 * What each kind of write changes, so a mutation refreshes exactly that. Onboarding status is
 * refreshed by every write to an employee's onboarding data because the service derives the
 * steps' `completed` flags from it.
 *
 * @example
 * await invalidateAfter.employeePart(queryClient, employeeId, 'home_addresses');
 */
export const invalidateAfter: typeof table = /* @__PURE__ */ Object.assign({}, table);

/**
 * After any time off write of a partner's own (a request filed or approved outside the kit): every
 * time off read of the company is refreshed, and the request's record when given.
 *
 * @example
 * await refreshTimeOff(queryClient, companyId, { requestId: request.uuid });
 */
export function refreshTimeOff(
  queryClient: QueryClient,
  companyId: string,
  { requestId }: { requestId?: string } = {},
): Promise<void> {
  return table.timeOff(queryClient, companyId, requestId);
}
