import { useCallback } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { FieldIssue } from '../../api/fieldErrors';
import type { PayScheduleValues } from '../../hooks/usePayScheduleForm';
import { useFlowMessages, type ErrorSummaryItem } from '../../ui';
import { paySchedulesMessages } from './messages';

/**
 * The translator of the pay schedules flow, plus the inline message of a field (schema keys and
 * the service's own text alike), the form-level errors as error-summary items, and a frequency's
 * label.
 *
 * @example
 * const { t, fieldError, summary, frequencyLabel } = usePaySchedulesMessages();
 * <DateField error={fieldError(errors, 'anchor_pay_date')} />
 */
export function usePaySchedulesMessages() {
  const messages = useFlowMessages(paySchedulesMessages);
  const { t } = messages;
  const fieldError = useCallback(
    (errors: FieldErrors<PayScheduleValues>, name: keyof PayScheduleValues): string | undefined => {
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
  const frequencyLabel = useCallback(
    (frequency: string): string => t(`frequency.${frequency}` as never, undefined, frequency),
    [t],
  );
  return { ...messages, fieldError, summary, frequencyLabel };
}
