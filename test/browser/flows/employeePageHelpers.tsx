/**
 * Grace Lovelace's page in `<EmployeeManagement/>`, in Chromium through the real proxy in a 320 px
 * column, for the employee page's browser tests: a fetch that may rewrite one request body after
 * the form's own checks passed (to reach the service's rules), and "Saved." read under a section.
 * The service's clock is pinned to Monday 15 June 2026.
 */
import { userEvent, type Locator } from 'vitest/browser';
import { expect } from 'vitest';
import { EmployeeManagement } from '../../../src/flows';
import { startPayrollStack } from '../../../stories/flows/payrollRunStack';
import { renderWithDemo } from './renderWithDemo';
import { seededEmployee } from './taxPayHelpers';

const NOW = Date.parse('2026-06-15T16:00:00Z');
export const SLOW = { timeout: 15_000 };

type Json = Record<string, unknown>;
/** Rewrites the next matching request's body once, after the form's own checks passed. */
export type Tamper = { path: RegExp; rewrite: (body: Json) => Json };

/** Grace Lovelace (Brooklyn, NY; works in the New York office; paid by direct deposit) opened on her page in a 320 px column. */
export async function gracesPage() {
  const stack = await startPayrollStack({ employees: 3, rateLimit: 100_000, now: () => new Date(NOW) });
  const { api } = stack;
  const employeeId = await seededEmployee(api, 'Grace', 'Lovelace');
  const pending: Tamper[] = [];
  const fetchThroughProxy = (async (input: RequestInfo | URL, init?: RequestInit) => {
    let request = new Request(
      input instanceof Request ? input : new URL(String(input), location.origin),
      init,
    );
    const index = pending.findIndex(
      (tamper) => request.method !== 'GET' && tamper.path.test(new URL(request.url).pathname),
    );
    if (index >= 0) {
      const [tamper] = pending.splice(index, 1);
      const body = tamper!.rewrite((await request.clone().json()) as Json);
      request = new Request(request, { body: JSON.stringify(body) });
    }
    return stack.fetch(request);
  }) as typeof fetch;
  const { screen } = await renderWithDemo(
    <div data-column="" style={{ width: '320px' }}>
      <EmployeeManagement companyId={api.companyUuid} today="2026-06-15" />
    </div>,
    { api, baseUrl: stack.baseUrl, fetch: fetchThroughProxy },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Manage Grace Lovelace' }));
  await expect.element(screen.getByRole('heading', { name: 'Grace Lovelace', level: 2 }), SLOW).toHaveFocus();
  const column = document.querySelector<HTMLElement>('[data-column]')!;
  const fits = () => expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  return { api, employeeId, screen, fits, tamperNext: (tamper: Tamper) => pending.push(tamper) };
}

/** "Saved." right under `section` (its next sibling). */
export async function expectSaved(section: Locator) {
  await expect.poll(() => section.element().nextElementSibling?.textContent ?? '', SLOW).toContain('Saved.');
}

/** Save in `section`, then "Saved." right under it. */
export async function saveAndSeeSaved(section: Locator) {
  await userEvent.click(section.getByRole('button', { name: 'Save', exact: true }));
  await expectSaved(section);
}
