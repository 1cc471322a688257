/**
 * Where the proxy and the webhook receiver keep shared state: cached tokens, resolved owners,
 * delivered event ids, and the event fan-out. The in-memory default serves one process; a partner
 * running several instances implements this over Redis or similar.
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
  /** Sends a message to every current subscriber of a channel, on every instance. */
  publish(channel: string, message: string): Promise<void>;
  /** Listens on a channel; returns the function that stops listening. */
  subscribe(channel: string, listener: (message: string) => void): () => void;
}

/**
 * The in-memory {@link ProxyStore} (one process).
 *
 * @example
 * createPayrollProxy({ ...options, store: memoryStore() });
 */
export function memoryStore(now: () => number = Date.now): ProxyStore {
  const values = new Map<string, { value: string; expiresAt: number }>();
  const channels = new Map<string, Set<(message: string) => void>>();
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
    async publish(channel, message) {
      for (const listener of channels.get(channel) ?? []) listener(message);
    },
    subscribe(channel, listener) {
      let set = channels.get(channel);
      if (!set) channels.set(channel, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) channels.delete(channel);
      };
    },
  };
}
