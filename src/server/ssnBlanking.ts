const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(;|$)/i;
const SSN_KEY = /"ssn"\s*:/;

/**
 * The browser's answer with every `ssn` in a JSON body blanked (SPEC §2.4: returned blank, its
 * presence in `has_ssn`), at any depth, for every session: the service already sends it blank, and
 * the proxy makes sure no upstream answer ever carries one with a value to a page. Documents and
 * bodies with no `ssn` key pass unchanged.
 *
 * @example
 * const safe = await withBlankSsn(new Response('{"ssn":"123456789"}', { headers: { 'content-type': 'application/json' } }));
 * await safe.json(); // { ssn: '' }
 */
export async function withBlankSsn(response: Response): Promise<Response> {
  if (!response.body || !JSON_TYPE.test(response.headers.get('content-type') ?? '')) return response;
  // Already read whole by the proxy (JSON answers are buffered), so this costs a copy, not a wait.
  const text = await response.text();
  const init = { status: response.status, statusText: response.statusText, headers: response.headers };
  if (!SSN_KEY.test(text)) return new Response(text, init);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, init);
  }
  // Re-serialised only when a value was blanked: the service's own answers pass byte for byte.
  return new Response(blankSsn(body) ? JSON.stringify(body) : text, init);
}

/** Blanks every `ssn` with a value in place; answers whether it changed anything. */
function blankSsn(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  let changed = false;
  if (Array.isArray(value)) {
    for (const item of value) changed = blankSsn(item) || changed;
    return changed;
  }
  const record = value as Record<string, unknown>;
  for (const [key, inner] of Object.entries(record)) {
    if (key === 'ssn' && inner !== null && inner !== '') {
      record[key] = '';
      changed = true;
    } else changed = blankSsn(inner) || changed;
  }
  return changed;
}
