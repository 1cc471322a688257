const encoder = new TextEncoder();

/**
 * The webhook signature of a raw body: lowercase hex HMAC-SHA256 keyed by the subscription's
 * verification token (DECISIONS 4). Web Crypto, so it runs in Node and edge runtimes alike.
 *
 * @example
 * const signature = await signWebhookBody(rawBody, verificationToken);
 */
export async function signWebhookBody(body: Uint8Array | string, verificationToken: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(verificationToken),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, bytes as Uint8Array<ArrayBuffer>));
  let hex = '';
  for (const byte of mac) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * Compares two strings in time that depends only on their lengths, so an attacker cannot learn
 * a valid signature byte by byte from response timings.
 *
 * @example
 * timingSafeEqualText(received, expected); // true only when identical
 */
export function timingSafeEqualText(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  // Compare over the longer length so a short guess costs the same as a full one.
  const length = Math.max(left.length, right.length);
  let diff = left.length ^ right.length;
  for (let i = 0; i < length; i += 1) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}

/**
 * Checks an `X-Service-Signature` against every verification token in use (one per subscription;
 * the event body does not name its subscription).
 *
 * @example
 * if (!(await verifyWebhookSignature(raw, header, tokens))) return new Response(null, { status: 401 });
 */
export async function verifyWebhookSignature(
  body: Uint8Array,
  signature: string | null,
  verificationTokens: readonly string[],
): Promise<boolean> {
  if (!signature) return false;
  let valid = false;
  for (const token of verificationTokens) {
    // No early exit: the time taken does not reveal which token matched.
    if (timingSafeEqualText(signature.trim().toLowerCase(), await signWebhookBody(body, token))) valid = true;
  }
  return valid;
}
