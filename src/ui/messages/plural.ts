import type { MessageValues } from './interpolate';

/** A branch's text: plain text and `{name}` placeholders (one level of braces). */
const TEXT = String.raw`(?:[^{}]|\{\w+\})*`;
const BLOCK = new RegExp(String.raw`\{(\w+),\s*plural,((?:\s*[a-z]+\s*\{${TEXT}\})+)\s*\}`, 'g');

/**
 * Picks the plural forms of a message: `{count, plural, one {…} other {…}}` (the ICU
 * MessageFormat subset, categories only) becomes the branch that fits `count` in the locale's
 * grammar, by `Intl.PluralRules`, with `#` standing for the number; `other` is the fallback.
 * Branches may hold `{name}` placeholders, left for interpolation; a block whose count is missing
 * or not a number stays as written, so the gap is seen in review.
 *
 * @example
 * selectPlurals('{count, plural, one {# row} other {# rows}} to go', { count: 1 }, 'en-US'); // '1 row to go'
 */
export function selectPlurals(template: string, values: MessageValues, locale: string): string {
  return template.replace(BLOCK, (whole, name: string, body: string) => {
    const raw = values[name];
    const count = raw === undefined || raw === '' ? Number.NaN : Number(raw);
    if (Number.isNaN(count)) return whole;
    const branch = (key: string) => new RegExp(String.raw`(?:^|\s)${key}\s*\{(${TEXT})\}`).exec(body)?.[1];
    const chosen = branch(new Intl.PluralRules(locale).select(count)) ?? branch('other');
    return chosen === undefined ? whole : chosen.replace(/#/g, String(raw));
  });
}
