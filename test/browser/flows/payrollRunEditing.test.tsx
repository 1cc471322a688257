/**
 * <PayrollRun/>'s editor and run against the demo service through the proxy: one employee edited
 * in two tabs (the 409 resolved for that employee alone, nothing typed lost), a reload in the
 * middle of a calculation, a processed payroll read-only, and a cancel.
 */
import { page, userEvent, type Locator } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { tabTo } from '../tabTo';
import { startPayrollStack, type PayrollStack } from './payrollRunStack';
import {
  SLOW,
  openEditor,
  renderRun,
  servicePayroll,
  start,
  upcoming,
  startCalculated,
  submitPayroll,
} from './payrollRunSteps';
import { callDemo } from './taxPayHelpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The employee of the first row with hours, by the cell's accessible name. */
async function firstHourly(grid: Locator): Promise<string> {
  const cell = grid.getByRole('textbox', { name: /^Regular hours for / }).first();
  await expect.element(cell).toBeVisible();
  return cell.element().getAttribute('aria-label')!.replace('Regular hours for ', '');
}

async function replace(cell: Locator, text: string) {
  await userEvent.clear(cell);
  await userEvent.type(cell, text);
}

async function lineOf(stack: PayrollStack, payrollId: string, name: string) {
  const payroll = await servicePayroll(stack, payrollId, 'page=1&per=100');
  const row = payroll.employee_compensations!.find(
    (line) => `${line.first_name} ${line.last_name}` === name,
  )!;
  const hours = (kind: string) => row.hourly_compensations.find((line) => line.name === kind)?.hours;
  return { row, hours, bonus: row.fixed_compensations.find((line) => line.name === 'Bonus')?.amount };
}

test('one employee edited in two tabs: the 409 is resolved for that employee only, in place, nothing typed lost', async () => {
  const stack = await startPayrollStack();
  const tabA = (await renderRun(stack)).screen;
  const gridA = await openEditor(tabA);
  const tabBRender = await renderRun(stack);
  const tabB = tabBRender.screen;
  await userEvent.click(tabB.getByRole('button', { name: /^(Run|Continue) payroll for / }).first());
  const gridB = tabB.getByRole('grid', { name: 'Payroll editor' });
  const name = await firstHourly(gridA);
  await firstHourly(gridB);
  const payroll = await upcoming(stack);
  const otherBonus = gridB.getByRole('textbox', { name: /^Bonus for / }).nth(1);
  const otherName = otherBonus.element().getAttribute('aria-label')!.replace('Bonus for ', '');

  // Tab A changes the regular hours; tab B, still holding the old row, the overtime of the same
  // employee and another employee's bonus.
  await replace(gridA.getByRole('textbox', { name: `Regular hours for ${name}`, exact: true }), '30');
  await expect.element(tabA.getByText('All changes saved.')).toBeVisible();
  await replace(gridB.getByRole('textbox', { name: `Overtime hours for ${name}`, exact: true }), '5');
  await userEvent.type(otherBonus, '100');
  await expect.element(tabB.getByText('All changes saved.'), SLOW).toBeVisible();
  const conflicts = stack.requests.filter((request) => request.method === 'PUT' && request.status === 409);
  expect(conflicts.length).toBeGreaterThan(0);
  let line = await lineOf(stack, payroll.uuid, name);
  expect(line.hours('Regular Hours')).toBe('30.000');
  expect(line.hours('Overtime')).toBe('5.000');
  expect((await lineOf(stack, payroll.uuid, otherName)).bonus).toBe('100.00');
  await expect
    .element(gridB.getByRole('textbox', { name: `Overtime hours for ${name}`, exact: true }))
    .toHaveValue('5');

  // Both change the same field: tab B's row says so, keeps what was typed, and lets the user choose.
  await replace(gridA.getByRole('textbox', { name: `Regular hours for ${name}`, exact: true }), '35');
  await expect.element(tabA.getByText('All changes saved.')).toBeVisible();
  await replace(gridB.getByRole('textbox', { name: `Regular hours for ${name}`, exact: true }), '20');
  await expect.element(gridB.getByText('Changed elsewhere'), SLOW).toBeVisible();
  expect(gridB.getByText('Changed elsewhere').elements()).toHaveLength(1);
  await expect
    .element(gridB.getByRole('textbox', { name: `Regular hours for ${name}`, exact: true }))
    .toHaveValue('20');
  await userEvent.click(gridB.getByRole('button', { name: 'Keep mine' }));
  await expect.element(tabB.getByText('All changes saved.'), SLOW).toBeVisible();
  line = await lineOf(stack, payroll.uuid, name);
  expect(line.hours('Regular Hours')).toBe('20.000');
  expect(line.hours('Overtime')).toBe('5.000');
}, 60_000);

