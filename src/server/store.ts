/**
 * Where the proxy and the webhook receiver keep shared state: cached tokens and their refresh
 * lock, resolved owners, verification tokens, delivered event ids, each company's recent events,
 * and the event fan-out. Every call is atomic on its own, so several instances sharing one store
 * never lose an update: {@link memoryStore} serves one process, `redisStore` several.
 *
 * @example
 * const store: ProxyStore = memoryStore();
 * await store.set('owner:employee:e-1', 'c-1', 60_000);
 */
export interface ProxyStore {
  get(key: string): Promise<string | undefined>;
  /** Stores a value; `ttlMs` makes it expire. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Stores only when the key is absent; true when this call stored it (dedupe, locks). */
  setIfAbsent(key: string, value: string, ttlMs?: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Reads and deletes in one step: of several concurrent callers, exactly one gets the value. */
  take(key: string): Promise<string | undefined>;
  /** Deletes the key only while it still holds `value` (releasing a lock this caller owns). */
  deleteIfEquals(key: string, value: string): Promise<boolean>;
  /** Adds a member to a set. */
  addToSet(key: string, member: string): Promise<void>;
  /** Every member of a set (none when it does not exist). */
  setMembers(key: string): Promise<string[]>;
  /** Sends a message to every current subscriber of a channel, on every instance. */
  publish(channel: string, message: string): Promise<void>;
  /**
   * Listens on a channel; returns the function that stops listening. `onSubscribed` is called
   * each time messages published from then on are sure to arrive: once subscribed, and again
   * whenever a dropped connection to the store is back (what was published meanwhile was lost,
   * so the listener reads it back from wherever it is kept).
   */
  subscribe(channel: string, listener: (message: string) => void, onSubscribed?: () => void): () => void;
  /**
   * In one atomic step: claims `onceKey` (when given; kept `onceTtlMs`), appends `entry` to the
   * capped log `log` (the latest `maxLength` entries are kept), and publishes
   * `{"id":…,"entry":…}` on `channel` (when given). Returns the new entry's id, or undefined when
   * `onceKey` was already claimed and nothing happened. Ids are decimal strings that increase
   * across every log of the store, so one id is a position in several logs at once.
   */
  appendToLog(options: AppendToLogOptions): Promise<string | undefined>;
  /**
   * The entries of the given logs after `afterId` (none when it is undefined), oldest first, read
   * in one atomic step, and `lastId`: the newest id among them ('0' when all are empty).
   */
  readLogs(logs: readonly string[], afterId: string | undefined): Promise<LogRead>;
  /**
   * The time on the clock the log ids follow, in milliseconds, as last measured (callable while
   * the store is unreachable): a position for "from now on" that another machine's clock, skewed
   * from this one, cannot put ahead of the entries still to come. Without it, this process's clock
   * is used: implement it when the ids come from another machine's clock, as Redis's do.
   */
  now?(): number;
  /** Releases connections and timers (graceful shutdown, tests). */
  close?(): Promise<void>;
}

/**
 * The store could not be reached (Redis down): the proxy answers 503 `store_unavailable`, not an
 * upstream error, because the payroll service itself may be fine.
 *
 * @example
 * throw new StoreUnavailableError({ cause: error });
 */
export class StoreUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The proxy store is unavailable.', options);
    this.name = 'StoreUnavailableError';
  }
}

/**
 * A store call whose failure is told apart from the service's: it rejects with
 * {@link StoreUnavailableError}, so the proxy answers 503 `store_unavailable` and the caller
 * knows which side is down.
 */
export function fromStore<R>(call: Promise<R>): Promise<R> {
  return call.catch((error: unknown) => {
    throw new StoreUnavailableError({ cause: error });
  });
}

/** Arguments of {@link ProxyStore.appendToLog}. */
export interface AppendToLogOptions {
  log: string;
  entry: string;
  maxLength: number;
  onceKey?: string;
  onceTtlMs?: number;
  channel?: string;
}

/** One entry of a log, with its id. */
export interface LogEntry {
  id: string;
  entry: string;
}

/** What {@link ProxyStore.readLogs} returns. */
export interface LogRead {
  entries: LogEntry[];
  lastId: string;
}

/** An id as {@link ProxyStore.appendToLog} makes them, or undefined for anything else a client sent. */
export function parseLogId(value: string | null | undefined): string | undefined {
  return value && /^\d{1,15}$/.test(value.trim()) ? String(Number(value.trim())) : undefined;
}

/**
 * The in-memory {@link ProxyStore} (one process).
 *
 * @example
 * createPayrollProxy({ ...options, store: memoryStore() });
 */
export function memoryStore(now: () => number = Date.now): ProxyStore {
  const values = new Map<string, { value: string; expiresAt: number }>();
  const sets = new Map<string, Set<string>>();
  const logs = new Map<string, LogEntry[]>();
  const channels = new Map<string, Set<(message: string) => void>>();
  // Like the Redis store: ids follow the clock, and always increase.
  let lastId = 0;
  const live = (key: string) => {
    const item = values.get(key);
    if (item && item.expiresAt <= now()) {
      values.delete(key);
      return undefined;
    }
    return item;
  };
  const put = (key: string, value: string, ttlMs?: number) =>
    values.set(key, { value, expiresAt: ttlMs === undefined ? Infinity : now() + ttlMs });
  const publish = (channel: string, message: string) => {
    for (const listener of [...(channels.get(channel) ?? [])]) listener(message);
  };
  return {
    async get(key) {
      return live(key)?.value;
    },
    async set(key, value, ttlMs) {
      put(key, value, ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      put(key, value, ttlMs);
      return true;
    },
    async delete(key) {
      values.delete(key);
    },
    async take(key) {
      const value = live(key)?.value;
      values.delete(key);
      return value;
    },
    async deleteIfEquals(key, value) {
      if (live(key)?.value !== value) return false;
      values.delete(key);
      return true;
    },
    async addToSet(key, member) {
      let set = sets.get(key);
      if (!set) sets.set(key, (set = new Set()));
      set.add(member);
    },
    async setMembers(key) {
      return [...(sets.get(key) ?? [])];
    },
    async publish(channel, message) {
      publish(channel, message);
    },
    subscribe(channel, listener, onSubscribed) {
      let set = channels.get(channel);
      if (!set) channels.set(channel, (set = new Set()));
      set.add(listener);
      if (onSubscribed) queueMicrotask(onSubscribed);
      return () => {
        set.delete(listener);
        if (set.size === 0) channels.delete(channel);
      };
    },
    now: () => now(),
    async appendToLog({ log, entry, maxLength, onceKey, onceTtlMs, channel }) {
      if (onceKey !== undefined) {
        if (live(onceKey)) return undefined;
        put(onceKey, '1', onceTtlMs);
      }
      lastId = Math.max(now(), lastId + 1);
      const id = String(lastId);
      let entries = logs.get(log);
      if (!entries) logs.set(log, (entries = []));
      entries.push({ id, entry });
      if (entries.length > maxLength) entries.splice(0, entries.length - maxLength);
      if (channel !== undefined) publish(channel, JSON.stringify({ id, entry }));
      return id;
    },
    async readLogs(names, afterId) {
      let newest = 0;
      const entries: LogEntry[] = [];
      for (const name of names) {
        const log = logs.get(name) ?? [];
        const last = log.at(-1);
        if (last) newest = Math.max(newest, Number(last.id));
        if (afterId !== undefined) entries.push(...log.filter((item) => Number(item.id) > Number(afterId)));
      }
      entries.sort((a, b) => Number(a.id) - Number(b.id));
      return { entries, lastId: String(newest) };
    },
  };
}
