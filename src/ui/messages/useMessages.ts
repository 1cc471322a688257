import { useContext, useMemo } from 'react';
import { UIContext } from '../context/UIContext';
import { withEnglish, type Messages } from './messages';
import { validationEn } from './validationEn';

/**
 * The translator of the nearest {@link UIProvider}, with the partner's `messages` merged in: every
 * key of the UI kit, the validation words included.
 *
 * @example
 * const { t } = useMessages();
 * <p role="alert">{t(error.message, undefined, 'Check this field.')}</p>
 */
export function useMessages(): Messages {
  const { messages } = useContext(UIContext);
  return useMemo(() => withEnglish(messages, validationEn), [messages]);
}