test('a reload in the middle of a calculation resumes it: no second calculation, the review arrives', async () => {
  const stack = await startPayrollStack();
  const first = await renderRun(stack);
  await openEditor(first.screen);
  await expect.element(first.screen.getByText('All changes saved.')).toBeVisible();
  await userEvent.click(first.screen.getByRole('button', { name: 'Calculate payroll' }));
  await expect.element(first.screen.getByText(/^Calculating taxes and pay\. You can leave/)).toBeVisible();
  await first.rendered.unmount();

  const again = await renderRun(stack);
  await userEvent.click(again.screen.getByRole('button', { name: /^Continue payroll for / }).first());
  await expect
    .element(again.screen.getByText('Calculated. Review the amounts, then submit.'), SLOW)
    .toBeVisible();
  const calculations = stack.requests.filter((request) => request.path.endsWith('/calculate'));
  expect(calculations).toHaveLength(1);
}, 60_000);

test('a processed payroll opens read-only, with its receipt; the service refuses an edit to it', async () => {
  const { stack, screen } = await start();
  await userEvent.click(screen.getByRole('button', { name: /^View payroll for / }).first());
  await expect.element(screen.getByText('This payroll is processed and can’t be edited.')).toBeVisible();
  await expect.element(screen.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect.element(screen.getByText('Company debit').first()).toBeVisible();
  expect(screen.getByRole('textbox', { name: /hours for / }).elements()).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Calculate payroll' }).elements()).toHaveLength(0);
  await expect.element(screen.getByText(/^This payroll can no longer be cancelled/)).toBeVisible();

  const { body } = await callDemo(
    stack.api,
    'GET',
    `/v1/companies/${stack.api.companyUuid}/payrolls?processing_statuses=processed`,
  );
  const processed = (body as Array<{ uuid: string }>)[0]!;
  const refused = await callDemo(
    stack.api,
    'PUT',
    `/v1/companies/${stack.api.companyUuid}/payrolls/${processed.uuid}`,
    {
      employee_compensations: [],
    },
  );
  expect(refused.status).toBe(422);
}, 60_000);

test('a processed payroll is cancelled before its deadline and goes back to the editor', async () => {
  const { stack, screen, onEvent } = await startCalculated({ bonus: '50' });
  const payroll = await upcoming(stack);
  await submitPayroll(screen);
  await expect.element(screen.getByText('Submitted. The payments are being scheduled.'), SLOW).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Cancel payroll' }));
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this payroll?' });
  await expect.element(confirm).toHaveTextContent(/No money has moved yet: cancelling stops the debit on /);
  await userEvent.click(confirm.getByRole('button', { name: 'Cancel payroll' }));
  await expect.element(screen.getByRole('button', { name: 'Calculate payroll' }), SLOW).toBeVisible();
  expect((await servicePayroll(stack, payroll.uuid)).processed).toBe(false);
  await expect
    .poll(() => onEvent.mock.calls)
    .toContainEqual(['payroll.cancelled', { payrollId: payroll.uuid }]);
}, 60_000);

test('the whole run by keyboard alone: spreadsheet moves in the editor, calculate, submit, confirm', async () => {
  const { stack, screen } = await start();
  await tabTo(screen.getByRole('button', { name: /^Run payroll for / }).first(), { presses: 60 });
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: /^Payroll for / })).toHaveFocus();
  const grid = screen.getByRole('grid', { name: 'Payroll editor' });
  const hours = grid.getByRole('textbox', { name: /^Regular hours for / });
  await tabTo(hours.first(), { presses: 60 });
  await userEvent.keyboard('{Control>}a{/Control}40');
  // Down (and Enter) to the same column of the next row that has it; right to the next cell.
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(hours.nth(1)).toHaveFocus();
  await userEvent.keyboard('{Control>}a{/Control}32{Enter}');
  await expect.element(hours.nth(2)).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  await expect.element(hours.nth(1)).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  await expect.element(grid.getByRole('textbox', { name: /^Overtime hours for / }).nth(1)).toHaveFocus();
  await expect.element(screen.getByText('All changes saved.')).toBeVisible();

  await tabTo(screen.getByRole('button', { name: 'Calculate payroll' }), { presses: 60 });
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Calculated. Review the amounts, then submit.'), SLOW).toBeVisible();
  await tabTo(screen.getByRole('button', { name: 'Submit payroll' }), { presses: 60 });
  await userEvent.keyboard('{Enter}');
  const dialog = page.getByRole('alertdialog', { name: 'Submit this payroll?' });
  await expect.element(dialog).toBeVisible();
  await tabTo(dialog.getByRole('button', { name: 'Submit payroll' }), { presses: 60 });
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Submitted. The payments are being scheduled.'), SLOW).toBeVisible();

  const payroll = (
    await callDemo(
      stack.api,
      'GET',
      `/v1/companies/${stack.api.companyUuid}/payrolls?processing_statuses=processed`,
    )
  ).body as Array<{ uuid: string }>;
  expect(payroll.length).toBeGreaterThan(1);
}, 60_000);

