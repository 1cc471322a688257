/**
 * <Contractors urlSync/> in Chromium against the demo service through the proxy: opening a
 * contractor names them in the URL (`?pk_contractors=contractor:<uuid>`, the partner's own query
 * kept), a reload of that URL opens the same contractor's page, the browser's Back returns to the
 * list, and without `urlSync` the flow leaves the URL alone.
 */
import { userEvent } from 'vitest/browser';
import { beforeEach, expect, test } from 'vitest';
import { Contractors } from '../../../src/flows';
import { startPayrollStack } from '../../../stories/flows/payrollRunStack';
import { addContractor, HOURLY_INDIVIDUAL } from '../../support/contractors';
import { demoAdmin } from '../../support/demoAdmin';
import { renderWithDemo } from './renderWithDemo';

/** Monday 2026-06-15, 09:00 in California. */
const NOW = Date.parse('2026-06-15T16:00:00Z');

const param = () => new URL(window.location.href).searchParams.get('pk_contractors');

beforeEach(() => {
  // An entry of the partner's page before the flow's own: Back never leaves the test page.
  window.history.pushState(null, '', '/?partner=keep');
});

/** The demo service with one contractor, Katherine Johnson, and her uuid. */
async function stackWithContractor() {
  const stack = await startPayrollStack({ employees: 1, rateLimit: 100_000, now: () => new Date(NOW) });
  const { uuid } = await addContractor(demoAdmin(stack.api), HOURLY_INDIVIDUAL);
  return { stack, contractorId: uuid };
}

async function renderContractors(
  stack: Awaited<ReturnType<typeof stackWithContractor>>['stack'],
  urlSync: boolean,
) {
  const { screen } = await renderWithDemo(
    <Contractors companyId={stack.api.companyUuid} today="2026-06-15" urlSync={urlSync} />,
    { api: stack.api, baseUrl: stack.baseUrl, fetch: stack.fetch },
  );
  return {
    screen,
    list: screen.getByRole('heading', { name: 'Contractors', level: 2 }),
    page: screen.getByRole('heading', { name: 'Katherine Johnson', level: 2 }),
    open: screen.getByRole('button', { name: 'Open Katherine Johnson' }),
  };
}

test('opening a contractor names them in the URL; a reload opens their page; Back returns to the list', async () => {
  const { stack, contractorId } = await stackWithContractor();
  const first = await renderContractors(stack, true);
  await expect.element(first.open).toBeVisible();
  expect(param()).toBe('list');

  await userEvent.click(first.open);
  await expect.element(first.page).toHaveFocus();
  expect(param()).toBe(`contractor:${contractorId}`);
  expect(new URL(window.location.href).searchParams.get('partner')).toBe('keep');
  await first.screen.unmount();

  // A reload: the same URL, a fresh page opens on the contractor, not on the list.
  const { screen, page, list } = await renderContractors(stack, true);
  await expect.element(page).toBeVisible();
  await expect.element(screen.getByRole('region', { name: 'Details and pay' })).toBeVisible();
  expect(list.query()).toBeNull();
  expect(param()).toBe(`contractor:${contractorId}`);

  window.history.back();
  await expect.element(list).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'Open Katherine Johnson' })).toBeVisible();
  expect(page.query()).toBeNull();
  expect(param()).toBe('list');

  window.history.forward();
  await expect.element(page).toBeVisible();
});

test('without urlSync the flow leaves the URL untouched', async () => {
  const { stack } = await stackWithContractor();
  const before = window.location.href;
  const { open, page } = await renderContractors(stack, false);
  await expect.element(open).toBeVisible();
  await userEvent.click(open);
  await expect.element(page).toHaveFocus();
  expect(window.location.href).toBe(before);
  expect(param()).toBeNull();
});
