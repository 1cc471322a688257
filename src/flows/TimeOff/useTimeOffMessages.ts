import { useFormMessages } from '../shared/useFormMessages';
import { timeOffMessages } from './messages';

/**
 * The translator of the time off flow, with `fieldError` and `summary` (see `useFormMessages`).
 *
 * @example
 * const { t, fieldError, summary } = useTimeOffMessages();
 * <TextField error={fieldError(errors, 'hours')} />
 */
export function useTimeOffMessages() {
  return useFormMessages(timeOffMessages);
}
