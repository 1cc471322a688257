import { useScreenMessages } from '../../ui';
import { employeePortalMessages } from './messages';

/**
 * The translator of the portal's screens without a form (the shell, the overview, the lists): the
 * flow's words without the validation words, which load only with the forms' chunk (see
 * `usePortalFormMessages`).
 *
 * @example
 * const { t } = usePortalMessages();
 * t('overview.title');
 */
export function usePortalMessages() {
  return useScreenMessages(employeePortalMessages);
}
