import { useScreenMessages } from '../../ui';
import { timeOffMessages } from './messages';

/**
 * The translator of the time off screens without a form (the shell and the requests list): the
 * flow's words without the validation words, which load only with the forms' chunk. Its own
 * module, because a bundler places modules, not functions: beside `useTimeOffMessages` it would
 * bring the validation words into the first load.
 *
 * @example
 * const { t } = useTimeOffScreenMessages();
 * t('list.title');
 */
export function useTimeOffScreenMessages() {
  return useScreenMessages(timeOffMessages);
}
