import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi, createDemoFetch } from '../../../src/testing';
import { createDemoApiHandlers } from '../../../src/testing-msw';
import { fixedNow } from './request';

const api = createDemoApi({ now: fixedNow() });
const server = setupServer(...createDemoApiHandlers(api, { baseUrl: 'http://partner.test/api/payroll' }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('ways to run the simulator', () => {
  it('serves requests under a partner base URL through MSW, token required like the real service', async () => {
    const url = `http://partner.test/api/payroll/v1/companies/${api.companyUuid}/employees?per=2`;
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    const res = await fetch(url, { headers: { authorization: `Bearer ${api.tokens.company}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('12');
    const created = await fetch(`http://partner.test/api/payroll/v1/companies/${api.companyUuid}/employees`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.tokens.company}`, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Via', last_name: 'Msw' }),
    });
    expect(created.status).toBe(201);
  });

  it('createDemoFetch adds the company token to relative URLs', async () => {
    const fetchAsCompany = createDemoFetch(api);
    const res = await fetchAsCompany(`/v1/companies/${api.companyUuid}/locations`);
    expect(res.status).toBe(200);
    // The seed's three offices and its closed one.
    expect(((await res.json()) as unknown[]).length).toBe(4);
  });
});
