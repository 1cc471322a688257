import { expect } from 'vitest';
import type { Locator } from 'vitest/browser';
import { createDemoFetch } from '../../../src/testing';
import { demoAdmin } from '../../support/demoAdmin';
import { seededEmployee as seededEmployeeOf } from '../../support/employees';
import type { DemoApi } from './renderWithDemo';

/** Calls the demo service as the company, like a second browser tab would through the proxy. */
export async function callDemo(api: DemoApi, method: string, path: string, body?: unknown) {
  const reply = await demoAdmin(api).call(method, path, body);
  // Parsed JSON, read field by field by the tests (as `ApiJson` in the unit tests).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return reply as { status: number; body: any };
}

/** The uuid of a seeded employee, found by name through the list endpoint. */
export function seededEmployee(api: DemoApi, first: string, last: string): Promise<string> {
  return seededEmployeeOf(demoAdmin(api), first, last);
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
