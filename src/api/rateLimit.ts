import type { ResolvedRetryOptions } from './retry';

/**
 * Client-side view of the service's rate window (contract.md#limits): what the last answer said
 * about `X-RateLimit-Remaining` and `X-RateLimit-Reset`, minus what this client has sent since.
 * Before each request {@link RateLimitGovernor.acquire} waits when the window is spent and spreads
 * requests out when it runs low, so a busy screen does not trip the limit in the first place.
 *
 * @example
 * const governor = new RateLimitGovernor(resolveRetryOptions({}));
 * await governor.acquire(signal);
 * const response = await fetch(url);
 * governor.observe(response.headers);
 */
export class RateLimitGovernor {
  private remaining: number | undefined;
  private resetAt: number | undefined;
  /** Requests queue here so that the spacing holds across concurrent callers. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: ResolvedRetryOptions) {}

  /** Wait for our turn, then count the request against the window. */
  acquire(signal?: AbortSignal): Promise<void> {
    const turn = this.queue.then(() => this.wait(signal));
    // A caller that aborts must not block the ones behind it.
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async wait(signal?: AbortSignal): Promise<void> {
    const { now, lowRemaining } = this.options;
    if (this.resetAt !== undefined && now() >= this.resetAt) {
      // The window has rolled over: we no longer know how much is left until the next answer.
      this.remaining = undefined;
      this.resetAt = undefined;
    }
    if (this.remaining !== undefined && this.resetAt !== undefined) {
      const untilReset = Math.max(0, this.resetAt - now());
      if (this.remaining <= 0) {
        await this.options.sleep(untilReset + 1, signal);
        this.remaining = undefined;
        this.resetAt = undefined;
      } else if (this.remaining <= lowRemaining) {
        // Spread what is left evenly over the rest of the window.
        await this.options.sleep(Math.ceil(untilReset / (this.remaining + 1)), signal);
      }
    }
    if (this.remaining !== undefined) this.remaining -= 1;
  }

  /** Learn from the rate headers of an answer (every answer carries them, contract.md#limits). */
  observe(headers: Headers): void {
    const remaining = Number(headers.get('X-RateLimit-Remaining') ?? NaN);
    // The reset time has whole-second precision (contract.md#limits): count it as the end of that
    // second, so waiting "until reset" never lands a few hundred milliseconds too early.
    const reset = Date.parse(headers.get('X-RateLimit-Reset') ?? '') + 1000;
    if (!Number.isFinite(remaining) || Number.isNaN(reset)) return;
    if (this.resetAt === undefined || reset !== this.resetAt) {
      // A new window: trust the service.
      this.resetAt = reset;
      this.remaining = remaining;
    } else {
      // Same window: answers to concurrent requests arrive out of order; keep the lowest count.
      this.remaining = Math.min(this.remaining ?? remaining, remaining);
    }
  }

  /** Note a 429: nothing is left until `retryAfter` seconds from now. */
  exhausted(retryAfterSeconds: number | undefined): void {
    this.remaining = 0;
    this.resetAt = this.options.now() + (retryAfterSeconds ?? 1) * 1000;
  }
}
