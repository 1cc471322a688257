import { useCallback } from 'react';
import { useFormMessages } from '../shared/useFormMessages';
import { paySchedulesMessages } from './messages';

/**
 * The translator of the pay schedules flow, with `fieldError` and `summary` (see
 * `useFormMessages`), and a frequency's label.
 *
 * @example
 * const { t, fieldError, summary, frequencyLabel } = usePaySchedulesMessages();
 * <DateField error={fieldError(errors, 'anchor_pay_date')} />
 */
export function usePaySchedulesMessages() {
  const messages = useFormMessages(paySchedulesMessages);
  const { lookup } = messages;
  const frequencyLabel = useCallback(
    (frequency: string): string => lookup(`frequency.${frequency}`, frequency),
    [lookup],
  );
  return { ...messages, frequencyLabel };
}
