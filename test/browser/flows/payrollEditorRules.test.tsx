/**
 * The payroll editor's field rules are the service's: a value the service takes is saved (a memo
 * longer than the old grid's 255 characters, 744 hours), one it refuses stays on its cell, marked,
 * and is never sent. Against the demo service through the proxy, clocks pinned.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SLOW, openEditor, servicePayroll, start, upcoming } from './payrollRunSteps';

const NOW = new Date('2026-06-15T16:00:00Z');

beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('a 300-character memo and 744 hours are saved; 745 hours stay on the cell, marked, never sent', async () => {
  const { stack, screen } = await start({ now: () => NOW });
  const grid = await openEditor(screen);
  const first = grid.getByRole('textbox', { name: /^Regular hours for / }).first();
  const name = first.element().getAttribute('aria-label')!.replace('Regular hours for ', '');
  const payroll = await upcoming(stack);
  const row = async () =>
    (await servicePayroll(stack, payroll.uuid, 'page=1&per=100')).employee_compensations!.find(
      (line) => `${line.first_name} ${line.last_name}` === name,
    )! as NonNullable<Awaited<ReturnType<typeof servicePayroll>>['employee_compensations']>[number] & {
      memo: string | null;
    };

  const memo = 'Covered the night shift for the inventory count. '.repeat(6).trim();
  expect(memo.length).toBeGreaterThan(255);
  const memoCell = grid.getByRole('textbox', { name: `Memo for ${name}`, exact: true });
  await userEvent.fill(memoCell, memo);
  await expect.element(memoCell).not.toHaveAttribute('aria-invalid');
  await expect.element(screen.getByText('All changes saved.'), SLOW).toBeVisible();
  expect((await row()).memo).toBe(memo);

  const hours = grid.getByRole('textbox', { name: `Regular hours for ${name}`, exact: true });
  await userEvent.fill(hours, '744');
  await expect.element(screen.getByText('All changes saved.'), SLOW).toBeVisible();
  await vi.waitFor(async () =>
    expect((await row()).hourly_compensations.find((line) => line.name === 'Regular Hours')?.hours).toBe(
      '744.000',
    ),
  );

  const puts = () => stack.requests.filter((request) => request.method === 'PUT').length;
  const sent = puts();
  await userEvent.fill(hours, '745');
  await expect.element(hours).toHaveAttribute('aria-invalid', 'true');
  await expect.element(hours).toHaveValue('745');
  await expect.element(screen.getByText(/Invalid values, not saved: 1\./)).toBeVisible();
  // Past the quiet time a save would have gone: nothing was sent, the service keeps 744.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(puts()).toBe(sent);
  expect((await row()).hourly_compensations.find((line) => line.name === 'Regular Hours')?.hours).toBe(
    '744.000',
  );
});
