import type { LogEntry, ProxyStore } from './store';

/**
 * The part of a [node-redis](https://github.com/redis/node-redis) client (`redis` ≥ 4, an optional
 * peer dependency) that {@link redisStore} uses. Pass `createClient({ url })`; the store connects
 * it, and a duplicate for subscriptions, if they are not open yet.
 *
 * @example
 * import { createClient } from 'redis';
 * const client: RedisClientLike = createClient({ url: process.env.REDIS_URL });
 */
export interface RedisClientLike {
  readonly isOpen: boolean;
  connect(): Promise<unknown>;
  duplicate(): RedisClientLike;
  sendCommand(args: string[]): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  unsubscribe(channel: string, listener?: (message: string) => void): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): unknown;
  /** Emitted when the connection is (again) ready, after the client resubscribed its channels. */
  on(event: 'ready', listener: () => void): unknown;
  close?(): Promise<unknown>;
  quit?(): Promise<unknown>;
}

/** Options of {@link redisStore}. */
export interface RedisStoreOptions {
  /** Prefix of every key and channel, so one Redis can serve other things too. Default `payroll-kit:`. */
  keyPrefix?: string;
  /** Connection errors (the client reconnects by itself); default silent. */
  onError?(error: Error): void;
}

// SET NX PX, XADD with a cap and PUBLISH in one script: a retried delivery can never be appended
// twice, and nothing is announced that is not in the log. Ids follow Redis's clock and always
// increase (one counter for every log), so one id marks a position in several logs.
const APPEND = `
if KEYS[3] then
  if not redis.call('SET', KEYS[3], '1', 'NX', 'PX', ARGV[3]) then return false end
end
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local id = math.max(now, tonumber(redis.call('GET', KEYS[2]) or '0') + 1)
local text = string.format('%d', id)
redis.call('SET', KEYS[2], text)
redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[2], text .. '-0', 'entry', ARGV[1])
if ARGV[4] ~= '' then redis.call('PUBLISH', ARGV[4], cjson.encode({ id = text, entry = ARGV[1] })) end
return text`;

// Every log read in one script, so an entry appended meanwhile is either in all of the answer or
// after it. Ids are all "<n>-0": starting at "<after>-1" excludes <after> itself.
const READ = `
local newest = 0
local out = {}
local time = redis.call('TIME')
for _, key in ipairs(KEYS) do
  local top = redis.call('XREVRANGE', key, '+', '-', 'COUNT', 1)
  if top[1] then
    local id = tonumber(string.match(top[1][1], '^(%d+)'))
    if id > newest then newest = id end
  end
  if ARGV[1] ~= '' then
    for _, item in ipairs(redis.call('XRANGE', key, ARGV[1] .. '-1', '+', 'COUNT', ARGV[2])) do
      table.insert(out, string.match(item[1], '^(%d+)'))
      table.insert(out, item[2][2])
    end
  end
end
return { string.format('%d', newest), out, string.format('%d', tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)) }`;

const DELETE_IF_EQUALS = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * A subscription refused while Redis is unreachable is tried again after this long, doubling up to
 * the ceiling: a stream opened during an outage is live again within half a second of its return.
 */
const RESUBSCRIBE_FIRST_MS = 50;
const RESUBSCRIBE_MAX_MS = 500;

/** One Redis subscription, shared by this instance's listeners of a channel. */
interface ChannelSubscription {
  listeners: Set<(message: string) => void>;
  /**
   * Called each time the subscription goes live: at first, and again once the connection returns
   * after a drop (what was published meanwhile never arrived, so each listener reads it back).
   */
  onLive: Set<() => void>;
  live: boolean;
  retry?: ReturnType<typeof setTimeout>;
  deliver(message: string): void;
}

/** Most entries one read returns per log; the logs are capped far below it anyway. */
const READ_LIMIT = 10_000;

/**
 * The {@link ProxyStore} for several instances behind a load balancer, over Redis: every call is
 * one atomic command or script (`SET NX PX`, `GETDEL`, sets for the verification tokens, a capped
 * stream per company for the recent events, pub/sub for the fan-out), so instances never lose
 * each other's updates. Give the same store to the proxy, the webhook receiver and
 * `oauthRefreshToken`.
 *
 * @example
 * import { createClient } from 'redis';
 * import { redisStore } from 'payroll-kit/server';
 * const store = await redisStore(createClient({ url: process.env.REDIS_URL }));
 * const receiver = createWebhookReceiver({ verify, store });
 * const proxy = createPayrollProxy({ ...options, store, events: receiver });
 */
