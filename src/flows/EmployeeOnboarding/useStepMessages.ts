import { useCallback } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { FieldIssue } from '../../api/fieldErrors';
import { useFlowMessages, type ErrorSummaryItem } from '../../ui';
import { onboardingMessages } from './messages';

/** Reads `a.b.0.c` out of react-hook-form's nested error object. */
function errorAt(errors: FieldErrors, path: string): { message?: unknown } | undefined {
  let current: unknown = errors;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current as { message?: unknown } | undefined;
}

/**
 * The translator of the onboarding steps, plus the two error helpers every step needs: the
 * translated inline message of a field (validation keys and the service's own text alike), and
 * the form-level errors as error-summary items.
 *
 * @example
 * const { t, fieldError, summary } = useStepMessages();
 * <TextField error={fieldError(errors, 'zip')} />
 * <ErrorSummary errors={summary(formErrors)} />
 */
export function useStepMessages() {
  const messages = useFlowMessages(onboardingMessages);
  const { t } = messages;
  const fieldError = useCallback(
    <V extends FieldValues>(errors: FieldErrors<V>, path: string): string | undefined => {
      const message = errorAt(errors as FieldErrors, path)?.message;
      // Schema messages are keys; a server message is text and `t` hands it back unchanged.
      return typeof message === 'string' && message ? t(message as never) : undefined;
    },
    [t],
  );
  const summary = useCallback(
    (issues: readonly FieldIssue[]): ErrorSummaryItem[] =>
      issues.map((issue) => {
        if (issue.category === 'network_error') return { message: t('error.network') };
        if (issue.category === 'timeout') return { message: t('error.timeout') };
        return { message: issue.message ?? t('error.generic') };
      }),
    [t],
  );
  return { ...messages, fieldError, summary };
}
