/* The one three-way merge of the kit: a versioned record's 409 (`versionedUpdate.ts`) and the
   payroll editor's rows laid over a fresh read (`hooks/payroll/payrollEditorStore.ts`) both use it. */

/**
 * One field both sides changed differently since the version the user started from.
 *
 * @example
 * const field: ConflictField = { name: 'first_name', base: 'Ada', remote: 'Adah', local: 'Ada L.' };
 */
export interface ConflictField {
  name: string;
  /** The value the user started editing from. */
  base: unknown;
  /** The value someone else saved meanwhile. */
  remote: unknown;
  /** The value the user wants. */
  local: unknown;
}

/**
 * Structural equality of JSON values (key order aside).
 *
 * @example
 * sameValue({ a: [1] }, { a: [1] }); // true
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    // A missing field and null mean the same to the service.
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Three-way merge of the user's changes onto a record someone else changed: fields only the user
 * changed are re-applied (`delta`); fields both changed to different values are conflicts; fields
 * both changed to the same value need no write (in neither). `same` says when two values are equal
 * (structural JSON equality by default; the payroll editor reads decimals by value).
 *
 * @example
 * threeWayMerge(base, remote, { first_name: 'Ada' }); // { delta: { first_name: 'Ada' }, conflicts: [] }
 */
export function threeWayMerge<T extends object>(
  base: T,
  remote: T,
  local: Partial<T>,
  same: (a: unknown, b: unknown) => boolean = sameValue,
): { delta: Partial<T>; conflicts: ConflictField[] } {
  const delta: Partial<T> = {};
  const conflicts: ConflictField[] = [];
  for (const key of Object.keys(local) as Array<keyof T>) {
    const mine = local[key];
    if (same(remote[key], mine)) continue;
    if (same(base[key], remote[key])) delta[key] = mine;
    else conflicts.push({ name: String(key), base: base[key], remote: remote[key], local: mine });
  }
  return { delta, conflicts };
}