export async function redisStore(
  client: RedisClientLike,
  options: RedisStoreOptions = {},
): Promise<ProxyStore> {
  const prefix = options.keyPrefix ?? 'payroll-kit:';
  const onError = options.onError ?? (() => {});
  // Without a listener, a dropped connection's 'error' event would end the process.
  client.on('error', onError);
  if (!client.isOpen) await client.connect();
  const subscriber = client.duplicate();
  subscriber.on('error', onError);
  if (!subscriber.isOpen) await subscriber.connect();
  // 'ready' after a reconnection comes once the client has resubscribed every channel: messages
  // published while it was away are lost, so every live channel's listeners read them back.
  subscriber.on('ready', () => {
    for (const entry of channels.values()) if (entry.live) for (const live of entry.onLive) live();
  });

  const command = (...args: string[]) => client.sendCommand(args);
  // Log ids follow Redis's clock: keep its offset from ours, measured now and at every read, so a
  // position taken while Redis is unreachable is on its clock, whatever this machine's says.
  let clockOffset = 0;
  const measured = (redisMs: string | number) => {
    clockOffset = Number(redisMs) - Date.now();
  };
  const [seconds, micros] = (await command('TIME')) as [string, string];
  measured(Number(seconds) * 1000 + Math.floor(Number(micros) / 1000));
  const key = (name: string) => prefix + name;
  const channels = new Map<string, ChannelSubscription>();

  /**
   * Subscribes for a channel's listeners; a refusal (Redis unreachable) is retried while anyone
   * still listens, never kept: a failed subscription that stayed registered would leave every
   * stream of this instance deaf after Redis returned.
   */
  function open(channel: string, entry: ChannelSubscription, retryMs: number): void {
    subscriber.subscribe(key(channel), entry.deliver).then(
      () => {
        if (channels.get(channel) !== entry) {
          // Everyone stopped listening meanwhile.
          subscriber.unsubscribe(key(channel), entry.deliver).catch(onError);
          return;
        }
        entry.live = true;
        for (const live of entry.onLive) live();
      },
      (error: unknown) => {
        onError(error instanceof Error ? error : new Error(String(error)));
        if (channels.get(channel) !== entry) return;
        entry.retry = setTimeout(
          () => open(channel, entry, Math.min(retryMs * 2, RESUBSCRIBE_MAX_MS)),
          retryMs,
        );
      },
    );
  }

  return {
    async get(name) {
      return ((await command('GET', key(name))) as string | null) ?? undefined;
    },
    async set(name, value, ttlMs) {
      await (ttlMs === undefined
        ? command('SET', key(name), value)
        : command('SET', key(name), value, 'PX', String(Math.max(1, Math.ceil(ttlMs)))));
    },
    async setIfAbsent(name, value, ttlMs) {
      const args = ['SET', key(name), value, 'NX'];
      if (ttlMs !== undefined) args.push('PX', String(Math.max(1, Math.ceil(ttlMs))));
      return (await command(...args)) !== null;
    },
    async delete(name) {
      await command('DEL', key(name));
    },
    async take(name) {
      return ((await command('GETDEL', key(name))) as string | null) ?? undefined;
    },
    async deleteIfEquals(name, value) {
      return Number(await command('EVAL', DELETE_IF_EQUALS, '1', key(name), value)) === 1;
    },
    async addToSet(name, member) {
      await command('SADD', key(name), member);
    },
    async setMembers(name) {
      return (await command('SMEMBERS', key(name))) as string[];
    },
    async publish(channel, message) {
      await command('PUBLISH', key(channel), message);
    },
    subscribe(channel, listener, onSubscribed) {
      let entry = channels.get(channel);
      if (!entry) {
        const listeners = new Set<(message: string) => void>();
        entry = {
          listeners,
          onLive: new Set(),
          live: false,
          deliver: (message) => {
            for (const each of [...listeners]) each(message);
          },
        };
        channels.set(channel, entry);
        open(channel, entry, RESUBSCRIBE_FIRST_MS);
      }
      entry.listeners.add(listener);
      // Its own function, so two listeners passing the same callback are both told.
      const onLive = onSubscribed && (() => onSubscribed());
      if (onLive) {
        entry.onLive.add(onLive);
        if (entry.live) queueMicrotask(onLive);
      }
      const own = entry;
      return () => {
        own.listeners.delete(listener);
        if (onLive) own.onLive.delete(onLive);
        if (own.listeners.size > 0 || channels.get(channel) !== own) return;
        channels.delete(channel);
        clearTimeout(own.retry);
        if (own.live) subscriber.unsubscribe(key(channel), own.deliver).catch(onError);
      };
    },
    async appendToLog({ log, entry, maxLength, onceKey, onceTtlMs, channel }) {
      const keys = [key(log), key('log-sequence')];
      if (onceKey !== undefined) keys.push(key(onceKey));
      const id = await command(
        'EVAL',
        APPEND,
        String(keys.length),
        ...keys,
        entry,
        String(maxLength),
        String(Math.max(1, Math.ceil(onceTtlMs ?? 4 * 24 * 3600_000))),
        channel === undefined ? '' : key(channel),
      );
      return typeof id === 'string' ? id : undefined;
    },
    now: () => Date.now() + clockOffset,
    async readLogs(logs, afterId) {
      if (logs.length === 0) return { entries: [], lastId: '0' };
      const [lastId, flat, redisNow] = (await command(
        'EVAL',
        READ,
        String(logs.length),
        ...logs.map(key),
        afterId ?? '',
        String(READ_LIMIT),
      )) as [string, string[], string];
      measured(redisNow);
      const entries: LogEntry[] = [];
      for (let i = 0; i < flat.length; i += 2) entries.push({ id: flat[i]!, entry: flat[i + 1]! });
      entries.sort((a, b) => Number(a.id) - Number(b.id));
      return { entries, lastId };
    },
    async close() {
      for (const entry of channels.values()) clearTimeout(entry.retry);
      channels.clear();
      for (const connection of [subscriber, client]) {
        await (connection.close?.() ?? connection.quit?.())?.catch(() => {});
      }
    },
  };
}
