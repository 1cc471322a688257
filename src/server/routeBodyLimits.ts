/**
 * Operations whose bodies may be larger than the proxy's `maxBodyBytes`, by inventory name: an
 * information request's answers carry their files as base64 (10 MiB of files is about 13.4 MiB
 * of text; DECISIONS 66 admits 14 MiB on that route, and the service does the same).
 */
const LARGER_BODIES: Readonly<Record<string, number>> = {
  submitInformationRequest: 14 * 1024 * 1024,
  // A company document of up to 10 MiB, as multipart, with room for the form (DECISIONS 75).
  uploadCompanyAttachment: 11 * 1024 * 1024,
};

/** Operations whose body is a `multipart/form-data` upload, not JSON (UPSTREAM-3 N.4). */
const MULTIPART_BODIES: ReadonlySet<string> = new Set(['uploadCompanyAttachment']);

/**
 * Whether an operation takes a `multipart/form-data` body (a document upload) declared so; every
 * other body must be JSON.
 *
 * @example
 * takesMultipart('uploadCompanyAttachment', request.headers); // true for a multipart upload
 */
export function takesMultipart(operation: string, headers: Headers): boolean {
  return (
    MULTIPART_BODIES.has(operation) && /^multipart\/form-data\s*;/i.test(headers.get('content-type') ?? '')
  );
}

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
