/**
 * How the client retries: 429s after `Retry-After`, dropped responses of requests that are safe to
 * repeat, each a bounded number of times with jitter so that many tabs do not retry in lockstep.
 *
 * @example
 * createPayrollClient({ baseUrl: '/api/payroll', retry: { maxRetries: 5, jitterMs: 250 } });
 */
export interface RetryOptions {
  /** Retries after the first try, per request. Default 3. */
  maxRetries?: number;
  /** Upper bound of the random extra wait added to every retry delay. Default 250 ms. */
  jitterMs?: number;
  /** Backoff base for a dropped response (no `Retry-After` to go by). Default 300 ms. */
  baseDelayMs?: number;
  /** Never wait longer than this for one retry. Default 65 s (a full rate window plus margin). */
  maxDelayMs?: number;
  /**
   * Slow down on our own when `X-RateLimit-Remaining` falls to this many, spreading what is
   * left over the rest of the window. Default 10.
   */
  lowRemaining?: number;
  /** Injected for tests (e.g. to move a simulated clock). Default: `setTimeout`. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Injected for tests. Default: `Date.now`. */
  now?: () => number;
  /** Injected for tests. Default: `Math.random`. */
  random?: () => number;
}

/** {@link RetryOptions} with every default filled in. @example resolveRetryOptions({}).maxRetries === 3 */
export type ResolvedRetryOptions = Required<RetryOptions>;

/**
 * Wait `ms`, rejecting with the signal's reason as soon as it aborts.
 *
 * @example
 * await sleep(100, controller.signal);
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Fill the defaults of {@link RetryOptions}; `false` turns retries off.
 *
 * @example
 * const policy = resolveRetryOptions({ maxRetries: 1 });
 */
export function resolveRetryOptions(options: RetryOptions | false | undefined): ResolvedRetryOptions {
  const given = options === false ? { maxRetries: 0 } : (options ?? {});
  return {
    maxRetries: given.maxRetries ?? 3,
    jitterMs: given.jitterMs ?? 250,
    baseDelayMs: given.baseDelayMs ?? 300,
    maxDelayMs: given.maxDelayMs ?? 65_000,
    lowRemaining: given.lowRemaining ?? 10,
    sleep: given.sleep ?? sleep,
    now: given.now ?? Date.now,
    random: given.random ?? Math.random,
  };
}

/**
 * Delay before retry number `attempt` (1-based): `Retry-After` when the service gave one,
 * otherwise exponential backoff; plus jitter; capped.
 *
 * @example
 * retryDelay(1, 2, resolveRetryOptions({})); // about 2000–2250 ms
 */
export function retryDelay(
  attempt: number,
  retryAfterSeconds: number | undefined,
  options: ResolvedRetryOptions,
): number {
  const base =
    retryAfterSeconds !== undefined ? retryAfterSeconds * 1000 : options.baseDelayMs * 2 ** (attempt - 1);
  const jitter = Math.floor(options.random() * options.jitterMs);
  return Math.min(base + jitter, options.maxDelayMs);
}

/**
 * Parse `Retry-After`: whole seconds, or an HTTP date.
 *
 * @example
 * parseRetryAfter('3', Date.now()); // 3
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
