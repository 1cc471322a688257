import { readWithin } from './readWithin';

/**
 * Reads a request body, giving up (undefined) as soon as it passes the limit: a declared
 * `Content-Length` over it is refused before reading, and a chunked body is cancelled mid-stream,
 * so an oversized upload never sits in memory.
 *
 * @example
 * const body = await readLimited(request, 1024 * 1024);
 * if (body === undefined) return contractError(413, 'invalid_request_error', 'Too large.');
 */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) {
    await request.body?.cancel().catch(() => {});
    return undefined;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const body = await readWithin(reader, limit);
  if (body === undefined) await reader.cancel();
  return body;
}

/** `application/json`, with or without parameters such as `charset`. */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Whether a request that carries a body declares it as JSON: the only body the payroll API
 * takes. A write with a body of any other type (or none) is refused with 415 rather than being
 * guessed at.
 *
 * @example
 * if (!declaresJson(request.headers)) return contractError(415, 'invalid_request_error', 'Send JSON.');
 */
export function declaresJson(headers: Headers): boolean {
  return JSON_MEDIA_TYPE.test(headers.get('content-type')?.trim() ?? '');
}
