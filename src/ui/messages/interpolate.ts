/** Values for the `{name}` placeholders of a message. */
export type MessageValues = Record<string, string | number>;

/**
 * Fills `{name}` placeholders; a placeholder without a value stays visible rather than vanishing,
 * so a missing value is noticed in review instead of producing a silently wrong sentence.
 *
 * @example
 * interpolate('Page {page} of {totalPages}', { page: 2, totalPages: 5 }); // 'Page 2 of 5'
 */
export function interpolate(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
