import { useContext, useMemo } from 'react';
import { UIContext } from '../context/UIContext';
import { interpolate } from './interpolate';
import type { FlowMessages, MessageDictionary } from './defineMessages';

/**
 * A flow's translator for a screen that shows no validation message (a list, an overview, a
 * screen whose checks have words of their own): the provider's `messages` under `namespace.key`,
 * then the flow's English, then the UI kit's core words, but not the validation words, which
 * load only with the forms (`useFlowMessages`).
 *
 * @example
 * const { t } = useScreenMessages(listMessages);
 * <h2>{t('list.title')}</h2>
 */
export function useScreenMessages<K extends string>(dictionary: MessageDictionary<K>): FlowMessages<K> {
  return useFlowTranslator(dictionary);
}

/**
 * A flow's translator over the provider's core messages, plus `moreEnglish` when given (the
 * validation words, for {@link useFlowMessages}): what both flow translators are made of.
 *
 * @example
 * const { t } = useFlowTranslator(listMessages);
 */
export function useFlowTranslator<K extends string>(
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
