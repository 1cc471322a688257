/**
 * Issue 46 (reports, DECISIONS 73): in `<Reports/>`, through the real proxy as the company's admin,
 * by the keyboard alone in a 320 px column, the admin builds the payroll journal of the payroll
 * just processed (its check date as the range, CSV), follows it while the service prepares it and
 * downloads it: the file's gross column sums to the payroll's gross pay, to the cent. No control
 * leaves the column, and focus is never lost on the way.
 */
import { page, userEvent, type Locator } from 'vitest/browser';
import { expect, test } from 'vitest';
import { Reports } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { demoAdmin } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { tabTo } from '../tabTo';
import { proxySession } from './proxySession';
import { callDemo } from './taxPayHelpers';

async function press(target: Locator) {
  await tabTo(target, { presses: 20 });
  await userEvent.keyboard('{Enter}');
}

test('the payroll journal built by keyboard at 320 px and downloaded as CSV sums to the payroll’s gross pay', async () => {
  await page.viewport(400, 900);
  const api = createDemoApi({ employees: 3 });
  const payrollUuid = await processedPayroll(demoAdmin(api), (ms) => api.clock.advance(ms));
  const { body: payroll } = await callDemo(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/payrolls/${payrollUuid}`,
  );
  const session = proxySession(api, 'admin');
  const screen = await session.render(
    <div data-column="" style={{ width: '320px' }}>
      <Reports companyId={api.companyUuid} />
    </div>,
  );
  const column = document.querySelector<HTMLElement>('[data-column]')!;
  const fits = () => expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);

  await press(screen.getByRole('button', { name: 'Build payroll journal' }));
  // The builder loads when reached; focus moves to its heading, the journal's columns ticked.
  const heading = screen.getByRole('heading', { name: 'Build a report' });
  await expect.element(heading).toHaveFocus();
  await expect.element(screen.getByRole('checkbox', { name: 'Gross pay' })).toBeChecked();
  fits();
  // The check date of the payroll, from and to.
  const [year, month, day] = (payroll.check_date as string).split('-');
  const from = screen.getByLabelText('From', { exact: true });
  const to = screen.getByLabelText('To', { exact: true });
  await tabTo(from);
  await userEvent.keyboard(`${month}${day}${year}`);
  await expect.element(from).toHaveValue(payroll.check_date);
  await tabTo(to);
  await userEvent.keyboard(`${month}${day}${year}`);
  await expect.element(to).toHaveValue(payroll.check_date);
  await expect.element(screen.getByRole('radio', { name: 'CSV' })).toBeChecked();
  fits();
  // Enter in a field sends the form (its Request report button sits after the 90 checkboxes).
  await tabTo(screen.getByRole('textbox', { name: /Report name/ }));
  await userEvent.keyboard('{Enter}');

  // Back on the overview: its heading focused, the report followed while it is prepared.
  await expect.element(screen.getByRole('heading', { name: 'Reports', exact: true })).toHaveFocus();
  await expect.element(screen.getByText('Preparing Payroll journal…')).toBeVisible();
  await api.clock.advance(2000);
  const download = screen.getByRole('link', { name: 'Download Payroll journal (CSV)' });
  await expect.element(download, { timeout: 6000 }).toBeVisible();
  await expect.element(screen.getByText('Payroll journal is ready.')).toBeVisible();
  fits();
  await tabTo(download);
  const href = download.element().getAttribute('href')!;
  expect(download.element().getAttribute('download')).toBe('Payroll journal.csv');

  // The file, as the browser saves it: its gross column sums to the payroll's gross pay.
  const [header, ...lines] = (await (await fetch(href)).text())
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  const gross = header!.indexOf('gross_earnings');
  const rows = lines.filter((line) => line[0] !== 'Totals');
  expect(rows).toHaveLength(
    payroll.employee_compensations.filter((r: { excluded: boolean }) => !r.excluded).length,
  );
  const cents = rows.reduce((total, line) => total + Math.round(Number(line[gross]) * 100), 0);
  expect(cents).toBe(Math.round(Number(payroll.totals.gross_pay) * 100));
  // Nothing the admin did was refused by the proxy on the way.
  expect(session.requests.filter((request) => request.status >= 400)).toEqual([]);
});
