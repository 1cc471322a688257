import { selectPlurals } from './plural';

/** Values for the `{name}` placeholders of a message. */
export type MessageValues = Record<string, string | number>;

/**
 * Fills `{name}` placeholders, after picking the plural forms of `{count, plural, one {…}
 * other {…}}` blocks by `locale`'s grammar. A placeholder without a value stays visible rather
 * than vanishing, so a missing value is noticed in review instead of producing a silently wrong
 * sentence.
 *
 * @example
 * interpolate('Page {page} of {totalPages}', { page: 2, totalPages: 5 }); // 'Page 2 of 5'
 * interpolate('{count, plural, one {# row} other {# rows}}', { count: 1 }, 'en-US'); // '1 row'
 */
export function interpolate(template: string, values?: MessageValues, locale = 'en-US'): string {
  if (!values) return template;
  return selectPlurals(template, values, locale).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
