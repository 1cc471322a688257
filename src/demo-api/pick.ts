/**
 * The named fields of a record, in the order named: what a view shows as stored, and what it
 * hashes for the version (`versionOf` reads them in this order), written once for both.
 *
 * @example
 * const pay = pick(compensation, ['rate', 'payment_unit', 'flsa_status', 'effective_date']);
 */
export function pick<T, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = record[key];
  return picked;
}
