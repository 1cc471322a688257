/**
 * <CompanyOnboardingFinish/> while the finished company waits for approval: the screen reads the
 * company again by itself (the query's own polling, no button pressed), says "Ready to run
 * payroll" once the service approves it, reports `company.approved` once, and stops asking.
 */
import { expect, test, vi } from 'vitest';
import { CompanyOnboardingFinish } from '../../../src/flows';
import { createDemoApi, createDemoFetch } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';

test('waiting for approval, the screen asks again by itself until the service approves the company', async () => {
  const api = createDemoApi({ companyApproved: false });
  const demoFetch = createDemoFetch(api);
  // Every read of the company the screen makes.
  const requests: string[] = [];
  const fetchSpy = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), api.baseUrl);
    if ((init?.method ?? 'GET') === 'GET' && url.pathname.endsWith(`/v1/companies/${api.companyUuid}`))
      requests.push(url.href);
    return demoFetch(input, init);
  }) as typeof fetch;
  const onEvent = vi.fn();
  const { screen } = await renderWithDemo(
    <CompanyOnboardingFinish companyId={api.companyUuid} onEvent={onEvent} approvalPollMs={100} />,
    { api, fetch: fetchSpy },
  );
  await expect.element(screen.getByRole('heading', { name: 'Waiting for approval', level: 2 })).toBeVisible();
  // Still waiting: it keeps asking.
  await expect.poll(() => requests.length, { timeout: 3000 }).toBeGreaterThanOrEqual(3);

  const approved = await api.fetch(`/v1/companies/${api.companyUuid}/approve`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${api.tokens.system}` },
  });
  expect(approved.status).toBe(200);
  await expect.element(screen.getByRole('heading', { name: 'Ready to run payroll', level: 2 })).toBeVisible();
  expect(onEvent).toHaveBeenCalledWith('company.approved', { companyId: api.companyUuid });

  // Approved: no more asking.
  const asked = requests.length;
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(requests.length).toBe(asked);
  expect(onEvent.mock.calls.filter(([type]) => type === 'company.approved')).toHaveLength(1);
});
