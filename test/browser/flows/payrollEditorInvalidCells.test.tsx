/**
 * An invalid value in the payroll editor (issue 47): the cell says what is wrong on itself, in
 * visible words that are also its accessible description (not the row's "Saved"), and the totals
 * add up only the valid values on screen: "12x" typed key by key counts neither 12 nor anything,
 * and the 12 typed on the way is never sent. Against the demo service through the proxy, clocks pinned.
 */
import { userEvent, type Locator } from 'vitest/browser';
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

/** The Totals row's figure under one column header. */
function total(grid: Locator, column: string): string {
  const root = grid.element();
  const headers = [...root.querySelectorAll('[role="columnheader"]')].map((cell) => cell.textContent);
  const index = headers.indexOf(column);
  expect(index).toBeGreaterThan(0);
  const cell = root.querySelector('.pk-payroll-grid__foot [role="row"]')!.children[index]!;
  // The cell's last text is its figure (before it, the column's name for the narrow layout).
  return cell.lastChild!.textContent!;
}

test('"12x" in a bonus and "-4" hours: each cell says what is wrong, the totals count only valid values, nothing invalid is sent', async () => {
  const { stack, screen } = await start({ now: () => NOW });
  const grid = await openEditor(screen);
  const payroll = await upcoming(stack);
  const bonus = grid.getByRole('textbox', { name: /^Bonus for / }).first();
  const name = bonus.element().getAttribute('aria-label')!.replace('Bonus for ', '');
  const hours = grid.getByRole('textbox', { name: `Regular hours for ${name}`, exact: true });
  const bonusBefore = total(grid, 'Bonus');
  const hoursBefore = total(grid, 'Regular hours');
  const rowHours = Number((hours.element() as HTMLInputElement).value || '0');
  expect(rowHours).toBeGreaterThan(0);
  const puts = () => stack.requests.filter((request) => request.method === 'PUT').length;
  const sent = puts();

  // Key by key, as a person types: "1" and "12" are valid on the way, "12x" is not.
  await userEvent.type(bonus, '12x');
  await expect.element(bonus).toHaveAttribute('aria-invalid', 'true');
  await expect.element(bonus).toHaveValue('12x');
  const amountProblem = 'Enter an amount up to 1,000,000, with at most 2 decimals.';
  await expect.element(bonus).toHaveAccessibleDescription(amountProblem);
  await expect.element(grid.getByText(amountProblem)).toBeVisible();
  expect(total(grid, 'Bonus')).toBe(bonusBefore);
  await expect.element(grid.getByText('Not saved yet')).toBeVisible();

  await userEvent.fill(hours, '-4');
  await expect.element(hours).toHaveAttribute('aria-invalid', 'true');
  await expect.element(hours).toHaveAccessibleDescription('Hours can’t be negative.');
  await expect.element(grid.getByText('Hours can’t be negative.')).toBeVisible();
  const hoursNumber = (text: string) => Number(text.replace(/,/g, ''));
  await vi.waitFor(() =>
    expect(hoursNumber(total(grid, 'Regular hours'))).toBe(hoursNumber(hoursBefore) - rowHours),
  );
  await expect.element(screen.getByText(/Invalid values, not saved: 2\./)).toBeVisible();

  // Past the quiet time a save would have gone: neither the 12 typed on the way nor -4 was sent.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(puts()).toBe(sent);
  const row = async () =>
    (await servicePayroll(stack, payroll.uuid, 'page=1&per=100')).employee_compensations!.find(
      (line) => `${line.first_name} ${line.last_name}` === name,
    )!;
  expect(Number((await row()).fixed_compensations.find((line) => line.name === 'Bonus')?.amount ?? 0)).toBe(
    0,
  );

  // Corrected, each cell is valid again, counted and saved.
  await userEvent.fill(bonus, '12');
  await userEvent.fill(hours, '6');
  await expect.element(bonus).not.toHaveAttribute('aria-invalid');
  await expect.element(hours).not.toHaveAccessibleDescription();
  await expect.element(screen.getByText('All changes saved.'), SLOW).toBeVisible();
  expect(hoursNumber(total(grid, 'Regular hours'))).toBe(hoursNumber(hoursBefore) - rowHours + 6);
  const saved = await row();
  expect(saved.fixed_compensations.find((line) => line.name === 'Bonus')?.amount).toBe('12.00');
  expect(saved.hourly_compensations.find((line) => line.name === 'Regular Hours')?.hours).toBe('6.000');
});
