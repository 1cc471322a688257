import { useFormMessages } from '../shared/useFormMessages';
import { contractorsMessages } from './messages';

/**
 * The translator of the contractors flow, with `fieldError` and `summary` (see `useFormMessages`).
 *
 * @example
 * const { t, fieldError } = useContractorsMessages();
 * <SSNField error={fieldError(errors, 'ssn')} />
 */
export function useContractorsMessages() {
  return useFormMessages(contractorsMessages);
}
