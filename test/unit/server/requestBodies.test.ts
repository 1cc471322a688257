import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxyHarness } from './proxyHarness';

// Bodies a hostile or careless client sends: an endless upload to the unauthenticated webhook
// path, and writes that are not JSON.
let harness: Awaited<ReturnType<typeof startProxyHarness>>;
let companyId: string;
let cookie: string;

beforeAll(async () => {
  harness = await startProxyHarness();
  companyId = harness.demo.companyUuid;
  cookie = harness.signIn([companyId]);
});
afterAll(() => harness.close());

/**
 * Streams a chunked body of up to `maxBytes` and resolves with the status and how much had been
 * sent when the answer arrived: a server that caps while streaming answers long before the end.
 */
function streamUpload(path: string, maxBytes: number) {
  return new Promise<{ status: number; sentBeforeAnswer: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest({
      host: '127.0.0.1',
      port: harness.port,
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      agent: false,
    });
    req.on('response', (res) => {
      answered = true;
      resolve({ status: res.statusCode ?? 0, sentBeforeAnswer: sent });
      res.resume();
      req.destroy();
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < maxBytes) {
        sent += chunk.byteLength;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    req.write('{"padding":"');
    pump();
  });
}

describe('request bodies', () => {
  it('caps a webhook delivery while it streams: an endless upload gets 413 without being read to the end', async () => {
    const limit = 64 * 1024 * 1024;
    const { status, sentBeforeAnswer } = await streamUpload('/api/webhooks', limit);
    expect(status).toBe(413);
    // The receiver's cap is 256 KiB; socket buffers allow some slack, never the whole upload.
    expect(sentBeforeAnswer).toBeLessThan(limit / 4);
  });

  it.each([
    ['text/plain', { 'content-type': 'text/plain' }],
    ['no Content-Type', {}],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('refuses a JSON create sent as %s with 415 and creates nothing', async (_name, typeHeader) => {
    const before = JSON.parse(
      (await harness.call('GET', `/v1/companies/${companyId}/employees?per=100`, cookie)).body,
    ) as unknown[];
    const response = await harness.raw('POST', `/api/payroll/v1/companies/${companyId}/employees`, {
      headers: {
        cookie,
        origin: 'http://app.test',
        'x-requested-with': 'payroll-kit',
        ...typeHeader,
      },
      body: JSON.stringify({ first_name: 'Plain', last_name: 'Text' }),
    });
    expect(response.status).toBe(415);
    expect(JSON.parse(response.body)).toMatchObject({
      errors: [{ error_key: 'request', category: 'invalid_request_error' }],
    });
    const after = JSON.parse(
      (await harness.call('GET', `/v1/companies/${companyId}/employees?per=100`, cookie)).body,
    ) as unknown[];
    expect(after).toHaveLength(before.length);
  });

  it('forwards JSON with a charset, and an action with no body and no Content-Type', async () => {
    const created = await harness.raw('POST', `/api/payroll/v1/companies/${companyId}/employees`, {
      headers: {
        cookie,
        origin: 'http://app.test',
        'x-requested-with': 'payroll-kit',
        'content-type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify({ first_name: 'Char', last_name: 'Set' }),
    });
    expect(created.status).toBe(201);
    const list = await harness.call(
      'GET',
      `/v1/companies/${companyId}/payrolls?processing_statuses=unprocessed`,
      cookie,
    );
    const payroll = (JSON.parse(list.body) as { uuid?: string; payroll_uuid?: string }[])[0];
    const payrollId = payroll?.uuid ?? payroll?.payroll_uuid;
    if (!payrollId) throw new Error('the demo company has no open payroll');
    const action = await harness.raw(
      'PUT',
      `/api/payroll/v1/companies/${companyId}/payrolls/${payrollId}/calculate`,
      { headers: { cookie, origin: 'http://app.test', 'x-requested-with': 'payroll-kit' } },
    );
    expect(action.status).toBe(202);
  });
});
