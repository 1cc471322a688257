import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryStore, type ProxyStore } from '../../../src/server';
import { waitFor } from './proxyHarness';
import { startRedis } from './redisServer';

let redis: Awaited<ReturnType<typeof startRedis>>;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.close());

// The same contract for both stores; the Redis one is checked with two clients, as two instances
// of the proxy would use it.
const stores: [string, () => Promise<[ProxyStore, ProxyStore]>][] = [
  [
    'memoryStore',
    async () => {
      const store = memoryStore();
      return [store, store];
    },
  ],
  ['redisStore', async () => [await redis.store(), await redis.store()]],
];

describe.each(stores)('%s', { timeout: 30_000 }, (_name, open) => {
  let a: ProxyStore;
  let b: ProxyStore;
  let n = 0;
  // Fresh keys per test: the Redis server is shared by the file.
  const k = (name: string) => `${name}:${n}`;
  beforeAll(async () => {
    [a, b] = await open();
  });

  it('gets, sets, expires and deletes values', async () => {
    n += 1;
    expect(await a.get(k('v'))).toBeUndefined();
    await a.set(k('v'), 'one');
    expect(await b.get(k('v'))).toBe('one');
    await a.set(k('short'), 'x', 30);
    await waitFor(async () => (await b.get(k('short'))) === undefined);
    await b.delete(k('v'));
    expect(await a.get(k('v'))).toBeUndefined();
  });

  it('lets exactly one of many concurrent callers set an absent key, take a value, or release a lock', async () => {
    n += 1;
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).setIfAbsent(k('lock'), `owner-${i}`, 10_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const owner = `owner-${claims.indexOf(true)}`;
    expect(await b.deleteIfEquals(k('lock'), 'someone-else')).toBe(false);
    expect(await a.get(k('lock'))).toBe(owner);
    expect(await b.deleteIfEquals(k('lock'), owner)).toBe(true);
    expect(await a.setIfAbsent(k('lock'), 'next', 10_000)).toBe(true);

    await a.set(k('pending'), 'handshake');
    const taken = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).take(k('pending'))));
    expect(taken.filter((value) => value !== undefined)).toEqual(['handshake']);
  });

  it('keeps every member of a set added concurrently from two instances', async () => {
    n += 1;
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).addToSet(k('set'), `m${i % 15}`)));
    expect((await a.setMembers(k('set'))).sort()).toEqual(
      Array.from({ length: 15 }, (_, i) => `m${i}`).sort(),
    );
    expect(await b.setMembers(k('nothing'))).toEqual([]);
  });

  it('publishes to subscribers on every instance, until they stop', async () => {
    n += 1;
    const seenA: string[] = [];
    const seenB: string[] = [];
    const stopA = a.subscribe(k('ch'), (message) => seenA.push(message));
    const stopB = b.subscribe(k('ch'), (message) => seenB.push(message));
    // A Redis subscription completes asynchronously: publish until both have heard one.
    await waitFor(async () => {
      await a.publish(k('ch'), 'hello');
      return seenA.length > 0 && seenB.length > 0;
    });
    stopA();
    const before = seenA.length;
    await waitFor(async () => {
      await b.publish(k('ch'), 'again');
      return seenB.includes('again');
    });
    expect(seenA).toHaveLength(before);
    stopB();
  });

  it('appends to capped logs once per key, announces each entry, and reads several logs after a position', async () => {
    n += 1;
    const announced: { id: string; entry: string }[] = [];
    const stop = b.subscribe(k('news'), (message) => announced.push(JSON.parse(message) as never));
    await waitFor(async () => {
      await a.publish(k('news'), JSON.stringify({ id: '0', entry: 'probe' }));
      return announced.length > 0;
    });
    announced.length = 0;

    const empty = await a.readLogs([k('log-x'), k('log-y')], undefined);
    expect(empty).toEqual({ entries: [], lastId: '0' });
    const first = await a.appendToLog({
      log: k('log-x'),
      entry: 'x1',
      maxLength: 100,
      onceKey: k('once-1'),
      channel: k('news'),
    });
    const duplicates = await Promise.all(
      [a, b, a, b].map((store) =>
        store.appendToLog({
          log: k('log-x'),
          entry: 'x1 again',
          maxLength: 100,
          onceKey: k('once-1'),
          channel: k('news'),
        }),
      ),
    );
    expect(first).toMatch(/^\d+$/);
    expect(duplicates).toEqual([undefined, undefined, undefined, undefined]);
    const second = await b.appendToLog({ log: k('log-y'), entry: 'y1', maxLength: 100, channel: k('news') });
    const third = await a.appendToLog({ log: k('log-x'), entry: 'x2', maxLength: 100 });
    expect(Number(second)).toBeGreaterThan(Number(first));
    expect(Number(third)).toBeGreaterThan(Number(second));

    const all = await b.readLogs([k('log-x'), k('log-y')], '0');
    expect(all).toEqual({
      entries: [
        { id: first, entry: 'x1' },
        { id: second, entry: 'y1' },
        { id: third, entry: 'x2' },
      ],
      lastId: third,
    });
    expect((await a.readLogs([k('log-x'), k('log-y')], first)).entries.map((e) => e.entry)).toEqual([
      'y1',
      'x2',
    ]);
    expect(await a.readLogs([k('log-y')], undefined)).toEqual({ entries: [], lastId: second });
    // Late copies of the probe may still arrive: only the log's announcements count.
    const entries = () => announced.filter((message) => message.entry !== 'probe');
    await waitFor(() => entries().length === 2, 10_000);
    expect(entries()).toEqual([
      { id: first, entry: 'x1' },
      { id: second, entry: 'y1' },
    ]);
    stop();

    for (let i = 0; i < 300; i += 1)
      await a.appendToLog({ log: k('log-capped'), entry: `e${i}`, maxLength: 50 });
    const capped = await b.readLogs([k('log-capped')], '0');
    // Redis trims approximately (whole nodes of the stream); never below the cap.
    expect(capped.entries.length).toBeGreaterThanOrEqual(50);
    expect(capped.entries.length).toBeLessThan(300);
    expect(capped.entries.at(-1)?.entry).toBe('e299');
  });
});

// A log's ids follow Redis's clock; `now()` must too, or a stream that starts "from now" while
// Redis is down, on an instance whose clock runs ahead, skips every event still to come.
it("a Redis store's now() follows Redis's clock, not a process clock a day ahead of it", async () => {
  const day = 86_400_000;
  const realNow = Date.now.bind(Date);
  const skewed = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + day);
  try {
    const store = await redis.store();
    const id = Number(await store.appendToLog({ log: 'clock-skew', entry: 'e', maxLength: 10 }));
    const position = store.now!();
    // The entry just appended is at or after "now" on the log's clock, not a day behind it.
    expect(Math.abs(position - id)).toBeLessThan(5_000);
  } finally {
    skewed.mockRestore();
  }
});
