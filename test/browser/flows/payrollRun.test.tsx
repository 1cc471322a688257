/**
 * <PayrollRun/> against the demo payroll service, as a new user would run payroll: the landing,
 * the editor, calculate, review, submit, receipt.
 */
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { proxyFetch } from './taxPayHelpers';

async function renderRun(api = createDemoApi()) {
  const onEvent = vi.fn();
  const { screen } = await renderWithDemo(<PayrollRun companyId={api.companyUuid} onEvent={onEvent} />, {
    api,
    fetch: proxyFetch(api),
  });
  await expect.element(screen.getByRole('heading', { name: 'Run payroll' })).toBeVisible();
  return { api, screen, onEvent };
}

test('runs a regular payroll from the landing to the receipt', async () => {
  const { screen } = await renderRun();
  const run = screen.getByRole('button', { name: /^Run payroll for / }).first();
  await userEvent.click(run);
  const grid = screen.getByRole('grid', { name: 'Payroll editor' });
  await expect.element(grid).toBeVisible();
  const hours = grid.getByRole('textbox', { name: /^Regular hours for / }).first();
  await userEvent.clear(hours);
  await userEvent.type(hours, '40');
  await expect.element(screen.getByText('All changes saved.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Calculate payroll' }));
  await expect.element(screen.getByText('Company debit').first()).toBeVisible({ timeout: 10_000 });
}, 30_000);
