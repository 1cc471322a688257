import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxyHarness } from './proxyHarness';

// Client mistakes that Node accepts but a Web `Request` cannot represent: the adapter answers
// them in the contract's error shape instead of failing with a 500.
let harness: Awaited<ReturnType<typeof startProxyHarness>>;
let cookie: string;

beforeAll(async () => {
  harness = await startProxyHarness();
  cookie = harness.signIn([harness.demo.companyUuid]);
});
afterAll(() => harness.close());

const headers = () => ({ cookie, origin: 'http://app.test', 'x-requested-with': 'payroll-kit' });

describe('Node adapter', () => {
  it('answers 405 in the contract shape to TRACE, on the proxy and the webhook receiver', async () => {
    for (const path of ['/api/payroll/v1/token_info', '/api/webhooks']) {
      const response = await harness.raw('TRACE', path, { headers: headers() });
      expect(response.status).toBe(405);
      expect(JSON.parse(response.body)).toMatchObject({
        errors: [{ error_key: 'request', category: 'invalid_request_error' }],
      });
    }
  });

  it.each(['[', 'a b', '127.0.0.1:99999'])('answers 400 in the contract shape to Host: %s', async (host) => {
    const response = await harness.raw('GET', '/api/payroll/v1/token_info', {
      headers: { ...headers(), host },
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      errors: [{ error_key: 'request', category: 'invalid_request_error' }],
    });
  });

  it('still serves a well-formed request', async () => {
    const response = await harness.raw('GET', '/api/payroll/v1/token_info', { headers: headers() });
    expect(response.status).toBe(200);
  });
});
