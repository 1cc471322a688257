import type { FieldErrors, FieldValues } from 'react-hook-form';
import { getPath } from '../../api/paths';
import type { FlowMessages } from '../../ui';

/**
 * The translated inline message of the field at `path` (dots and indices), or undefined. Schema
 * messages are message keys; a server message is text, which `lookup` hands back unchanged.
 * `values` fill placeholders such as `{max}`.
 *
 * @example
 * const { lookup } = useScreenMessages(onboardingMessages);
 * <TextField error={fieldErrorText(lookup, formState.errors, 'splits.1.split_amount')} />
 */
export function fieldErrorText<V extends FieldValues>(
  lookup: FlowMessages<string>['lookup'],
  errors: FieldErrors<V>,
  path: string,
  values?: Record<string, string | number>,
): string | undefined {
  const message = (getPath(errors, path) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? lookup(message, message, values) : undefined;
}
