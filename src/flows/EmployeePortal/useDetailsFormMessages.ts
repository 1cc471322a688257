import { useFormMessages } from '../shared/useFormMessages';
import { employeePortalDetailsMessages } from './detailsMessages';

/**
 * The translator of the portal's details forms (W-4, state answers, bank account), with
 * `fieldError` (see `useFormMessages`): their words load with them, in the later sections' chunk.
 *
 * @example
 * const { t, fieldError } = useDetailsFormMessages();
 */
export function useDetailsFormMessages() {
  return useFormMessages(employeePortalDetailsMessages);
}
