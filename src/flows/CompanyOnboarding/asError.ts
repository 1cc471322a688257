/** What the `error` event carries: the thrown error, or one that names what was thrown. */
export const asError = (thrown: unknown): Error =>
  thrown instanceof Error ? thrown : new Error(String(thrown));
