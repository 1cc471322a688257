import { isApiError } from '../../api/errors';
import type { PendingTimeOffRequest, TimeOffRequestPreview } from '../../api/timeOff/types';

/**
 * The pending requests a refused deactivation names (`time_off_policy` / `invalid_operation`,
 * `metadata.time_off_requests`), so the UI can link them; empty for any other error.
 *
 * @example
 * deactivate.mutate(undefined, { onError: (error) => setBlocking(pendingRequestsOf(error)) });
 */
export function pendingRequestsOf(error: unknown): PendingTimeOffRequest[] {
  if (!isApiError(error)) return [];
  const entry = error.errors.find((e) => e.error_key === 'time_off_policy');
  const list = entry?.metadata?.time_off_requests;
  return Array.isArray(list) ? (list as PendingTimeOffRequest[]) : [];
}

/**
 * The numbers of a request refused for exceeding the balance (422 on `days`, contract.md#time-off), or
 * undefined for any other error.
 *
 * @example
 * const over = overBalanceOf(error); if (over) say(`${over.remaining_balance_hours} h left`);
 */
export function overBalanceOf(error: unknown): TimeOffRequestPreview | undefined {
  if (!isApiError(error)) return undefined;
  const entry = error.errors.find(
    (e) => e.error_key === 'days' && e.metadata?.remaining_balance_hours !== undefined,
  );
  return entry?.metadata as TimeOffRequestPreview | undefined;
}
