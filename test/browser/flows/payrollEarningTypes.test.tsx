/**
 * <PayrollRun/>'s editor offers every active earning type as an additional-earning column (issue
 * 40, DECISIONS 67): the newer defaults (Severance) and the company's own types (Hazard Pay), each
 * paid as typed, to the cent, in the review.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { startPayrollStack } from './payrollRunStack';
import { calculate, money, openEditor, renderRun, servicePayroll, upcoming } from './payrollRunSteps';
import { callDemo } from './taxPayHelpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Whole cents of a shown amount ("$1,234.56"). */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

test('a custom earning type and Severance are columns of the editor, and are paid to the cent', async () => {
  const stack = await startPayrollStack();
  const created = await callDemo(stack.api, 'POST', `/v1/companies/${stack.api.companyUuid}/earning_types`, {
    name: 'Hazard Pay',
  });
  expect(created.status).toBe(201);
  const { screen } = await renderRun(stack);
  const grid = await openEditor(screen);
  // Each employee's card (or row) has a field per earning type, named by its column.
  for (const column of ['Minimum wage adjustment', 'Severance', 'Hazard Pay'])
    await expect
      .element(grid.getByRole('textbox', { name: new RegExp(`^${column} for `) }).first())
      .toBeVisible();

  const severance = grid.getByRole('textbox', { name: /^Severance for / }).first();
  await expect.element(severance).toBeVisible();
  const name = severance.element().getAttribute('aria-label')!.replace('Severance for ', '');
  await userEvent.type(severance, '1234.56');
  await userEvent.type(grid.getByRole('textbox', { name: `Hazard Pay for ${name}`, exact: true }), '78.9');
  await calculate(screen);

  // The service paid both as typed.
  const payroll = await upcoming(stack);
  const served = await servicePayroll(stack, payroll.uuid, 'include=totals&page=1&per=100');
  const line = served.employee_compensations!.find((row) => `${row.first_name} ${row.last_name}` === name)!;
  expect(line.fixed_compensations).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'Severance', amount: '1234.56' }),
      expect.objectContaining({ name: 'Hazard Pay', amount: '78.90' }),
    ]),
  );
  // The review's gross is the service's; the employee's lines add up to their gross, cent for cent.
  await expect
    .element(
      screen
        .getByRole('definition')
        .filter({ hasText: money(served.totals!.gross_pay!) })
        .first(),
    )
    .toBeVisible();
  await userEvent.click(screen.getByRole('button', { name, exact: true }));
  const breakdown = screen.getByRole('button', { name, exact: true }).element().closest('td')!;
  await expect.poll(() => breakdown.querySelectorAll('dl > div').length).toBeGreaterThan(0);
  const shown = [...breakdown.querySelectorAll('dl > div')].map((pair): [string, string] => [
    pair.querySelector('dt')!.textContent!,
    pair.querySelector('dd')!.textContent!,
  ]);
  const grossAt = shown.findIndex(([label]) => label === 'Gross pay');
  const earnings = shown.slice(0, grossAt);
  expect(earnings).toEqual(
    expect.arrayContaining([
      ['Severance', '$1,234.56'],
      ['Hazard Pay', '$78.90'],
    ]),
  );
  const gross = centsOf(shown[grossAt]![1]);
  expect(earnings.reduce((sum, [, amount]) => sum + centsOf(amount), 0)).toBe(gross);
  expect(gross).toBe(centsOf(String(line.gross_pay)));
}, 60_000);
