/**
 * Issue 46: `<PartnerDashboard/>` through the real proxy as a PARTNER session of two companies
 * (DECISIONS 75), by the keyboard alone in a 320 px column: the seeded company ready with its next
 * payroll and run-by date, the new one blocked, and a blocker's Fix handing that company and
 * blocker to the partner's page (its link into the company's flows); then the ready company's
 * payroll cancelled from the cancellation screen with its result. Nothing refused on the way.
 */
import { page, userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { PartnerDashboard } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { tabTo } from '../tabTo';
import { proxySession } from './proxySession';

test('the partner sees two companies, one blocked, its Fix opens the blocker’s flow, and cancels a payroll with its result, by keyboard at 320 px', async () => {
  await page.viewport(400, 900);
  const api = createDemoApi({ employees: 2 });
  const json = async (path: string, token: string, body?: unknown) => {
    const response = await api.fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // Parsed JSON, read field by field.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (await response.json()) as any;
  };
  // The partner's second company, just created: it cannot run payroll yet.
  const created = await json('/v1/partner_managed_companies', api.tokens.system, {
    user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
    company: { name: 'Langley Analytics LLC' },
  });
  const other: string = created.company_uuid;
  const blockers = await json(`/v1/companies/${other}/payrolls/blockers`, created.access_token);
  const session = proxySession(api, { partnerOf: [api.companyUuid, other] });
  const onOpenCompany = vi.fn();
  const screen = await session.render(
    <div data-column="" style={{ width: '320px' }}>
      <PartnerDashboard
        companyIds={[api.companyUuid, other]}
        onOpenCompany={onOpenCompany}
        invoicePeriod="2026-06"
      />
    </div>,
  );
  const column = document.querySelector<HTMLElement>('[data-column]')!;

  const acme = screen.getByRole('listitem', { name: 'Acme Robotics, Inc.' });
  await expect.element(acme.getByText('Ready to run'), { timeout: 10_000 }).toBeVisible();
  await expect.element(acme.getByText('Jun 22, 2026')).toBeVisible();
  const langley = screen.getByRole('listitem', { name: 'Langley Analytics LLC' });
  await expect.element(langley.getByText('Blocked')).toBeVisible();
  await expect.element(screen.getByRole('cell', { name: 'Acme Robotics, Inc.' })).toBeVisible();
  expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);

  // The first blocker's Fix, reached and pressed by the keyboard, opens that company at that blocker.
  const fix = langley.getByRole('button', { name: /^Fix: / }).first();
  await tabTo(fix, { presses: 30 });
  await expect.element(fix).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onOpenCompany).toHaveBeenCalledWith(other, blockers[0].key);
  const box = (fix.element() as HTMLElement).getBoundingClientRect();
  expect(box.right).toBeLessThanOrEqual(column.getBoundingClientRect().right);

  // Cancel payrolls: the lazy screen takes focus; the one unprocessed payroll chosen and cancelled,
  // its result named.
  await tabTo(screen.getByRole('button', { name: 'Cancel payrolls' }), { presses: 30 });
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Cancel payrolls' })).toHaveFocus();
  const choice = screen.getByRole('checkbox', { name: /^Acme Robotics, Inc\.: Jun 6, 2026 – Jun 19, 2026/ });
  await tabTo(choice);
  await userEvent.keyboard(' ');
  await tabTo(screen.getByRole('button', { name: 'Cancel the chosen payrolls' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('status')).toHaveTextContent('1 cancelled, 0 not cancelled.');
  await expect.element(screen.getByText(/^Cancelled: Acme Robotics, Inc\.: Jun 6, 2026/)).toBeVisible();
  expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);

  expect(session.requests.filter((request) => request.status >= 400)).toEqual([]);
  expect(session.requests.map((r) => r.path.split('?')[0])).toEqual(
    expect.arrayContaining(['/v1/payroll_digests', '/v1/invoices/2026-06', '/v1/payroll_batches']),
  );
});
