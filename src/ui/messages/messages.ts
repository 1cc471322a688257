import { coreEn } from './coreEn';
import { en, type UIMessageKey } from './en';
import { interpolate, type MessageValues } from './interpolate';

/**
 * Text for any message, UI kit or flow, by its full key (`'validation.required'`,
 * `'onboarding.profile.title'`): a partner's own wording, or a whole translation such as `es`
 * from `payroll-kit/locales/es` (spread it and add your own keys to do both).
 */
export type MessageOverrides = Partial<Record<UIMessageKey, string>> & Record<string, string>;

/** The translator the UI kit and flows read text through. */
export interface Messages {
  /** The provider's BCP 47 locale, e.g. `en-US` or `es-US`. */
  locale: string;
  /**
   * Text for `key` with `{name}` placeholders filled. Order: the provider's `messages`, then
   * English, then `fallback`, then the key itself: an unknown key never throws.
   */
  t(key: UIMessageKey | (string & {}), values?: MessageValues, fallback?: string): string;
  /** Whether `key` has text anywhere (override or dictionary). */
  has(key: string): boolean;
}

/** A translator over `english`, with `overrides` first. */
function translator(locale: string, overrides: MessageOverrides, english: Record<string, string>): Messages {
  const lookup = (key: string): string | undefined => {
    if (Object.hasOwn(overrides, key)) return overrides[key];
    return Object.hasOwn(english, key) ? english[key] : undefined;
  };
  return {
    locale,
    t: (key, values, fallback) => interpolate(lookup(key) ?? fallback ?? key, values, locale),
    has: (key) => lookup(key) !== undefined,
  };
}

/**
 * Builds a translator for one locale. The locale names the language for `Intl` and `lang`;
 * the text comes from `overrides` (e.g. a translation), with English for every key they lack.
 *
 * @example
 * createMessages('es-US', { 'validation.required': '¡Obligatorio!' }).t('validation.required');
 */
export function createMessages(locale: string, overrides: MessageOverrides = {}): Messages {
  return translator(locale, overrides, en);
}

/**
 * The provider's own translator: {@link createMessages} with the UI kit's core English only.
 * The validation words (`validationEn`) are added where they can be shown (`useMessages`,
 * `useFlowMessages`, the forms), so a screen without a form does not load them.
 *
 * @example
 * createCoreMessages('en-US').t('pagination.next'); // 'Next page'
 */
export function createCoreMessages(locale: string, overrides: MessageOverrides = {}): Messages {
  return translator(locale, overrides, coreEn);
}

/**
 * `messages` that also know `english` (a second dictionary): a key the translator has no text for
 * reads it there, before any caller's fallback.
 *
 * @example
 * withEnglish(messages, validationEn).t('validation.zip'); // 'Enter a 5-digit ZIP code, or ZIP+4.'
 */
export function withEnglish(messages: Messages, english: Readonly<Record<string, string>>): Messages {
  const known = (key: string) => Object.hasOwn(english, key);
  return {
    locale: messages.locale,
    t: (key, values, fallback) => messages.t(key, values, known(key) ? english[key] : fallback),
    has: (key) => messages.has(key) || known(key),
  };
}
