import { useCallback } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { FieldIssue } from '../../api/fieldErrors';
import type { TimeOffRequestValues } from '../../hooks/useTimeOffRequestForm';
import { useFlowMessages, type ErrorSummaryItem } from '../../ui';
import { timeOffMessages } from './messages';

/**
 * The translator of the time off flow, plus the inline message of a field (schema keys and the
 * service's own text alike) and the form-level errors as error-summary items.
 *
 * @example
 * const { t, fieldError, summary } = useTimeOffMessages();
 * <TextField error={fieldError(errors, 'hours')} />
 */
export function useTimeOffMessages() {
  const messages = useFlowMessages(timeOffMessages);
  const { t } = messages;
  const fieldError = useCallback(
    (errors: FieldErrors<TimeOffRequestValues>, name: keyof TimeOffRequestValues): string | undefined => {
      const message = errors[name]?.message;
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
