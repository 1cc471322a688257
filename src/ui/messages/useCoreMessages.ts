import { useContext } from 'react';
import { UIContext } from '../context/UIContext';
import type { Messages } from './messages';

/**
 * The provider's translator for the UI kit's own primitives, which show no validation words (a
 * field's error arrives translated): the core English only, so they do not load `validationEn`.
 *
 * @example
 * const { t } = useCoreMessages();
 * <nav aria-label={t('pagination.label')}>…</nav>
 */
export function useCoreMessages(): Messages {
  return useContext(UIContext).messages;
}
