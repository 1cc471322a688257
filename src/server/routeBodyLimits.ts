/**
 * Operations whose bodies may be larger than the proxy's `maxBodyBytes`, by inventory name: an
 * information request's answers carry their files as base64 (10 MiB of files is about 13.4 MiB
 * of text; DECISIONS 66 admits 14 MiB on that route, and the service does the same).
 */
const LARGER_BODIES: Readonly<Record<string, number>> = {
  submitInformationRequest: 14 * 1024 * 1024,
};

/**
 * The largest body the proxy reads for an operation: its own limit, or the default.
 *
 * @example
 * bodyLimitOf('submitInformationRequest', 1024 * 1024); // 14680064
 * bodyLimitOf('updateEmployee', 1024 * 1024); // 1048576
 */
export function bodyLimitOf(operation: string, fallback: number): number {
  return Math.max(fallback, LARGER_BODIES[operation] ?? 0);
}
