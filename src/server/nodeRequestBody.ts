import type { IncomingMessage } from 'node:http';

/** How long, and how much, an abandoned upload is still read and thrown away before the socket is cut. */
const LINGER_MS = 2_000;
const LINGER_BYTES = 1024 * 1024;
/** Bytes buffered ahead of the handler's reads before the socket is paused. */
const HIGH_WATER_MARK = 64 * 1024;

/**
 * The body of a Node request as a Web stream that the handler pulls, and the means to let go of
 * it. Node's own `Readable.toWeb` enqueues after the stream was cancelled and takes the process
 * down (`ERR_INVALID_STATE`), so this one keeps its own state: once the handler cancels (a body
 * over the cap) nothing is enqueued any more and the socket is paused; once the answer is out,
 * what the client still sends is discarded for a short while (so it can read that answer) and
 * then the socket is destroyed, so an endless or trickled upload holds nothing.
 *
 * @example
 * const body = nodeRequestBody(req);
 * const request = new Request(url, { method: 'POST', body: body.stream, duplex: 'half' });
 * res.on('finish', body.release);
 */
export function nodeRequestBody(req: IncomingMessage): {
  stream: ReadableStream<Uint8Array>;
  /** Whether the handler left part of the body unread (the connection must then not be reused). */
  unfinished(): boolean;
  /** Once the answer is out: discards what is still arriving for a moment, then cuts the connection. */
  release(): void;
} {
  let settled = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const onData = (chunk: Buffer) => {
    if (settled) return;
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  const onEnd = () => {
    if (settled) return;
    settled = true;
    controller.close();
  };
  const onError = (error: Error) => {
    if (settled) return;
    settled = true;
    controller.error(error);
  };
  // Always listened to: an aborted upload emits 'error', which unheard would end the process.
  req.on('error', onError);

  /** Delivers nothing more to the handler; the socket stays paused until the answer is out. */
  const stop = () => {
    req.off('data', onData);
    req.pause();
    if (settled) return;
    settled = true;
    // A reader still waiting is told the body is gone rather than left hanging.
    try {
      controller.error(new Error('The request body was released.'));
    } catch {
      // Already closed.
    }
  };

  const release = () => {
    stop();
    if (req.complete || req.destroyed) return;
    // Read and drop what the client is still sending, so its own socket does not reset before it
    // reads our answer; an upload that goes on past the bound (or never ends) loses the socket.
    let discarded = 0;
    const cut = () => req.socket.destroy();
    const timer = setTimeout(cut, LINGER_MS);
    timer.unref();
    req.on('data', (chunk: Buffer) => {
      discarded += chunk.byteLength;
      if (discarded > LINGER_BYTES) cut();
    });
    req.once('close', () => clearTimeout(timer));
    req.resume();
  };

  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        req.on('data', onData);
        req.once('end', onEnd);
        // 'data' resumes the request: read only as the handler pulls, at most 64 KiB ahead.
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        stop();
      },
    },
    { highWaterMark: HIGH_WATER_MARK, size: (chunk) => chunk.byteLength },
  );
  return { stream, unfinished: () => !req.complete, release };
}
