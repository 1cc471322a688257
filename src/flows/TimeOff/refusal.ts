import { isApiError, NetworkError, TimeoutError } from '../../api/errors';

/**
 * What to tell the user when a write was refused or never arrived: the service's own words for
 * its first entry (a nested entry's when there is one), else the flow's for a lost connection, a
 * timeout or anything else.
 *
 * @example
 * onError: (error) => setError(refusalText(t, error));
 */
export function refusalText(
  t: (key: 'error.network' | 'error.timeout' | 'error.generic') => string,
  error: unknown,
): string {
  if (error instanceof NetworkError) return t('error.network');
  if (error instanceof TimeoutError) return t('error.timeout');
  const entry = isApiError(error) ? error.errors[0] : undefined;
  return entry?.errors?.[0]?.message ?? entry?.message ?? t('error.generic');
}
