/**
 * Issue 29: an admin checking one employee's withholding opens their row of the review, with the
 * keyboard only, in Chromium against the demo service through the proxy (clocks pinned): the
 * earnings lines (hours × rate, overtime, bonus), each tax withheld, each deduction and net pay,
 * then the employer's taxes apart; every line adds up to the row's gross and net to the cent.
 */
import { userEvent, type Locator } from 'vitest/browser';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import { startPayrollStack, type PayrollStack } from './payrollRunStack';
import { SLOW, money, servicePayroll, upcoming } from './payrollRunSteps';
import { callDemo } from './taxPayHelpers';

const NOW = new Date('2026-06-15T16:00:00Z');

beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The seeded employee paid $24.50 an hour: 80 hours, 4.5 of overtime, a bonus, a 401(k), mileage. */
async function calculatedPayroll(stack: PayrollStack) {
  const company = `/v1/companies/${stack.api.companyUuid}`;
  const staff = (await callDemo(stack.api, 'GET', `${company}/employees?per=100`)).body as Array<{
    uuid: string;
    first_name: string;
    last_name: string;
    jobs?: Array<{ uuid: string; rate?: string }>;
  }>;
  const employee = staff.find((person) => person.jobs?.[0]?.rate === '24.50')!;
  const job = employee.jobs![0]!.uuid;
  const payroll = await upcoming(stack);
  const path = `${company}/payrolls/${payroll.uuid}`;
  const prepared = (await callDemo(stack.api, 'PUT', `${path}/prepare`)).body as {
    employee_compensations: Array<{ employee_uuid: string; version: string }>;
  };
  const row = prepared.employee_compensations.find((line) => line.employee_uuid === employee.uuid)!;
  const updated = await callDemo(stack.api, 'PUT', path, {
    employee_compensations: [
      {
        employee_uuid: employee.uuid,
        version: row.version,
        hourly_compensations: [
          { name: 'Regular Hours', hours: '80', job_uuid: job },
          { name: 'Overtime', hours: '4.5', job_uuid: job },
        ],
        fixed_compensations: [{ name: 'Bonus', amount: '250.00', job_uuid: job }],
        deductions: [{ name: '401(k)', amount: '50.00', amount_type: 'fixed' }],
        reimbursements: [{ amount: '42.10', description: 'Mileage' }],
      },
    ],
  });
  expect(updated.status).toBe(200);
  expect((await callDemo(stack.api, 'PUT', `${path}/calculate`)).status).toBe(202);
  await stack.api.clock.advance(1000);
  return { payrollId: payroll.uuid, employee, name: `${employee.first_name} ${employee.last_name}` };
}

/** Tabs from the top of the page until `target` has focus. */
async function tabTo(target: Locator) {
  (document.activeElement as HTMLElement | null)?.blur();
  for (let presses = 0; presses < 40; presses++) {
    await userEvent.keyboard('{Tab}');
    if (document.activeElement === target.element()) return;
  }
  throw new Error('Tab never reached the element');
}

/** The `<dt>` words and the `<dd>` cents of one list of figures. */
function figures(list: Element): Array<[string, number]> {
  return [...list.querySelectorAll(':scope > div')].map((line) => {
    const amount = line.querySelector('dd')!.textContent!;
    const cents = Math.round(Number(amount.replace(/[^\d.-]/g, '')) * 100);
    return [line.querySelector('dt')!.textContent!, cents];
  });
}

const sum = (lines: Array<[string, number]>) => lines.reduce((total, [, cents]) => total + cents, 0);

test('an employee row opens with Enter to every line of their pay, each adding up to gross and net', async () => {
  const stack = await startPayrollStack({ employees: 4, now: () => NOW });
  const { payrollId, employee, name } = await calculatedPayroll(stack);
  const { locator: screen } = await stack.render(
    <PayrollRun companyId={stack.api.companyUuid} payrollId={payrollId} />,
  );
  const toggle = screen.getByRole('button', { name, exact: true });
  await expect.element(toggle, SLOW).toBeVisible();
  await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');

  await tabTo(toggle);
  await userEvent.keyboard('{Enter}');
  await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');

  const row = screen.getByRole('row', { name: new RegExp(`^${name}`) });
  const all = figures(row.element().querySelector('.pk-payroll-lines')!);
  // The employee's own pay, then the employer's part from its total on.
  const split = all.findIndex(([label]) => label === 'Employer taxes');
  const lines = all.slice(0, split);
  const at = (words: string) => lines.findIndex(([label]) => label === words);
  const gross = at('Gross pay');
  const net = at('Net pay');
  // Earnings, hand-checked: 80 h × $24.50; 4.5 h × $36.75 = $165.375, rounded half up; the bonus.
  expect(lines.slice(0, gross)).toEqual([
    ['Regular hours: 80 h × $24.50', 196_000],
    ['Overtime hours: 4.5 h × $36.75', 16_538],
    ['Bonus', 25_000],
  ]);
  expect(lines[gross]![1]).toBe(sum(lines.slice(0, gross)));
  expect(lines[gross]![1]).toBe(237_538);
  // Each tax withheld by name, then the deduction; gross less all of them is net pay.
  const withheld = lines.slice(gross + 1, net);
  expect(withheld.map(([label]) => label)).toEqual([
    'Federal Income Tax',
    'Social Security',
    'Medicare',
    expect.stringMatching(/^[A-Z]{2} Income Tax$/),
    '401(k)',
  ]);
  expect(withheld).toContainEqual(['Social Security', -14_727]);
  expect(withheld).toContainEqual(['Medicare', -3_444]);
  expect(withheld).toContainEqual(['401(k)', -5_000]);
  expect(lines[net]![1]).toBe(lines[gross]![1] + sum(withheld));
  expect(lines.slice(net + 1)).toEqual([['Reimbursements', 4_210]]);

  // The row's own figures and the service's agree with the lines.
  const service = (
    await servicePayroll(stack, payrollId, 'include=taxes&page=1&per=100')
  ).employee_compensations!.find((line) => line.employee_uuid === employee.uuid)!;
  expect(lines[gross]![1]).toBe(Math.round(Number(service.gross_pay) * 100));
  expect(lines[net]![1]).toBe(Math.round(Number(service.net_pay) * 100));
  await expect.element(row).toHaveTextContent(money(String(service.net_pay)));
  await expect.element(row).toHaveTextContent(money((-sum(withheld.slice(0, 4)) / 100).toFixed(2)));

  // The employer's taxes apart, their total first: Social Security and Medicare matched, FUTA 0.6%.
  const theirs = all.slice(split);
  expect(theirs).toEqual([
    ['Employer taxes', 14_727 + 3_444 + 1_425],
    ['Social Security', 14_727],
    ['Medicare', 3_444],
    ['FUTA', 1_425],
  ]);

  // Space closes it again; focus stays on the name.
  await userEvent.keyboard(' ');
  await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(document.activeElement).toBe(toggle.element());
  expect(row.element().querySelector('.pk-payroll-lines')).toBeNull();
}, 60_000);
