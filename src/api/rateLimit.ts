import type { ResolvedRetryOptions } from './retry';

/**
 * Client-side view of the service's rate window (contract.md#limits): what the last answer said
 * about `X-RateLimit-Remaining` and `X-RateLimit-Reset`, minus what this client has sent since.
 * Before each request {@link RateLimitGovernor.acquire} waits when the window is spent and spreads
 * requests out when it runs low, so a busy screen does not trip the limit in the first place.
 *
 * @example
 * const governor = createRateLimitGovernor(resolveRetryOptions({}));
 * await governor.acquire(signal);
 * const response = await fetch(url);
 * governor.observe(response.headers);
 */
export interface RateLimitGovernor {
  /** Wait for our turn, then count the request against the window. */
  acquire(signal?: AbortSignal): Promise<void>;
  /** Learn from the rate headers of an answer (every answer carries them, contract.md#limits). */
  observe(headers: Headers): void;
  /** Note a 429: nothing is left until `retryAfter` seconds from now. */
  exhausted(retryAfterSeconds: number | undefined): void;
}

/**
 * A {@link RateLimitGovernor} for one client. Its state lives in this closure rather than on a
 * class instance so that a partner's minifier can shorten every name of it.
 *
 * @example
 * const governor = createRateLimitGovernor(resolveRetryOptions({}));
 */
export function createRateLimitGovernor(options: ResolvedRetryOptions): RateLimitGovernor {
  const { now, sleep, lowRemaining } = options;
  let remaining: number | undefined;
  let resetAt: number | undefined;
  // Requests queue here so that the spacing holds across concurrent callers.
  let queue: Promise<void> = Promise.resolve();

  async function wait(signal?: AbortSignal): Promise<void> {
    if (resetAt !== undefined && now() >= resetAt) {
      remaining = undefined;
      resetAt = undefined;
    }
    if (remaining !== undefined && resetAt !== undefined) {
      const untilReset = Math.max(0, resetAt - now());
      if (remaining <= 0) {
        await sleep(untilReset + 1, signal);
        remaining = undefined;
        resetAt = undefined;
      } else if (remaining <= lowRemaining) {
        await sleep(Math.ceil(untilReset / (remaining + 1)), signal);
      }
    }
    if (remaining !== undefined) remaining -= 1;
  }

  return {
    acquire(signal) {
      const turn = queue.then(() => wait(signal));
      queue = turn.catch(() => undefined);
      return turn;
    },
    observe(headers) {
      const left = Number(headers.get('X-RateLimit-Remaining') ?? NaN);
      const reset = Date.parse(headers.get('X-RateLimit-Reset') ?? '') + 1000;
      if (!Number.isFinite(left) || Number.isNaN(reset)) return;
      if (resetAt === undefined || reset !== resetAt) {
        resetAt = reset;
        remaining = left;
      } else {
        remaining = Math.min(remaining ?? left, left);
      }
    },
    exhausted(retryAfterSeconds) {
      remaining = 0;
      resetAt = now() + (retryAfterSeconds ?? 1) * 1000;
    },
  };
}
