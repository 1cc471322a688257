import { useFormMessages } from '../shared/useFormMessages';
import { employeeManagementMessages } from './messages';

/**
 * The translator of the employee management flow, with `fieldError` and `summary` (see
 * `useFormMessages`).
 *
 * @example
 * const { t, fieldError } = useManagementMessages();
 */
export function useManagementMessages() {
  return useFormMessages(employeeManagementMessages);
}
