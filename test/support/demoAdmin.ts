import type { DemoApi } from '../../src/testing';

/** One answer of the demo service: its status and its parsed JSON body (undefined when empty). */
export interface DemoReply {
  status: number;
  body: unknown;
}

/**
 * The company's admin as the demo service sees them: the company, and one request at a time with
 * the company token. Stories and browser tests reach the service in process ({@link demoAdmin});
 * the unit contract tests over real HTTP (`startDemoHttp` returns one already), so set-up written
 * against this runs unchanged on either transport.
 */
export interface DemoAdmin {
  api: Pick<DemoApi, 'companyUuid'>;
  call(method: string, path: string, body?: unknown): Promise<DemoReply>;
}

/** The signer's IP the partner's proxy adds (a documentation range), as `x-client-ip`. */
export const SIGNER_IP = '203.0.113.7';

/**
 * The admin of an in-process demo service, sending what the partner's proxy would: the company
 * token and the signer's IP.
 *
 * @example
 * const admin = demoAdmin(createDemoApi());
 * const { status } = await admin.call('GET', `/v1/companies/${admin.api.companyUuid}/contractors`);
 */
export function demoAdmin(api: DemoApi): DemoAdmin {
  return {
    api,
    async call(method, path, body) {
      const response = await api.fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${api.tokens.company}`,
          'content-type': 'application/json',
          'x-client-ip': SIGNER_IP,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}

/**
 * Sends one set-up request and checks its status: a set-up step the service refuses fails there,
 * naming the call and the service's answer, not later in an assertion about something else.
 * Throws a plain `Error` so stories (no Vitest) and tests share it.
 *
 * @example
 * const created = await expectCall<{ uuid: string }>(admin, 201, 'POST', `/v1/companies/${id}/contractors`, body);
 */
export async function expectCall<T>(
  admin: DemoAdmin,
  status: number,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const reply = await admin.call(method, path, body);
  if (reply.status !== status) {
    throw new Error(
      `${method} ${path}: expected ${status}, got ${reply.status} ${JSON.stringify(reply.body)}`,
    );
  }
  return reply.body as T;
}

/**
 * Saves changes to a versioned record over its current version (a GET, then a PUT with that
 * version, each 200): what another admin's tab does to a record this page has open, or a set-up
 * step that edits what the service made.
 *
 * @example
 * await saveOverCurrentVersion(admin, `/v1/contractors/${uuid}`, { business_name: 'Hamilton Rigging Co' });
 */
export async function saveOverCurrentVersion(
  admin: DemoAdmin,
  path: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const { version } = await expectCall<{ version: string }>(admin, 200, 'GET', path);
  await expectCall(admin, 200, 'PUT', path, { version, ...changes });
}
