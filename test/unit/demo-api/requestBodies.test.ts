import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../../../src/testing';
import { call, fixedNow } from './request';

const contractError = (status: number) =>
  expect.objectContaining({
    status,
    body: {
      errors: [expect.objectContaining({ error_key: 'request', category: 'invalid_request_error' })],
    },
  });

describe('request bodies the service refuses (DECISIONS 13)', () => {
  it('answers 422, not a stack overflow, to deeply nested JSON on a create with an Idempotency-Key', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const before = api.snapshot();
    const deep = `{"first_name":"Deep","last_name":"Nest","x":${'['.repeat(3100)}${']'.repeat(3100)}}`;
    const response = await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
      rawBody: deep,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-1' },
    });
    expect(response).toEqual(contractError(422));
    expect(api.snapshot()).toBe(before);
    // Brackets inside strings are text, not nesting.
    const text = await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
      body: { first_name: 'Ann', last_name: 'Brackets', preferred_first_name: '[[[['.repeat(10) },
      headers: { 'idempotency-key': 'deep-2' },
    });
    expect(text.status).toBe(201);
  });

  it.each([
    ['text/plain', { 'content-type': 'text/plain' }],
    ['no Content-Type', {}],
    ['application/jsonx', { 'content-type': 'application/jsonx' }],
  ])('answers 415 to a JSON create sent as %s and creates nothing', async (_name, headers) => {
    const api = createDemoApi({ now: fixedNow() });
    const before = api.snapshot();
    const response = await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
      rawBody: JSON.stringify({ first_name: 'Plain', last_name: 'Text' }),
      headers,
    });
    expect(response).toEqual(contractError(415));
    expect(api.snapshot()).toBe(before);
  });

  it('accepts JSON with a charset, and an action with no body and no Content-Type', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const created = await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
      rawBody: JSON.stringify({ first_name: 'Char', last_name: 'Set' }),
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
    });
    expect(created.status).toBe(201);
    const payrolls = await call(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/payrolls?processing_statuses=unprocessed`,
    );
    const payroll = payrolls.body[0];
    const action = await call(
      api,
      'PUT',
      `/v1/companies/${api.companyUuid}/payrolls/${payroll.uuid ?? payroll.payroll_uuid}/calculate`,
    );
    expect(action.status).toBe(202);
  });
});
