/**
 * <PayrollRun/>'s pay column: salaried employees show their annual salary and hourly employees
 * their rate, read from the demo service's employee list (one request per 100 employees, never
 * one per row).
 */
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { PayrollRun } from '../../../src/flows';
import { PayrollProvider } from '../../../src/provider/PayrollProvider';
import { startPayrollStack } from './payrollRunStack';
import { money, openEditor } from './payrollRunSteps';
import { callDemo } from './taxPayHelpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

interface ServiceEmployee {
  uuid: string;
  first_name: string;
  last_name: string;
  jobs: Array<{ uuid: string; primary: boolean; rate?: string; payment_unit?: string }>;
}

test('the editor shows a salaried employee’s annual salary and an hourly employee’s rate, with one employee-list request per 100 employees', async () => {
  const stack = await startPayrollStack();
  const listed: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (/\/companies\/[^/]+\/employees(\?|$)/.test(url)) listed.push(url);
    return stack.fetch(input, init);
  };
  const rendered = await render(
    <PayrollProvider baseUrl={stack.baseUrl} fetch={fetch}>
      <PayrollRun companyId={stack.api.companyUuid} />
    </PayrollProvider>,
  );
  const screen = rendered.locator;
  const grid = await openEditor(screen);

  const { body } = await callDemo(
    stack.api,
    'GET',
    `/v1/companies/${stack.api.companyUuid}/employees?per=100`,
  );
  const employees = body as ServiceEmployee[];
  const salaried = employees.find((employee) => employee.jobs.some((job) => job.payment_unit === 'Year'))!;
  const hourly = employees.find((employee) => employee.jobs.some((job) => job.payment_unit === 'Hour'))!;
  expect(salaried, 'the demo company has a salaried employee').toBeDefined();
  expect(hourly, 'the demo company has an hourly employee').toBeDefined();
  const salary = salaried.jobs.find((job) => job.payment_unit === 'Year')!.rate!;
  const rate = hourly.jobs.find((job) => job.payment_unit === 'Hour')!.rate!;

  const search = screen.getByRole('searchbox', { name: 'Search employees' });
  await userEvent.fill(search, salaried.last_name);
  const salariedRow = grid.getByRole('row', {
    name: new RegExp(`^${salaried.first_name} ${salaried.last_name}`),
  });
  await expect.element(salariedRow).toHaveTextContent(`Salary ${money(salary)} a year`);

  await userEvent.fill(search, hourly.last_name);
  const hourlyRow = grid.getByRole('row', { name: new RegExp(`^${hourly.first_name} ${hourly.last_name}`) });
  await expect.element(hourlyRow).toHaveTextContent(`${money(rate)} an hour`);

  // The demo company fits in one page of 100: one list request for every row's pay, not one per row.
  expect(employees.length).toBeLessThanOrEqual(100);
  expect(listed).toHaveLength(1);
}, 60_000);
