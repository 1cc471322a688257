import { afterEach, describe, expect, it } from 'vitest';
import { startProxyHarness, waitFor } from './proxyHarness';

// The page's event stream over HTTP: it must end with the session, and a page that reconnects
// must get what it missed.
let harness: Awaited<ReturnType<typeof startProxyHarness>> | undefined;
afterEach(() => harness?.close());

async function start(overrides: Parameters<typeof startProxyHarness>[0] = {}) {
  const h = await startProxyHarness(overrides);
  harness = h;
  await h.subscribeWebhooks();
  const companyId = h.demo.companyUuid;
  /** A change in the company, made by another user, so the service publishes an event. */
  const change = async (firstName: string) => {
    const editor = h.signIn([companyId]);
    const response = await h.call(
      'POST',
      `/v1/companies/${companyId}/employees`,
      editor,
      { first_name: firstName, last_name: 'Stream' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(response.status).toBe(201);
    await h.settle();
  };
  return { h, companyId, change };
}

const names = (events: { data: Record<string, unknown> }[]) => events.map((e) => e.data.event_type);

// Generous: waits are for conditions, and a loaded 2-core machine is slow.
describe('event stream and the session', { timeout: 30_000 }, () => {
  it('closes at the next event once the session has ended, and sends it nothing', async () => {
    const { h, change } = await start();
    const cookie = h.signIn([h.demo.companyUuid]);
    const stream = h.openEventStream(cookie);
    await stream.ready;
    await change('Before');
    await waitFor(() => stream.events.length === 1);
    h.signOut(cookie);
    await change('After');
    await stream.ended;
    expect(names(stream.events)).toEqual(['employee.created']);
  });

  it('closes on its timer when the session ends or loses the company, with no event at all', async () => {
    const { h, companyId } = await start({ eventStream: { sessionRecheckMs: 50 } });
    const signedOut = h.signIn([companyId]);
    const moved = h.signIn([companyId]);
    const kept = h.signIn([companyId]);
    const streams = [signedOut, moved, kept].map((cookie) =>
      h.openEventStream(cookie, `?company_id=${companyId}`),
    );
    await Promise.all(streams.map((stream) => stream.ready));
    h.signOut(signedOut);
    h.signOut(moved, ['7c1d0f4e-0000-4000-8000-000000000001']);
    await Promise.all([streams[0]!.ended, streams[1]!.ended]);
    let keptEnded = false;
    void streams[2]!.ended.then(() => (keptEnded = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(keptEnded).toBe(false);
  });
});

// Generous: waits are for conditions, and a loaded 2-core machine is slow.
describe('event stream replay', { timeout: 30_000 }, () => {
  it('replays what a reconnecting page missed, after Last-Event-ID or last_event_id, in order and once', async () => {
    const { h, change, companyId } = await start();
    const cookie = h.signIn([companyId]);
    const first = h.openEventStream(cookie);
    const { close } = await first.ready;
    await change('Seen');
    await waitFor(() => first.events.length === 1);
    close();
    const seen = first.events[0]!.id;
    await change('Missed1');
    await change('Missed2');

    const byHeader = h.openEventStream(cookie, '', { 'last-event-id': seen });
    const byQuery = h.openEventStream(cookie, `?company_id=${companyId}&last_event_id=${seen}`);
    const fresh = h.openEventStream(cookie);
    const garbage = h.openEventStream(cookie, '', { 'last-event-id': 'not-an-id' });
    const opened = await Promise.all([byHeader, byQuery, fresh, garbage].map((s) => s.ready));
    try {
      await waitFor(() => byHeader.events.length === 2 && byQuery.events.length === 2);
      for (const stream of [byHeader, byQuery]) {
        expect(stream.events.map((e) => (e.data as { entity_uuid: string }).entity_uuid)).toHaveLength(2);
        expect(stream.events.every((e) => Number(e.id) > Number(seen))).toBe(true);
        expect(Number(stream.events[1]!.id)).toBeGreaterThan(Number(stream.events[0]!.id));
      }
      // A live event follows the replay on every stream; nothing old reaches a fresh one.
      await change('Live');
      await waitFor(() =>
        [byHeader, byQuery, fresh, garbage].every((s) =>
          s.events.some((e) => Number(e.id) > Number(byHeader.events[1]!.id)),
        ),
      );
      expect(byHeader.events).toHaveLength(3);
      expect(byQuery.events).toHaveLength(3);
      expect(fresh.events).toHaveLength(1);
      expect(garbage.events).toHaveLength(1);
    } finally {
      for (const stream of opened) stream.close();
    }
  });
});
