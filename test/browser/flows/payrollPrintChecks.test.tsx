/**
 * Issue 44, checks and money moved (DECISIONS 70, 72; UPSTREAM-3 M.6, M.8): the receipt of a
 * processed payroll that pays people by check offers "Print checks", through the real proxy
 * (its owner rule for a generated document's `request_uuid` lets the company's admin read the
 * document it asked for): a starting number the form refuses on its field, then bottom stock from 5001; the page waits for
 * the document and links its PDF, whose checks are numbered as the service numbered them. Under
 * it, the money the payroll moved: each debit and each employee's credit with its amount, as the
 * service's ACH transactions say.
 */
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import { PayrollProvider } from '../../../src/provider/PayrollProvider';
import { demoAdmin } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { startPayrollStack } from './payrollRunStack';
import { SLOW, money, servicePayroll } from './payrollRunSteps';
import { callDemo, expectErrorOn } from './taxPayHelpers';

test('checks printed from the receipt, and the money the payroll moved', async () => {
  const stack = await startPayrollStack();
  const company = stack.api.companyUuid;
  const payrollUuid = await processedPayroll(demoAdmin(stack.api), (ms) => stack.api.clock.advance(ms));
  const rows = (await servicePayroll(stack, payrollUuid, 'per=100')).employee_compensations!.filter(
    (row) =>
      (row as { payment_method?: string; excluded?: boolean }).payment_method === 'Check' &&
      !(row as { excluded?: boolean }).excluded,
  );
  expect(rows.length).toBeGreaterThan(0);
  const requests: string[] = [];
  const logged: typeof fetch = (input, init) => {
    requests.push(input instanceof Request ? input.url : String(input));
    return stack.fetch(input, init);
  };
  const screen = (
    await render(
      <PayrollProvider baseUrl={stack.baseUrl} fetch={logged}>
        <PayrollRun companyId={company} payrollId={payrollUuid} />
      </PayrollProvider>,
    )
  ).locator;
  const printRequests = () => requests.filter((path) => path.includes('printable_payroll_checks'));

  const checks = screen.getByRole('region', { name: 'Print checks' });
  await expect.element(checks, SLOW).toBeVisible();
  await expect
    .element(checks)
    .toHaveTextContent(
      rows.length === 1
        ? '1 person on this payroll is paid by check.'
        : `${rows.length} people on this payroll are paid by check.`,
    );
  await expect.element(checks.getByRole('radio', { name: /^Check on top/ })).toBeChecked();
  await userEvent.click(checks.getByRole('radio', { name: /^Check at the bottom/ }));
  const start = checks.getByRole('textbox', { name: /First check number/ });
  await userEvent.fill(start, '50-1');
  await userEvent.click(checks.getByRole('button', { name: 'Print checks' }));
  await expectErrorOn(start, /./);
  expect(printRequests()).toHaveLength(0);
  await userEvent.fill(start, '5001');
  await userEvent.click(checks.getByRole('button', { name: 'Print checks' }));
  await expect.element(checks.getByText('Preparing your checks…')).toBeVisible();
  // The demo makes the document two seconds later; the page reads it again until it is.
  await stack.api.clock.advance(2000);
  const last = 5000 + rows.length;
  await expect.element(checks.getByText(`Checks 5001 to ${last} are ready.`), SLOW).toBeVisible();
  const link = checks.getByRole('link', { name: 'Open the checks (PDF)' });
  const href = link.element().getAttribute('href')!;
  expect(href.startsWith('data:application/pdf;base64,')).toBe(true);
  const pdf = atob(href.slice('data:application/pdf;base64,'.length));
  for (let number = 5001; number <= last; number += 1) expect(pdf).toContain(`Check ${number}`);

  // The money moved, as the service's ACH transactions say it.
  const { body: moved } = await callDemo(
    stack.api,
    'GET',
    `/v1/companies/${company}/ach_transactions?payroll_uuid=${payrollUuid}`,
  );
  const table = screen.getByRole('table', { name: 'Money moved' });
  await expect.element(table).toBeVisible();
  const transactions = moved as Array<{
    transaction_type: string;
    amount: string;
    payment_direction: string;
  }>;
  expect(transactions.some((t) => t.payment_direction === 'debit')).toBe(true);
  expect(table.getByRole('row').elements()).toHaveLength(transactions.length + 1);
  const debit = transactions.find((t) => t.transaction_type === 'Debit net pay')!;
  await expect
    .element(
      table.getByRole('row', {
        name: new RegExp(`^Debit for net pay ${money(debit.amount).replace(/[$.]/g, '\\$&')}`),
      }),
    )
    .toBeVisible();
  await expect.element(table.getByRole('row', { name: /^Pay to: / }).first()).toBeVisible();
}, 60_000);
