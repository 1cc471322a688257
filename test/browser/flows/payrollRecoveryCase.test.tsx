/**
 * Issue 44, failed debits (DECISIONS 70, UPSTREAM-3 M.5): a processed payroll's debit comes back
 * from the bank (R01, by the demo's control). Through the real proxy in a 320 px column, the
 * landing shows the `pending_recovery_case` blocker and the case under it: the return code in
 * plain words, the amount outstanding, "Debit again". By the keyboard alone the admin debits
 * again (focus stays on the case, which reads "Debiting again"), and once the service has
 * collected it "Check again" clears the blocker, focus on the landing's heading, payroll open.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import { demoAdmin } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { tabTo } from '../tabTo';
import { startPayrollStack } from './payrollRunStack';
import { SLOW, money } from './payrollRunSteps';
import { callDemo } from './taxPayHelpers';

const DAY = 86_400_000;

test('a failed debit resolved by a redebit, by keyboard at 320 px', async () => {
  const stack = await startPayrollStack();
  const company = stack.api.companyUuid;
  const payrollUuid = await processedPayroll(demoAdmin(stack.api), (ms) => stack.api.clock.advance(ms));
  expect(
    (await stack.control('POST', `/__demo/payrolls/${payrollUuid}/fail_debit`, { code: 'R01' })).status,
  ).toBe(201);
  const [owed] = (await callDemo(stack.api, 'GET', `/v1/companies/${company}/recovery_cases`)).body as Array<
    Record<string, string>
  >;
  const rendered = await stack.render(
    <div data-column="" style={{ width: '320px' }}>
      <PayrollRun companyId={company} />
    </div>,
  );
  const screen = rendered.locator;
  const column = document.querySelector<HTMLElement>('[data-column]')!;
  const fits = () => expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);

  // The blocker, and the case under it in plain words.
  await expect
    .element(screen.getByText('A payment could not be collected: resolve the recovery case.'), SLOW)
    .toBeVisible();
  const cases = screen.getByRole('region', { name: 'Payments that could not be collected' });
  const debitDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${owed!.original_debit_date}T00:00:00Z`),
  );
  const item = cases.getByRole('listitem');
  await expect
    .element(item.getByRole('heading', { name: `Debit of ${debitDay} Not collected` }), SLOW)
    .toBeVisible();
  await expect.element(item).toHaveTextContent(`Still owed${money(owed!.amount_outstanding!)}`);
  await expect
    .element(item)
    .toHaveTextContent(
      'What the bank said: Not enough money in the account (R01). Add funds, then debit again.',
    );
  fits();

  // Debit again, by the keyboard: focus stays on the case.
  const redebit = item.getByRole('button', {
    name: `Debit again: ${money(owed!.amount_outstanding!)} for Debit of ${debitDay}`,
  });
  await tabTo(redebit, { presses: 60 });
  await userEvent.keyboard('{Enter}');
  const heading = item.getByRole('heading', { name: `Debit of ${debitDay} Debiting again` });
  await expect.element(heading).toBeVisible();
  await expect.element(heading).toHaveFocus();
  await expect
    .element(item.getByRole('status'))
    .toHaveTextContent(`We are debiting ${money(owed!.amount_outstanding!)} again.`);
  await expect.element(redebit).not.toBeInTheDocument();
  const [debiting] = (await callDemo(stack.api, 'GET', `/v1/companies/${company}/recovery_cases`))
    .body as Array<Record<string, string>>;
  expect(debiting!.status).toBe('redebit_initiated');
  fits();

  // The bank collects four business days later (16:00 Pacific; Juneteenth is not one); Check
  // again clears the blocker.
  await stack.api.clock.advance(10 * DAY);
  const [collected] = (await callDemo(stack.api, 'GET', `/v1/companies/${company}/recovery_cases`))
    .body as Array<Record<string, string>>;
  expect(collected!.status).toBe('recovered');
  await tabTo(screen.getByRole('button', { name: 'Check again' }), { backward: true });
  await userEvent.keyboard('{Enter}');
  await expect.element(cases).not.toBeInTheDocument();
  await expect
    .element(screen.getByText('A payment could not be collected: resolve the recovery case.'))
    .not.toBeInTheDocument();
  await expect.element(screen.getByRole('heading', { name: 'Run payroll', level: 2 })).toHaveFocus();
}, 60_000);
