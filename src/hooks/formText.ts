/** The fields of a record that hold text or nothing. */
type TextField<Rec> = {
  [Field in keyof Rec]-?: Rec[Field] extends string | null | undefined ? Field : never;
}[keyof Rec];

/**
 * A stored record's text fields as a form shows them: an input holds text, so "none" (`null` or
 * missing) is the empty string, which the form's schema reads back as "none" on save.
 *
 * @example
 * formText(employee, ['first_name', 'middle_initial']); // { first_name: 'Ada', middle_initial: '' }
 */
export function formText<Rec, Field extends TextField<Rec>>(
  record: Rec,
  fields: readonly Field[],
): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) values[field] = (record[field] as string | null | undefined) ?? '';
  return values;
}
