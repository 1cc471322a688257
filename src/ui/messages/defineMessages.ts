import type { MessageValues } from './interpolate';
import type { UIMessageKey } from './en';

/**
 * A flow's own dictionary, in English only: other languages ship outside the main bundle (e.g.
 * `payroll-kit/locales/es`) and reach the flow as namespaced keys in the provider's `messages`.
 * The namespace prefix is also the key a partner uses to override one string.
 */
export interface MessageDictionary<K extends string> {
  readonly namespace: string;
  readonly en: Readonly<Record<K, string>>;
}

/**
 * Declares a flow's namespaced English dictionary.
 *
 * @example
 * export const onboardingMessages = defineMessages('onboarding', {
 *   'profile.title': 'Personal details',
 *   'profile.greeting': 'Welcome, {name}',
 * });
 * // partner override key: 'onboarding.profile.title'
 */
export function defineMessages<const E extends Record<string, string>>(
  namespace: string,
  en: E,
): MessageDictionary<keyof E & string> {
  return { namespace, en };
}

/**
 * A key of the flows' shared `common` dictionary (`common.conflict.field` is read as
 * `conflict.field`): every flow's translator knows these words without holding them.
 *
 * @example
 * const key: CommonMessageKey = 'conflict.keepMine';
 */
export type CommonMessageKey = {
  [P in UIMessageKey]: P extends `common.${infer Key}` ? Key : never;
}[UIMessageKey];

/**
 * The translator a flow gets from {@link useFlowMessages}: `t` for the keys the flow knows at
 * build time (its own, the shared `common` ones and every UI kit key, checked by the compiler),
 * `lookup` for a key that comes from data and may have no text (a service's blocker or holiday
 * key, a schema's message).
 *
 * @example
 * const { t, lookup } = useFlowMessages(payrollRunMessages);
 * t('landing.title');
 * lookup(`blocker.${blocker.key}`, blocker.message);
 */
export interface FlowMessages<K extends string> {
  locale: string;
  /** Text of a known key with its `{name}` placeholders filled. */
  t(key: K | CommonMessageKey | UIMessageKey, values?: MessageValues): string;
  /**
   * Text of a key known only at run time: the provider's `messages`, the flow's English, the
   * `common` words and the UI kit, in that order; `fallback` when none has the key.
   */
  lookup(key: string, fallback: string, values?: MessageValues): string;
}
