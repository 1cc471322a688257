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
  /**
   * Wait for our turn, then count the request against the window. A `background` request (a read
   * nobody is waiting on) queues on its own and leaves the window's last {@link BACKGROUND_RESERVE}
   * requests to the others, so a save is never stuck behind a long load.
   */
  acquire(signal?: AbortSignal, background?: boolean): Promise<void>;
  /** Learn from the rate headers of an answer (every answer carries them, contract.md#limits). */
  observe(headers: Headers): void;
  /** Note a 429: nothing is left until `retryAfter` seconds from now. */
  exhausted(retryAfterSeconds: number | undefined): void;
}

/**
 * Requests of each rate window that background reads leave to the rest: a minute's saves and
 * refreshes while the payroll editor is still reading thousands of rows (contract.md#limits).
 *
 * @example
 * const backgroundBudget = 200 - BACKGROUND_RESERVE; // 180 of the service's 200 a minute
 */
export const BACKGROUND_RESERVE = 20;

/**
 * A {@link RateLimitGovernor} for one client. Its state lives in this closure rather than on a
 * class instance so that a partner's minifier can shorten every name of it.
 *
 * @example
 * const governor = createRateLimitGovernor(resolveRetryOptions({}));
 */
export function createRateLimitGovernor(options: ResolvedRetryOptions): RateLimitGovernor {
  const { now, sleep, lowRemaining } = options;
  // The window as last heard of; `remaining` means nothing while `resetAt` is unknown or past.
  let remaining = 0;
  let resetAt: number | undefined;
  // Requests queue so that the spacing holds across concurrent callers: background reads on a
  // queue of their own, so one waiting for the window to reset holds up nobody else.
  const queues = [Promise.resolve(), Promise.resolve()];

  async function wait(signal: AbortSignal | undefined, background: boolean): Promise<void> {
    const untilReset = (resetAt ?? 0) - now();
    if (untilReset > 0) {
      // A background read sees the window as if the reserve were already spent.
      const left = background ? remaining - BACKGROUND_RESERVE : remaining;
      if (left <= 0) {
        const spent = resetAt;
        await sleep(untilReset + 1, signal);
        // Forget only the window slept through: the other lane may have heard of the next one.
        if (resetAt === spent) resetAt = undefined;
      } else if (left <= lowRemaining) {
        await sleep(Math.ceil(untilReset / (left + 1)), signal);
      }
    } else resetAt = undefined;
    remaining -= 1;
  }

  return {
    acquire(signal, background = false) {
      const lane = +background;
      const turn = queues[lane]!.then(() => wait(signal, background));
      queues[lane] = turn.catch(() => undefined);
      return turn;
    },
    observe(headers) {
      const left = Number(headers.get('X-RateLimit-Remaining') ?? NaN);
      const reset = Date.parse(headers.get('X-RateLimit-Reset') ?? '') + 1000;
      if (!Number.isFinite(left) || Number.isNaN(reset)) return;
      // A new window (or the first heard of) starts from what it says; within one, the answers
      // of concurrent requests arrive out of order, so the lowest count is the true one.
      remaining = reset === resetAt ? Math.min(remaining, left) : left;
      resetAt = reset;
    },
    exhausted(retryAfterSeconds) {
      remaining = 0;
      resetAt = now() + (retryAfterSeconds ?? 1) * 1000;
    },
  };
}
