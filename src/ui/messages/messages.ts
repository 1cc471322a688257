import { en, type UIDictionary, type UIMessageKey } from './en';
import { es } from './es';
import { interpolate, type MessageValues } from './interpolate';

/**
 * A partner's replacement text for any message, UI kit or flow, by its full key
 * (`'validation.required'`, `'onboarding.profile.title'`). Applies in the provider's locale.
 */
export type MessageOverrides = Partial<Record<UIMessageKey, string>> & Record<string, string>;

/** The translator the UI kit and flows read text through. */
export interface Messages {
  /** The provider's BCP 47 locale, e.g. `en-US` or `es-US`. */
  locale: string;
  /**
   * Text for `key` in the provider's locale with `{name}` placeholders filled. Order: partner
   * override, then the locale's dictionary, then English, then `fallback`, then the key itself:
   * an unknown key never throws.
   */
  t(key: UIMessageKey | (string & {}), values?: MessageValues, fallback?: string): string;
  /** Whether `key` has text anywhere (override or dictionary). */
  has(key: string): boolean;
}

const uiDictionaries: Record<string, UIDictionary> = { en, es };

/**
 * Candidate dictionary names for a locale, most specific first: `es-US` → `['es-US', 'es']`.
 *
 * @example
 * localeChain('es-US'); // ['es-US', 'es']
 */
export function localeChain(locale: string): string[] {
  const language = locale.split('-')[0] ?? locale;
  return language === locale ? [locale] : [locale, language];
}

/**
 * Builds the translator of one provider.
 *
 * @example
 * createMessages('es-US', { 'validation.required': '¡Obligatorio!' }).t('validation.required');
 */
export function createMessages(locale: string, overrides: MessageOverrides = {}): Messages {
  const dictionaries = [
    ...localeChain(locale)
      .map((name) => uiDictionaries[name])
      .filter((d): d is UIDictionary => Boolean(d)),
    en,
  ] as Array<Record<string, string>>;
  const lookup = (key: string): string | undefined => {
    if (Object.hasOwn(overrides, key)) return overrides[key];
    for (const dictionary of dictionaries) if (Object.hasOwn(dictionary, key)) return dictionary[key];
    return undefined;
  };
  return {
    locale,
    t: (key, values, fallback) => interpolate(lookup(key) ?? fallback ?? key, values),
    has: (key) => lookup(key) !== undefined,
  };
}
