/**
 * `{ [key]: value }`, or nothing when there is no value: for fields the upstream schema lets be
 * absent but not `null` (DECISIONS 60).
 *
 * @example
 * ({ uuid, ...optional('title', job?.title) });
 */
export function optional<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
