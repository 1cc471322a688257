import { invalidRequest } from './errors';

/**
 * Reads a `multipart/form-data` body within `limit` bytes (413 beyond it, announced or read),
 * as the routes that take files read it (an information request's answers, a company
 * attachment); a body that is not such a form: 422 `invalid_request_error`.
 *
 * @example
 * const form = await readMultipartForm(request, 11 * 1024 * 1024);
 */
export async function readMultipartForm(request: Request, limit: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  const tooLarge = () =>
    invalidRequest(`The request body is larger than ${Math.round(limit / (1024 * 1024))} MiB.`, 413);
  if (Number(request.headers.get('content-length') ?? '0') > limit) throw tooLarge();
  let bytes: ArrayBuffer;
  try {
    bytes = await request.arrayBuffer();
  } catch {
    throw invalidRequest('The request body could not be read.');
  }
  if (bytes.byteLength > limit) throw tooLarge();
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalidRequest('The request body is not valid multipart/form-data.');
  }
}
