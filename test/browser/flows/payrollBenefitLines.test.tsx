/**
 * Issue 45 (DECISIONS 68) in Chromium through the real proxy, clock pinned to Monday 15 June 2026:
 * the company has a 401(k) and a medical plan and Grace Lovelace is enrolled in both (through the
 * API here: the enrolment through her page by keyboard is companyBenefits.test.tsx); a payroll is
 * run and each deduction and the company's contribution read to the cent in the review's row, the
 * receipt and her pay stub PDF. The figures are the hand-checked example of
 * test/unit/demo-api/benefits.test.ts ($3,000.00 biweekly, 6% 401(k), $120.00 medical).
 */
import { userEvent } from 'vitest/browser';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import { startPayrollStack } from './payrollRunStack';
import { SLOW, submitPayroll, upcoming } from './payrollRunSteps';
import { callDemo, seededEmployee } from './taxPayHelpers';

const NOW = new Date('2026-06-15T16:00:00Z');

beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The `<dt>` words and `<dd>` amounts of one list of figures. */
const figures = (list: Element) =>
  [...list.querySelectorAll(':scope > div')].map((line) => [
    line.querySelector('dt')!.textContent!,
    line.querySelector('dd')!.textContent!,
  ]);

test('a 401(k) and a medical plan: each deduction and the match in the review, the receipt and the pay stub PDF', async () => {
  const stack = await startPayrollStack({ employees: 4, now: () => NOW });
  const company = `/v1/companies/${stack.api.companyUuid}`;
  const grace = await seededEmployee(stack.api, 'Grace', 'Lovelace');
  const job = (await callDemo(stack.api, 'GET', `/v1/employees/${grace}`)).body.jobs[0].uuid as string;
  const raised = await callDemo(stack.api, 'POST', `/v1/jobs/${job}/compensations`, {
    rate: '78000.00',
    payment_unit: 'Year',
    flsa_status: 'Exempt',
    effective_date: '2026-06-06',
  });
  expect(raised.status).toBe(201);
  const plan = await callDemo(stack.api, 'POST', `${company}/company_benefits`, {
    benefit_type: 5,
    description: 'Acme 401(k)',
  });
  const medical = await callDemo(stack.api, 'POST', `${company}/company_benefits`, {
    benefit_type: 1,
    description: 'Kaiser Medical',
  });
  for (const body of [
    {
      company_benefit_uuid: plan.body.uuid,
      employee_deduction: '6',
      deduct_as_percentage: true,
      contribution: {
        type: 'tiered',
        value: {
          tiers: [
            { rate: '100', threshold: '3' },
            { rate: '50', threshold: '5' },
          ],
        },
      },
    },
    { company_benefit_uuid: medical.body.uuid, employee_deduction: '120.00' },
  ])
    expect((await callDemo(stack.api, 'POST', `/v1/employees/${grace}/employee_benefits`, body)).status).toBe(
      201,
    );
  const payroll = await upcoming(stack);
  const path = `${company}/payrolls/${payroll.uuid}`;
  await callDemo(stack.api, 'PUT', `${path}/prepare`);
  expect((await callDemo(stack.api, 'PUT', `${path}/calculate`)).status).toBe(202);
  await stack.api.clock.advance(1000);

  const { locator: screen } = await stack.render(
    <PayrollRun companyId={stack.api.companyUuid} payrollId={payroll.uuid} />,
  );
  const name = screen.getByRole('button', { name: 'Grace Lovelace', exact: true });
  await expect.element(name, SLOW).toBeVisible();
  await userEvent.click(name);
  // $78,000 / 26 = $3,000.00. The 401(k) 6% = $180.00 lowers income-tax wages only; medical $120.00
  // (section 125) all of them: federal and New York wages $2,700.00, Social Security and Medicare
  // $2,880.00. Federal (married) $156.31, Social Security $178.56, Medicare $41.76, New York 5.5%
  // $148.50; net 3,000 − 525.13 − 300.00 = $2,174.87. Match: 100% of 3% ($90.00) + 50% of the
  // next 2% ($30.00) = $120.00, beside the paycheck, not in it. The employer matches Social
  // Security and Medicare and pays FUTA 0.6% of $2,880.00 = $17.28 (her $3,269.23 of 10 June and
  // these $2,880.00 stay under the $7,000 base): $237.60.
  const review = [
    ['Salary and other pay', '$3,000.00'],
    ['Gross pay', '$3,000.00'],
    ['Federal Income Tax', '-$156.31'],
    ['Social Security', '-$178.56'],
    ['Medicare', '-$41.76'],
    ['NY Income Tax', '-$148.50'],
    ['Acme 401(k)', '-$180.00'],
    ['Kaiser Medical', '-$120.00'],
    ['Net pay', '$2,174.87'],
    ['Employer taxes', '$237.60'],
    ['Social Security', '$178.56'],
    ['Medicare', '$41.76'],
    ['FUTA', '$17.28'],
    ['Company benefit contributions (not in net pay)', '$120.00'],
    ['Acme 401(k)', '$120.00'],
  ];
  const lines = () => name.element().closest('td')!.querySelector('.pk-payroll-lines')!;
  expect(figures(lines())).toEqual(review);

  // Submitted: the receipt's row and the same lines on the receipt screen.
  await submitPayroll(screen);
  await stack.api.clock.advance(1000);
  const receipt = screen.getByRole('article', { name: 'Receipt' });
  await expect.element(receipt, SLOW).toBeVisible();
  await expect
    .element(receipt.getByRole('row', { name: /^Grace Lovelace/ }))
    .toHaveTextContent(/\$3,000\.00.*\$525\.13.*\$300\.00.*\$2,174\.87.*\$0\.00.*\$2,174\.87/);
  const opened = screen.getByRole('button', { name: 'Grace Lovelace', exact: true });
  if (opened.element().getAttribute('aria-expanded') !== 'true') await userEvent.click(opened);
  expect(figures(opened.element().closest('td')!.querySelector('.pk-payroll-lines')!)).toEqual(review);

  // Her pay stub's PDF: each deduction and the contribution as lines of their own.
  const link = screen.getByRole('link', { name: 'Pay stub (PDF) for Grace Lovelace' });
  await expect.element(link, SLOW).toBeVisible();
  const pdf = await (await fetch(link.element().getAttribute('href')!)).text();
  for (const text of [
    'Gross pay: $3,000.00',
    'Acme 401\\(k\\): $180.00',
    'Kaiser Medical: $120.00',
    'Net pay: $2,174.87',
    'Check amount: $2,174.87',
    'Company contribution - Acme 401\\(k\\): $120.00',
  ])
    expect(pdf).toContain(`(${text})`);
}, 60_000);
