import { coreEn } from './coreEn';
import type { UIMessageKey } from './en';
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
   * English (`coreEn`; a form's translator adds `validationEn`), then `fallback`, then the key
   * itself: an unknown key never throws.
   */
  t(key: UIMessageKey | (string & {}), values?: MessageValues, fallback?: string): string;
  /** Whether `key` has text anywhere (override or dictionary). */
  has(key: string): boolean;
}

/**
 * Builds the translator of one provider. The locale names the language for `Intl` and `lang`;
 * the text comes from `overrides` (e.g. a translation), with English for every key they lack.
 *
 * @example
 * createMessages('es-US', { 'validation.required': '¡Obligatorio!' }).t('validation.required');
 */
export function createMessages(locale: string, overrides: MessageOverrides = {}): Messages {
  const english: Record<string, string> = coreEn;
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
