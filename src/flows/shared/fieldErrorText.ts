import type { FieldErrors, FieldValues } from 'react-hook-form';
import { getPath } from '../../api/paths';

/**
 * The translated inline message of the field at `path` (dots and indices), or undefined. Schema
 * messages are message keys; a server message is text, which `t` hands back unchanged.
 * `values` fill placeholders such as `{max}`.
 *
 * @example
 * <TextField error={fieldErrorText(t, formState.errors, 'splits.1.split_amount')} />
 */
export function fieldErrorText<V extends FieldValues>(
  t: (key: never, values?: Record<string, string | number>) => string,
  errors: FieldErrors<V>,
  path: string,
  values?: Record<string, string | number>,
): string | undefined {
  const message = (getPath(errors, path) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? t(message as never, values) : undefined;
}
