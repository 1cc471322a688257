/**
 * The value at `path` (dots and indices, as react-hook-form writes them: `splits.1.amount`), or
 * undefined when any step of the way is missing.
 *
 * @example
 * getPath({ splits: [{ amount: '1' }, { amount: '2' }] }, 'splits.1.amount'); // '2'
 */
export function getPath(value: unknown, path: string): unknown {
  let current = value;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * Whether `path` names a value of `value`, even an empty one (`''`, `null`): a form has an input
 * for every path its values hold.
 *
 * @example
 * hasPath({ street_2: '' }, 'street_2'); // true
 * hasPath({ street_2: '' }, 'county'); // false
 */
export function hasPath(value: unknown, path: string): boolean {
  let current = value;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(segment in current)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}
