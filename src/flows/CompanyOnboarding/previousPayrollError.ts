import { isApiError } from '../../api/errors';

/**
 * The words of a failed previous payroll call: the service's own message (on a field, else on the
 * call), else the flow's generic or connection words.
 *
 * @example
 * setError(previousPayrollError(caught, flowWords.t));
 */
export const previousPayrollError = (
  caught: unknown,
  t: (key: 'error.generic' | 'error.network') => string,
): string =>
  isApiError(caught)
    ? (caught.errors[0]?.errors?.[0]?.message ?? caught.errors[0]?.message ?? t('error.generic'))
    : t('error.network');
