/**
 * Reads a stream whole into one array, stopping at the first chunk that takes it past `limit`
 * bytes (undefined then: the caller cancels the stream and answers as its side of the proxy
 * must). `next` reads one chunk, so a caller can race it against a deadline. The request body a
 * partner's page sends and the answer the service sends are read by this one loop.
 *
 * @example
 * const reader = request.body!.getReader();
 * const body = await readWithin(reader, 1024 * 1024);
 * if (body === undefined) await reader.cancel();
 */
export async function readWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit: number,
  next: () => Promise<ReadableStreamReadResult<Uint8Array>> = () => reader.read(),
): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await next();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return undefined;
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