test('a cell reached by the keyboard is replaced by what is typed, F2 edits it in place, Ctrl+Home and Ctrl+End go to the first and last cell', async () => {
  const { screen } = await start();
  await tabTo(screen.getByRole('button', { name: /^Run payroll for / }).first(), { presses: 60 });
  await userEvent.keyboard('{Enter}');
  const grid = screen.getByRole('grid', { name: 'Payroll editor' });
  const hours = grid.getByRole('textbox', { name: /^Regular hours for / });
  await tabTo(hours.first(), { presses: 60 });
  await userEvent.keyboard('{Control>}a{/Control}80');
  await expect.element(hours.first()).toHaveValue('80');

  // Down onto the next row's hours, which hold a value already: typing replaces it.
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(hours.nth(1)).toHaveFocus();
  expect((hours.nth(1).element() as HTMLInputElement).value).not.toBe('');
  await userEvent.keyboard('40');
  await expect.element(hours.nth(1)).toHaveValue('40');
  // Back up onto 80 and type 72: 72, not 8072.
  await userEvent.keyboard('{ArrowUp}72');
  await expect.element(hours.first()).toHaveValue('72');
  // F2 puts the caret at the end: typing adds to the value.
  await userEvent.keyboard('{F2}5');
  await expect.element(hours.first()).toHaveValue('725');

  // Read at each poll: the row reached may render only once the grid has scrolled to it.
  const controlsOfRow = (row: number) => [...grid.element().querySelectorAll(`[data-row="${row}"]`)];
  const lastRow = Number(grid.element().getAttribute('aria-rowcount')) - 3;
  await userEvent.keyboard('{Control>}{End}{/Control}');
  await expect
    .poll(() => {
      const last = controlsOfRow(lastRow).at(-1);
      return last !== undefined && document.activeElement === last;
    })
    .toBe(true);
  await userEvent.keyboard('{Control>}{Home}{/Control}');
  await expect
    .poll(() => {
      const first = controlsOfRow(0)[0];
      return first !== undefined && document.activeElement === first;
    })
    .toBe(true);
}, 60_000);
