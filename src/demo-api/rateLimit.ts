/** SPEC §8: 200 requests per rolling 60 s window per (application, user). */
export const RATE_LIMIT = 200;
export const RATE_WINDOW_MS = 60_000;

interface Window {
  startedAt: number;
  count: number;
}

/** Outcome of counting one request. */
export interface RateDecision {
  allowed: boolean;
  headers: Record<string, string>;
}

/**
 * Rolling windows keyed by token: a window starts with its first request and resets 60 s later;
 * the next request after that starts a new one (SPEC §8, DECISIONS 14, 24).
 *
 * @example
 * const decision = new RateLimiter().count('demo-company-token', Date.now());
 */
export class RateLimiter {
  private windows = new Map<string, Window>();

  /** @param limit requests per window: the contract's 200 unless a load test lifts it. */
  constructor(private readonly limit = RATE_LIMIT) {}

  count(key: string, now: number): RateDecision {
    let window = this.windows.get(key);
    if (!window || now >= window.startedAt + RATE_WINDOW_MS) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const resetAt = window.startedAt + RATE_WINDOW_MS;
    const allowed = window.count <= this.limit;
    const headers: Record<string, string> = {
      'X-RateLimit-Limit': String(this.limit),
      'X-RateLimit-Remaining': String(Math.max(0, this.limit - window.count)),
      'X-RateLimit-Reset': new Date(resetAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
    if (!allowed) headers['Retry-After'] = String(Math.max(1, Math.ceil((resetAt - now) / 1000)));
    return { allowed, headers };
  }

  /** @example limiter.clear(); */
  clear(): void {
    this.windows.clear();
  }
}
