/**
 * A record's optional text fields as a form shows them: each named field's text, and the empty
 * string for one the service left out or sent as null (an input holds text, never null).
 *
 * @example
 * formText({ email: 'ada@example.com', work_email: null }, ['email', 'work_email']);
 * // { email: 'ada@example.com', work_email: '' }
 */
export function formText<Key extends string>(
  record: { readonly [K in Key]?: string | null } | null | undefined,
  keys: readonly Key[],
): Record<Key, string> {
  const text = {} as Record<Key, string>;
  for (const key of keys) text[key] = record?.[key] ?? '';
  return text;
}
