import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticToken } from '../../../src/server';
import { startProxyHarness } from './proxyHarness';

// A faulty upstream (a gateway's error page, a stalled body) on its own 127.0.0.1 server: the
// demo service never answers like this, but a real deployment's load balancer or WAF does. What
// the browser gets is the contract's error shape, with nothing of the upstream's answer in it.
const TOKEN = 'upstream-secret-token-4f1c2a';
const companyId = '7c1d0f4e-0000-4000-8000-00000000c0de';
let fault: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
let upstream: Server;
let harness: Awaited<ReturnType<typeof startProxyHarness>>;
let cookie: string;

beforeAll(async () => {
  upstream = createServer((req, res) => fault(req, res));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  harness = await startProxyHarness({
    upstream: { baseUrl: `http://127.0.0.1:${port}` },
    tokens: staticToken(TOKEN),
    // Short, for the stalled body; long enough for a loaded machine's first connection.
    timeoutMs: 1_500,
  });
  cookie = harness.signIn([companyId]);
});
afterAll(async () => {
  await harness.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

/** An error page that echoes the request, as misconfigured gateways do. */
function echoPage(req: IncomingMessage): string {
  return `<html><body><h1>Internal Server Error</h1><pre>${JSON.stringify(req.headers)}</pre></body></html>`;
}

const list = () => harness.call('GET', `/v1/companies/${companyId}/employees`, cookie);

function expectContractError(response: { status: number; headers: Record<string, unknown>; body: string }) {
  expect(response.headers['content-type']).toBe('application/json');
  const body = JSON.parse(response.body) as { errors: { error_key: string; category: string }[] };
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0]).toMatchObject({ error_key: 'request' });
  const everything = response.body + JSON.stringify(response.headers);
  expect(everything).not.toContain(TOKEN);
  expect(everything).not.toContain('Internal Server Error');
  return body.errors[0]!;
}

describe('upstream answers the proxy did not expect', { timeout: 30_000 }, () => {
  it('turns an HTML 500 page that echoes the Authorization header into a contract error without the token', async () => {
    fault = (req, res) => {
      res.writeHead(500, {
        'content-type': 'text/html',
        'x-echo-authorization': String(req.headers.authorization),
      });
      res.end(echoPage(req));
    };
    const response = await list();
    expect(response.status).toBe(502);
    expect(expectContractError(response).category).toBe('upstream_error');
  });

  it('keeps 503 and its Retry-After for a JSON 503, with none of its body', async () => {
    fault = (req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '7' });
      res.end(JSON.stringify({ errors: [{ error_key: 'base', category: 'x', message: echoPage(req) }] }));
    };
    const response = await list();
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(expectContractError(response).category).toBe('upstream_error');
  });

  it('refuses a 200 that is an HTML page, and a 200 whose JSON does not parse', async () => {
    for (const [type, body] of [
      ['text/html', '<html>Sign in to the corporate proxy</html>'],
      ['application/json', '{"truncated": ['],
    ] as const) {
      fault = (_req, res) => {
        res.writeHead(200, { 'content-type': type });
        res.end(body);
      };
      const response = await list();
      expect(response.status).toBe(502);
      expect(expectContractError(response).category).toBe('upstream_error');
      expect(response.body).not.toContain(body);
    }
  });

  it('keeps the status of a 4xx that is not in the contract shape, and none of its body', async () => {
    fault = (req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end(`Not found: ${req.headers.authorization}`);
    };
    const notFound = await list();
    expect(notFound.status).toBe(404);
    expect(expectContractError(notFound).category).toBe('not_found');
    // Contract-shaped, but echoing the token: refused too.
    fault = (req, res) => {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          errors: [{ error_key: 'base', category: 'x', message: req.headers.authorization }],
        }),
      );
    };
    const forbidden = await list();
    expect(forbidden.status).toBe(403);
    expect(expectContractError(forbidden).category).toBe('invalid_request_error');
  });

  it('answers 502 upstream_unavailable when the service cannot be reached', async () => {
    fault = (req) => req.socket.destroy();
    const response = await list();
    expect(response.status).toBe(502);
    expect(expectContractError(response).category).toBe('upstream_unavailable');
  });

  it('answers 502, not 404, when the connection breaks while the proxy reads a record to scope it', async () => {
    const employeeId = '7c1d0f4e-0000-4000-8000-0000000000e1';
    const reads: string[] = [];
    // The scope check reads the employee first; the service starts its answer, then the
    // connection drops (a restarted pod, a load balancer's reset).
    fault = (req, res) => {
      reads.push(String(req.url));
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '400' });
      res.write(`{"uuid":"${employeeId}","company_uuid":"${companyId}","first_na`);
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const response = await harness.call('GET', `/v1/employees/${employeeId}`, cookie);
    expect(reads).toEqual([`/v1/employees/${employeeId}`]);
    expect(response.status).toBe(502);
    expect(expectContractError(response).category).toBe('upstream_unavailable');
    // The same break before any header: the same answer.
    fault = (req) => {
      reads.push(String(req.url));
      req.socket.destroy();
    };
    const beforeHeaders = await harness.call('GET', `/v1/employees/${employeeId}`, cookie);
    expect(beforeHeaders.status).toBe(502);
    expect(expectContractError(beforeHeaders).category).toBe('upstream_unavailable');
  });

  it('ends a stalled upstream body in a contract-shaped 504', async () => {
    fault = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[{"uuid":');
      // …and never more.
    };
    const response = await list();
    expect(response.status).toBe(504);
    expect(expectContractError(response).category).toBe('upstream_timeout');
  });

  it('passes the service’s own contract errors and records through unchanged', async () => {
    const error = {
      errors: [{ error_key: 'first_name', category: 'invalid_attribute_value', message: 'Bad.' }],
    };
    fault = (_req, res) => {
      res.writeHead(422, { 'content-type': 'application/json' });
      res.end(JSON.stringify(error));
    };
    const refused = await list();
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.body)).toEqual(error);
    fault = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '0' });
      res.end('[]');
    };
    const ok = await list();
    expect(ok.status).toBe(200);
    expect(ok.body).toBe('[]');
    expect(ok.headers['x-total-count']).toBe('0');
  });
});
