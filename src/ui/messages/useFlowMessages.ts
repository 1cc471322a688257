import { useContext, useMemo } from 'react';
import { UIContext } from '../context/UIContext';
import { localeChain } from './messages';
import { interpolate } from './interpolate';
import type { FlowMessages, MessageDictionary } from './defineMessages';

/**
 * A flow's translator: partner override (`namespace.key`), then the flow's dictionary in the
 * provider's locale, then its English, then the UI kit's dictionary (so validation keys work too).
 *
 * @example
 * const { t } = useFlowMessages(onboardingMessages);
 * <h2>{t('profile.title')}</h2>
 */
export function useFlowMessages<K extends string>(dictionary: MessageDictionary<K>): FlowMessages<K> {
  const { messages, overrides } = useContext(UIContext);
  return useMemo(() => {
    const chain = [
      ...localeChain(messages.locale).map((name) => dictionary.translations[name]),
      dictionary.en,
    ].filter(Boolean) as Array<Partial<Record<string, string>>>;
    const own = (key: string): string | undefined => {
      const full = `${dictionary.namespace}.${key}`;
      if (Object.hasOwn(overrides, full)) return overrides[full];
      for (const entries of chain) if (Object.hasOwn(entries, key)) return entries[key];
      return undefined;
    };
    return {
      locale: messages.locale,
      t: (key, values, fallback) => {
        const text = own(key);
        return text === undefined ? messages.t(key, values, fallback) : interpolate(text, values);
      },
    };
  }, [dictionary, messages, overrides]);
}
