/**
 * Issue 46 (time sheets, UPSTREAM-3 N.7): in `<TimeSheets/>`, through the real proxy as the
 * company's admin, by the keyboard alone in a 320 px column, a time sheet is added for an hourly
 * employee's day (hours with four decimals refused on their field, nothing typed lost), approved
 * in its row, and the pay period's approved hours synced to payroll; `<PayrollRun/>`'s editor then
 * shows those hours for that employee in place of the 80 regular hours the payroll started with.
 */
import { page, userEvent, type Locator } from 'vitest/browser';
import { expect, test } from 'vitest';
import { PayrollRun, TimeSheets } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { tabTo } from '../tabTo';
import { proxySession } from './proxySession';
import { callDemo } from './taxPayHelpers';

async function press(target: Locator) {
  await tabTo(target, { presses: 30 });
  await userEvent.keyboard('{Enter}');
}

test('a time sheet added and approved by keyboard at 320 px, synced, shows in the payroll editor', async () => {
  await page.viewport(400, 900);
  const api = createDemoApi({ employees: 3 });
  const { body: employees } = await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/employees`);
  const ada = employees[0];
  const name = `${ada.first_name} ${ada.last_name}`;
  const { body: payrolls } = await callDemo(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/payrolls?processing_statuses=unprocessed&payroll_types=regular`,
  );
  const periodStart: string = payrolls[0].pay_period.start_date;
  const session = proxySession(api, 'admin');
  const screen = await session.render(
    <div data-column="" style={{ width: '320px' }}>
      <TimeSheets companyId={api.companyUuid} timeZone="America/Los_Angeles" />
    </div>,
  );
  const column = document.querySelector<HTMLElement>('[data-column]')!;
  const fits = () => expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  await expect.element(screen.getByText('No time sheets in this pay period')).toBeVisible();
  fits();

  await press(screen.getByRole('button', { name: 'Add time sheet' }));
  await expect.element(screen.getByRole('heading', { name: 'Add a time sheet' })).toHaveFocus();
  // The employee by arrow key (the first after the placeholder); the day is the period's first.
  await tabTo(screen.getByRole('combobox', { name: /Employee/ }));
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(screen.getByRole('combobox', { name: /Employee/ })).toHaveDisplayValue(name);
  await expect.element(screen.getByLabelText(/Day worked/)).toHaveValue(periodStart);
  const regular = screen.getByRole('textbox', { name: /^Regular hours/ });
  await tabTo(regular);
  await userEvent.keyboard('7.1234');
  await tabTo(screen.getByRole('textbox', { name: /^Overtime hours/ }));
  await userEvent.keyboard('1.5{Enter}');
  await expect.element(screen.getByText('Enter hours as a number, like 40 or 7.5.')).toBeVisible();
  await expect.element(regular).toHaveValue('7.1234');
  await expect.element(screen.getByRole('textbox', { name: /^Overtime hours/ })).toHaveValue('1.5');
  fits();
  // The first field in error has focus (or is reached): its last digit taken off, then sent.
  await tabTo(regular);
  await userEvent.keyboard('{End}{Backspace}{Enter}');

  // Back on the list: its heading focused, the sheet pending; approved in its row.
  await expect.element(screen.getByRole('heading', { name: 'Time sheets' })).toHaveFocus();
  await expect
    .element(screen.getByText(`Added a time sheet for ${name}. It waits for approval.`))
    .toBeVisible();
  await press(screen.getByRole('button', { name: new RegExp(`^Approve the time sheet of ${name}`) }));
  await expect.element(screen.getByText('Approved 1 time sheets.')).toBeVisible();
  await expect.element(screen.getByRole('heading', { name: 'Time sheets' })).toHaveFocus();
  fits();

  const sync = screen.getByRole('button', { name: 'Sync approved hours to payroll' });
  await press(sync);
  await expect.element(screen.getByText('Syncing approved hours to the payroll…')).toBeVisible();
  await expect.element(sync).toHaveFocus();
  await api.clock.advance(1000);
  await expect
    .element(screen.getByText(/^Synced: the approved hours are in the payroll for /), { timeout: 5000 })
    .toBeVisible();
  await expect.element(screen.getByText('Synced', { exact: true })).toBeVisible();
  fits();
  screen.unmount();

  // The payroll of that period: the editor shows the synced hours for her.
  const run = await session.render(<PayrollRun companyId={api.companyUuid} />);
  await userEvent.click(run.getByRole('button', { name: /^Run payroll for / }).first());
  const grid = run.getByRole('grid', { name: 'Payroll editor' });
  const hours = (kind: string) =>
    grid.getByRole('textbox', { name: `${kind} hours for ${name}`, exact: true });
  await expect.element(hours('Regular')).toBeVisible();
  expect(Number((hours('Regular').element() as HTMLInputElement).value)).toBe(7.123);
  expect(Number((hours('Overtime').element() as HTMLInputElement).value)).toBe(1.5);
  expect(session.requests.filter((request) => request.status >= 400)).toEqual([]);
});
