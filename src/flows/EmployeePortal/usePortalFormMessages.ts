import { useFormMessages } from '../shared/useFormMessages';
import { employeePortalMessages } from './messages';

/**
 * The translator of the portal's forms, with `fieldError` and `summary` (see `useFormMessages`):
 * its own module, so the validation words stay in the forms' lazy chunk.
 *
 * @example
 * const { t, fieldError } = usePortalFormMessages();
 */
export function usePortalFormMessages() {
  return useFormMessages(employeePortalMessages);
}
