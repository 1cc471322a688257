import { useContext, useMemo } from 'react';
import { UIContext } from '../context/UIContext';
import { interpolate } from './interpolate';
import type { FlowMessages, MessageDictionary } from './defineMessages';

/**
 * A flow's translator: the provider's `messages` under `namespace.key` (a partner's wording or a
 * translation such as `payroll-kit/locales/es`), then the flow's English, then the UI kit's
 * dictionary, then `moreEnglish` (a form passes `validationEn`, so screens without a form do not
 * load those words).
 *
 * @example
 * const { t } = useFlowMessages(onboardingMessages);
 * <h2>{t('list.title')}</h2>
 */
export function useFlowMessages<K extends string>(
  dictionary: MessageDictionary<K>,
  moreEnglish?: Readonly<Record<string, string>>,
): FlowMessages<K> {
  const { messages, overrides } = useContext(UIContext);
  return useMemo(() => {
    const english: Partial<Record<string, string>> = dictionary.en;
    const own = (key: string): string | undefined => {
      const full = `${dictionary.namespace}.${key}`;
      if (Object.hasOwn(overrides, full)) return overrides[full];
      return Object.hasOwn(english, key) ? english[key] : undefined;
    };
    const text = (key: string): string | undefined => {
      const found = own(key);
      if (found !== undefined) return found;
      const common = `common.${key}`;
      if (messages.has(common)) return messages.t(common);
      if (messages.has(key)) return messages.t(key);
      return moreEnglish && Object.hasOwn(moreEnglish, key) ? moreEnglish[key] : undefined;
    };
    return {
      locale: messages.locale,
      t: (key, values) => interpolate(text(key) ?? key, values, messages.locale),
      lookup: (key, fallback, values) => interpolate(text(key) ?? fallback, values, messages.locale),
    };
  }, [dictionary, moreEnglish, messages, overrides]);
}
