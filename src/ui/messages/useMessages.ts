import { useContext } from 'react';
import { UIContext } from '../context/UIContext';
import type { Messages } from './messages';

/**
 * The translator of the nearest {@link UIProvider}, with the partner's `messages` merged in.
 *
 * @example
 * const { t } = useMessages();
 * <p role="alert">{t(error.message, undefined, 'Check this field.')}</p>
 */
export function useMessages(): Messages {
  return useContext(UIContext).messages;
}
