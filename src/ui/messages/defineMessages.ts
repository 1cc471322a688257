import type { MessageValues } from './interpolate';
import type { UIMessageKey } from './en';

/**
 * A flow's own dictionary: English is complete, other languages may be partial (they fall back
 * to English key by key). Keys are stored with the namespace prefix, which is also the key a
 * partner uses in the provider's `messages` prop.
 */
export interface MessageDictionary<K extends string> {
  readonly namespace: string;
  readonly en: Readonly<Record<K, string>>;
  readonly translations: Readonly<Record<string, Partial<Record<K, string>>>>;
}

/**
 * Declares a flow's namespaced dictionary.
 *
 * @example
 * export const onboardingMessages = defineMessages('onboarding', {
 *   en: { 'profile.title': 'Personal details', 'profile.greeting': 'Welcome, {name}' },
 *   es: { 'profile.title': 'Datos personales' },
 * });
 * // partner override key: 'onboarding.profile.title'
 */
export function defineMessages<const E extends Record<string, string>>(
  namespace: string,
  dictionaries: { en: E } & Record<string, Partial<Record<keyof E & string, string>>>,
): MessageDictionary<keyof E & string> {
  const { en, ...translations } = dictionaries;
  return { namespace, en, translations };
}

/** The translator a flow gets from {@link useFlowMessages}: its own keys, plus every UI kit key. */
export interface FlowMessages<K extends string> {
  locale: string;
  t(key: K | UIMessageKey, values?: MessageValues, fallback?: string): string;
}
