import { useFormMessages } from '../useFormMessages';
import { fundingMessages } from './fundingMessages';

/**
 * The translator of the funding blocks (the wire, the money moved), with `fieldError` and
 * `summary` for the confirm-sent form.
 *
 * @example
 * const { t, lookup } = useFundingMessages();
 */
export function useFundingMessages() {
  return useFormMessages(fundingMessages);
}
