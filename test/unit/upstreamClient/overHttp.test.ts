import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GustoEmbedded } from '@gusto/embedded-api-v-2026-06-15';
import { toNodeListener } from '../../../src/server/node';
import { createDemoApi } from '../../../src/testing';

/*
 * The README's CI recipe as a partner runs it: the demo service over HTTP on loopback, and the
 * upstream client on its default fetch with nothing but `serverURL` and the demo token.
 */

const api = createDemoApi({ now: () => new Date('2026-06-15T16:00:00Z') });
const server = createServer(toNodeListener(api.handle));
let gusto: GustoEmbedded;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  gusto = new GustoEmbedded({
    serverURL: `http://127.0.0.1:${port}`,
    companyAccessAuth: 'demo-company-token',
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the upstream client over HTTP', () => {
  it('reads the seeded company through its own fetch, and answers carry X-API-Version', async () => {
    const listed = await gusto.employees.list({ companyId: api.companyUuid, per: 3 });
    expect(listed.showEmployees?.length).toBe(3);
    expect(listed.httpMeta.response.headers.get('x-api-version')).toBe('2026-06-15');
    const { eventList } = await gusto.events.get({ systemAccessAuth: api.tokens.system }, {});
    expect(Array.isArray(eventList)).toBe(true);
  });
});
