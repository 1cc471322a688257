import { useFormMessages } from '../shared/useFormMessages';
import { locationsMessages } from './messages';

/**
 * The translator of the locations flow, with `fieldError` and `summary` (see `useFormMessages`).
 *
 * @example
 * const { t, fieldError, summary } = useLocationsMessages();
 * <ZipField error={fieldError(errors, 'zip')} />
 */
export function useLocationsMessages() {
  return useFormMessages(locationsMessages);
}
