import { invalidRequest } from './errors';

/** Bodies over 1 MiB are refused with 413 (DECISIONS 13). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Deepest nesting of objects and arrays a body may have. The contract's payloads nest a few
 * levels; the bound keeps every later walk of the body (idempotency fingerprints, validation)
 * far from the stack's limit.
 */
export const MAX_JSON_DEPTH = 32;

const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Reads a JSON object body (DECISIONS 13): over 1 MiB (or the route's own limit) → 413; a body not declared
 * `application/json` → 415; not UTF-8, not JSON, not an object, or nested deeper than
 * {@link MAX_JSON_DEPTH} → 422 on `request`. An empty body is an empty object (action endpoints
 * take none, and need no `Content-Type`).
 *
 * @example
 * const body = await readJsonBody(request); // { first_name: 'Ada', … }
 */
export async function readJsonBody(
  request: Request,
  limit: number = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const tooLarge = `The request body is larger than ${Math.round(limit / (1024 * 1024))} MiB.`;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw invalidRequest(tooLarge, 413);
  let bytes: ArrayBuffer;
  try {
    bytes = await request.arrayBuffer();
  } catch {
    throw invalidRequest('The request body could not be read.');
  }
  if (bytes.byteLength > limit) throw invalidRequest(tooLarge, 413);
  if (bytes.byteLength === 0) return {};
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalidRequest('The request body is not UTF-8 text.');
  }
  if (text.trim() === '') return {};
  if (!JSON_MEDIA_TYPE.test(request.headers.get('content-type')?.trim() ?? '')) {
    throw invalidRequest('The request body must be sent as application/json.', 415);
  }
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw invalidRequest(`The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidRequest('The request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalidRequest('The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

/**
 * The deepest nesting of `{`/`[` in JSON text, counted in one pass without recursion (brackets
 * inside strings do not count). Malformed text gets some number; `JSON.parse` then refuses it.
 *
 * @example
 * nestingDepth('{"a":[{"b":"[["}]}'); // 3
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return deepest;
}
