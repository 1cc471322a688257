/**
 * Writes the fields a delta sent onto a record; a field left out (undefined) stays as it was.
 * Typed: a value must fit the record's field, so no record is written through a cast.
 *
 * @example
 * assignFields(location, { city: 'Oakland', street_2: null });
 */
export function assignFields<R extends object>(record: R, values: Partial<R>): void {
  for (const key of Object.keys(values) as (keyof R)[]) {
    const value = values[key];
    if (value !== undefined) record[key] = value;
  }
}
