import type { FlowMessages, MessageDictionary } from './defineMessages';
import { useFlowTranslator } from './useScreenMessages';
import { validationEn } from './validationEn';

/**
 * A flow's translator: the provider's `messages` under `namespace.key` (a partner's wording or a
 * translation such as `payroll-kit/locales/es`), then the flow's English, then the UI kit's
 * dictionary (so validation keys work too).
 *
 * @example
 * const { t } = useFlowMessages(onboardingMessages);
 * <h2>{t('list.title')}</h2>
 */
export function useFlowMessages<K extends string>(dictionary: MessageDictionary<K>): FlowMessages<K> {
  return useFlowTranslator(dictionary, validationEn);
}
