/**
 * Issue 45 through the real proxy (clock pinned to Monday 15 June 2026): a company adds a 401(k)
 * and a medical plan in <CompanyBenefits/> (each type with its tax treatment in words); Grace
 * Lovelace (55 this year) is enrolled from her page in <EmployeeManagement/> by the keyboard alone
 * in a 320 px column: a tiered match whose sentence says what it gives, catch-up offered, the
 * service's refusal of a second enrolment in the same plan on its field with everything typed
 * kept; the benefit then cannot be deactivated nor deleted (the service's words); a calculated
 * payroll deducts both and the review's net pay is the service's.
 */
import { page, userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { CompanyBenefits, EmployeeManagement, PayrollRun } from '../../../src/flows';
import { tabTo } from '../tabTo';
import { startPayrollStack } from './payrollRunStack';
import { SLOW, money, upcoming } from './payrollRunSteps';
import { callDemo, expectErrorOn } from './taxPayHelpers';

const NOW = new Date('2026-06-15T16:00:00Z');
const TODAY = '2026-06-15';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('benefits added, an employee enrolled from their page by keyboard at 320 px, and a payroll deducting them', async () => {
  const stack = await startPayrollStack({ employees: 4, now: () => NOW });
  const companyId = stack.api.companyUuid;

  // The company adds its two plans; each type says how it is taxed.
  const benefits = await stack.render(<CompanyBenefits companyId={companyId} today={TODAY} />);
  let screen = benefits.locator;
  for (const [type, description, treatment] of [
    ['401(k)', 'Acme 401(k)', 'Before income tax (Social Security and Medicare still apply)'],
    ['Medical Insurance', 'Kaiser Medical', 'Before taxes (income tax, Social Security and Medicare)'],
  ] as const) {
    await userEvent.click(screen.getByRole('button', { name: 'Add benefit' }).first());
    const typeField = screen.getByRole('combobox', { name: /Type/ });
    await expect.element(typeField, SLOW).toBeVisible();
    await userEvent.selectOptions(typeField, type);
    await expect.element(typeField).toHaveAccessibleDescription(treatment);
    await userEvent.fill(screen.getByRole('textbox', { name: /Description/ }), description);
    await userEvent.click(screen.getByRole('button', { name: 'Save benefit' }));
    await expect
      .element(screen.getByRole('row', { name: new RegExp(description.replace(/[()]/g, '\\$&')) }))
      .toBeVisible();
  }

  // Grace's page, keyboard alone, in a 320 px column.
  const management = await stack.render(
    <div data-column="" style={{ width: '320px' }}>
      <EmployeeManagement companyId={companyId} today={TODAY} />
    </div>,
  );
  screen = management.locator;
  await userEvent.click(screen.getByRole('button', { name: 'Manage Grace Lovelace' }));
  const enrol = screen.getByRole('button', { name: 'Enrol in a benefit' });
  await expect.element(enrol, SLOW).toBeVisible();
  // Past the page's personal, address, tax and payment sections (each a form of its own).
  await tabTo(enrol, { presses: 150 });
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Enrol in a benefit' }), SLOW).toHaveFocus();
  const field = {
    benefit: screen.getByRole('combobox', { name: /^Benefit/ }),
    percent: screen.getByRole('checkbox', { name: 'Deduct a percent of pay' }),
    contribution: screen.getByRole('combobox', { name: /^Company contribution/ }),
    catchUp: screen.getByRole('checkbox', { name: /Catch-up/ }),
  };
  await tabTo(field.benefit);
  await userEvent.keyboard('Acme');
  await expect.element(field.benefit).toHaveDisplayValue('Acme 401(k)');
  await tabTo(field.percent);
  await userEvent.keyboard(' ');
  const deduction = screen.getByRole('textbox', { name: /Employee deduction \(percent of pay\)/ });
  await tabTo(deduction);
  await userEvent.keyboard('{Control>}a{/Control}6');
  await tabTo(field.contribution);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  await expect.element(field.contribution).toHaveValue('tiered');
  const rates = screen.getByRole('textbox', { name: /Match \(percent of the deduction\)/ });
  const limits = screen.getByRole('textbox', { name: /Up to \(percent of pay\)/ });
  await tabTo(rates.nth(0));
  await userEvent.keyboard('100');
  await tabTo(limits.nth(0));
  await userEvent.keyboard('3');
  await tabTo(screen.getByRole('button', { name: 'Add a tier' }));
  await userEvent.keyboard('{Enter}');
  await tabTo(rates.nth(1));
  await userEvent.keyboard('50');
  await tabTo(limits.nth(1));
  await userEvent.keyboard('5');
  await expect
    .element(
      screen.getByText(
        'The company matches 100% of the employee’s deduction up to 3% of pay, then 50% of the next 2%: at most 4% of pay.',
      ),
    )
    .toBeVisible();
  // Grace turns 55 this year: catch-up is offered.
  await tabTo(field.catchUp);
  const column = document.querySelector<HTMLElement>('[data-column]')!;
  expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  await tabTo(screen.getByRole('button', { name: 'Save enrolment' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Enrolled in Acme 401(k).'), SLOW).toBeVisible();
  const row = screen.getByRole('row', { name: /Acme 401\(k\)/ });
  await expect.element(row).toHaveTextContent('6% of pay');
  await expect.element(row).toHaveTextContent('at most 4% of pay');

  // The same plan again: the service refuses it on the benefit, the amount typed stays.
  await tabTo(enrol, { presses: 150 });
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Enrol in a benefit' }), SLOW).toHaveFocus();
  await tabTo(field.benefit);
  await userEvent.keyboard('Acme');
  const amount = screen.getByRole('textbox', { name: /^Employee deduction a payroll/ });
  await tabTo(amount);
  await userEvent.keyboard('{Control>}a{/Control}120');
  await tabTo(screen.getByRole('button', { name: 'Save enrolment' }));
  await userEvent.keyboard('{Enter}');
  await expectErrorOn(field.benefit, 'The employee is already enrolled in this benefit.');
  await expect.element(amount).toHaveValue('120.00');
  await tabTo(field.benefit);
  await userEvent.keyboard('Kaiser');
  await tabTo(screen.getByRole('button', { name: 'Save enrolment' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Enrolled in Kaiser Medical.'), SLOW).toBeVisible();
  expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);

  // Enrolled: the plan can be neither deactivated nor deleted, in the service's words.
  // Back on the benefits screen (still open, as in another tab).
  screen = benefits.locator;
  await userEvent.click(screen.getByRole('button', { name: 'Deactivate Acme 401(k)' }));
  await expect
    .element(
      screen.getByText(
        'Acme 401(k) could not be changed: A benefit cannot be deactivated while employees are enrolled in it.',
      ),
    )
    .toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Delete Kaiser Medical' }));
  await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Delete benefit' }));
  await expect
    .element(
      screen.getByText(
        'Kaiser Medical could not be changed: A benefit with employee benefits cannot be deleted; deactivate it instead.',
      ),
    )
    .toBeVisible();

  // A calculated payroll deducts both: 6% of Grace's gross and $120.00; the review's net is the service's.
  const payroll = await upcoming(stack);
  const path = `/v1/companies/${companyId}/payrolls/${payroll.uuid}`;
  await callDemo(stack.api, 'PUT', `${path}/prepare`);
  expect((await callDemo(stack.api, 'PUT', `${path}/calculate`)).status).toBe(202);
  await stack.api.clock.advance(1000);
  const calculated = (await callDemo(stack.api, 'GET', `${path}?include=taxes`)).body as {
    employee_compensations: Array<{
      first_name: string;
      gross_pay: string;
      net_pay: string;
      benefits?: Array<{ name: string; employee_deduction: string; company_contribution: string }>;
    }>;
  };
  const grace = calculated.employee_compensations.find((line) => line.first_name === 'Grace')!;
  const gross = Math.round(Number(grace.gross_pay) * 100);
  expect(grace.benefits).toEqual([
    expect.objectContaining({
      name: 'Acme 401(k)',
      employee_deduction: (Math.round(gross * 0.06) / 100).toFixed(2),
    }),
    expect.objectContaining({ name: 'Kaiser Medical', employee_deduction: '120.00' }),
  ]);
  const run = await stack.render(<PayrollRun companyId={companyId} payrollId={payroll.uuid} />);
  await expect
    .element(run.locator.getByRole('row', { name: /^Grace Lovelace/ }), SLOW)
    .toHaveTextContent(money(grace.net_pay));
}, 60_000);
