import { isApiError } from '../../api/errors';

/**
 * The service's own words for a refused write (a benefit still enrolled, one a payroll deducted),
 * or undefined when it gave none (a lost connection), for the list to say why.
 *
 * @example
 * const reason = serviceReason(error) ?? t('error.generic');
 */
export function serviceReason(error: unknown): string | undefined {
  const entry = isApiError(error) ? error.errors[0] : undefined;
  return entry?.message;
}
