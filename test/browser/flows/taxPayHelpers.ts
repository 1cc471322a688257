import { expect } from 'vitest';
import type { Locator } from 'vitest/browser';
import { createDemoFetch } from '../../../src/testing';
import type { DemoApi } from './renderWithDemo';

/** Calls the demo service as the company, like a second browser tab would through the proxy. */
export async function callDemo(api: DemoApi, method: string, path: string, body?: unknown) {
  const response = await api.fetch(path, {
    method,
    headers: {
      authorization: `Bearer ${api.tokens.company}`,
      'content-type': 'application/json',
      'x-client-ip': '203.0.113.7',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The uuid of a seeded employee, found by name through the list endpoint. */
export async function seededEmployee(api: DemoApi, first: string, last: string): Promise<string> {
  const { body } = await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/employees?per=100`);
  const employee = (body as Array<{ uuid: string; first_name: string; last_name: string }>).find(
    (candidate) => candidate.first_name === first && candidate.last_name === last,
  );
  if (!employee) throw new Error(`No seeded employee ${first} ${last}`);
  return employee.uuid;
}

/**
 * The browser's fetch as the proxy would serve it: the company token and the signer's IP added.
 * `tamper` may rewrite a request body after the form's own checks passed, to reach the service's
 * rules directly.
 */
export function proxyFetch(
  api: DemoApi,
  tamper?: (method: string, path: string, body: Record<string, unknown>) => Record<string, unknown>,
): typeof fetch {
  const demoFetch = createDemoFetch(api);
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? new Request(input, init) : new Request(String(input), init);
    const headers = new Headers(request.headers);
    headers.set('x-client-ip', '203.0.113.7');
    let body: string | undefined;
    if (request.method !== 'GET' && request.method !== 'DELETE') {
      body = await request.text();
      if (tamper && body) {
        body = JSON.stringify(tamper(request.method, new URL(request.url).pathname, JSON.parse(body)));
      }
    }
    return demoFetch(new Request(request.url, { method: request.method, headers, body }));
  }) as typeof fetch;
}

/** The message sits on the control: it is invalid and its description contains the message. */
export async function expectErrorOn(control: Locator, message: string | RegExp) {
  await expect.element(control).toHaveAttribute('aria-invalid', 'true');
  const element = control.element();
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  if (typeof message === 'string') expect(text).toContain(message);
  else expect(text).toMatch(message);
}
