type Work = () => void | Promise<void>;

interface ScheduledWork {
  dueAt: number;
  seq: number;
  run: Work;
}

/**
 * The simulator's notion of time: a source clock plus an offset that `advance` moves forward.
 * Asynchronous work of the service (payroll calculation, webhook retries) is scheduled on it, so
 * tests run three days of retries in milliseconds.
 *
 * Due work runs (1) at the start of every request, so a polling client sees progress without
 * anyone advancing the clock, (2) inside `advance`, awaited, so tests are deterministic, and (3) on
 * a real timer when the clock follows real time, so `npm start` delivers webhooks on its own.
 *
 * @example
 * const clock = new DemoClock(() => new Date(), true);
 * clock.schedule(1000, () => console.log('later'));
 * await clock.advance(1000);
 */
export class DemoClock {
  private offset = 0;
  private queue: ScheduledWork[] = [];
  private seq = 0;
  private running = new Set<Promise<void>>();

  constructor(
    private readonly source: () => Date,
    private readonly realTimers: boolean,
  ) {}

  /** @example clock.now().toISOString(); */
  now(): Date {
    return new Date(this.source().getTime() + this.offset);
  }

  /**
   * Today's date on the service clock, `YYYY-MM-DD` in UTC: the one notion of "today" every rule
   * of the service compares dates with (a test that fixes the clock fixes it everywhere).
   *
   * @example clock.today(); // '2026-06-15'
   */
  today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  /** @example clock.schedule(2000, () => retry()); */
  schedule(delayMs: number, run: Work): void {
    const dueAt = this.now().getTime() + Math.max(0, delayMs);
    this.queue.push({ dueAt, seq: this.seq++, run });
    if (this.realTimers) {
      const timer = setTimeout(() => this.runDue(), Math.max(0, delayMs) + 1) as unknown as {
        unref?: () => void;
      };
      // Never keep a Node process (a test run, a script) alive just for simulated work.
      timer.unref?.();
    }
  }

  /** Runs every due item; async items are started, not awaited. @example clock.runDue(); */
  runDue(): void {
    for (;;) {
      const next = this.takeNext(this.now().getTime());
      if (!next) return;
      this.start(next);
    }
  }

  /** Moves time forward, running and awaiting everything that falls due. @example await clock.advance(60_000); */
  async advance(ms: number): Promise<void> {
    const target = this.now().getTime() + Math.max(0, ms);
    for (;;) {
      await this.settle();
      const next = this.takeNext(target);
      if (!next) break;
      if (next.dueAt > this.now().getTime()) this.offset += next.dueAt - this.now().getTime();
      this.start(next);
    }
    const now = this.now().getTime();
    if (target > now) this.offset += target - now;
    this.runDue();
    await this.settle();
  }

  /** Forgets all scheduled work (reset). @example clock.clear(); */
  clear(): void {
    this.queue = [];
  }

  private takeNext(limit: number): ScheduledWork | undefined {
    let best = -1;
    for (let i = 0; i < this.queue.length; i++) {
      const item = this.queue[i]!;
      if (item.dueAt > limit) continue;
      const current = best >= 0 ? this.queue[best]! : undefined;
      if (!current || item.dueAt < current.dueAt || (item.dueAt === current.dueAt && item.seq < current.seq))
        best = i;
    }
    if (best < 0) return undefined;
    return this.queue.splice(best, 1)[0];
  }

  private start(item: ScheduledWork): void {
    try {
      const result = item.run();
      if (result && typeof (result as Promise<void>).then === 'function') {
        const promise = (result as Promise<void>)
          .catch(() => undefined)
          .finally(() => {
            this.running.delete(promise);
          });
        this.running.add(promise);
      }
    } catch {
      // Simulated background work must never take the service down.
    }
  }

  private async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
