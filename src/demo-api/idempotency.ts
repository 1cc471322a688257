/** A stored outcome of a creating POST. */
interface StoredOutcome {
  fingerprint: string;
  state: 'running' | 'done';
  status: number;
  body: string;
  expiresAt: number;
}

/** Replays are honoured for 24 h (DECISIONS 2). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** What the store says about a new request with a key. */
export type IdempotencyClaim =
  | { kind: 'new'; finish(status: number, body: string): void; release(): void }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'mismatch' }
  | { kind: 'in_flight' };

/**
 * `Idempotency-Key` bookkeeping (DECISIONS 1, 2, 33): keys are scoped to (token, method, path);
 * "same body" is equal JSON after parsing. Only successful outcomes are kept: a request that
 * failed validation changed nothing, so the same key may carry the corrected payload (a
 * documented choice).
 *
 * @example
 * const claim = keys.claim(scope, key, body, now);
 */
export class IdempotencyStore {
  private outcomes = new Map<string, StoredOutcome>();

  claim(scope: string, key: string, body: unknown, now: number): IdempotencyClaim {
    const id = `${scope}\u0000${key}`;
    const fingerprint = canonicalJson(body);
    const existing = this.outcomes.get(id);
    if (existing && existing.expiresAt > now) {
      if (existing.state === 'running') return { kind: 'in_flight' };
      if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
      return { kind: 'replay', status: existing.status, body: existing.body };
    }
    const outcome: StoredOutcome = {
      fingerprint,
      state: 'running',
      status: 0,
      body: '',
      expiresAt: now + IDEMPOTENCY_TTL_MS,
    };
    this.outcomes.set(id, outcome);
    return {
      kind: 'new',
      finish: (status, text) => {
        outcome.state = 'done';
        outcome.status = status;
        outcome.body = text;
      },
      release: () => {
        if (this.outcomes.get(id) === outcome) this.outcomes.delete(id);
      },
    };
  }

  /** @example keys.clear(); */
  clear(): void {
    this.outcomes.clear();
  }
}

/**
 * JSON with object keys sorted, so key order and whitespace do not matter. It recurses: bodies
 * reach it from `readJsonBody`, which refuses nesting deeper than `MAX_JSON_DEPTH` first.
 *
 * @example canonicalJson({ b: 1, a: 2 }); // '{"a":2,"b":1}'
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
