import { expect, test, vi } from 'vitest';
import { Summary } from '../../../src/flows/EmployeeOnboarding/steps/Summary';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo } from './taxPayHelpers';

test('the summary lists what was entered in each step, not only the step names', async () => {
  const api = createDemoApi();
  const { body } = await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/employees?per=100`);
  const employee = (
    body as Array<{ uuid: string; first_name: string; last_name: string; onboarding_status: string }>
  ).find((entry) => entry.onboarding_status === 'onboarding_completed')!;
  const jobs = (await callDemo(api, 'GET', `/v1/employees/${employee.uuid}/jobs`)).body as Array<{
    title: string;
    primary: boolean;
  }>;
  const homes = (await callDemo(api, 'GET', `/v1/employees/${employee.uuid}/home_addresses`)).body as Array<{
    street_1: string;
    city: string;
    active: boolean;
  }>;
  const { screen } = await renderWithDemo(
    <Summary companyId={api.companyUuid} employeeId={employee.uuid} onComplete={vi.fn()} />,
    { api },
  );
  const steps = screen.getByRole('list').filter({ hasText: 'Personal details' });
  const item = (name: string) => steps.getByRole('listitem').filter({ hasText: name });
  await expect
    .element(item('Personal details'))
    .toHaveTextContent(`${employee.first_name} ${employee.last_name}, born`);
  const job = jobs.find((entry) => entry.primary)!;
  await expect
    .element(item('Job and compensation'))
    .toHaveTextContent(new RegExp(`${job.title}, hired .+ per `));
  const home = homes.find((entry) => entry.active)!;
  await expect.element(item('Home address')).toHaveTextContent(`${home.street_1}, ${home.city}`);
  await expect.element(item('Federal taxes')).toHaveTextContent(/Single|Married|Head of household|Exempt/);
  await expect.element(item('Payment method')).toHaveTextContent(/Direct deposit into|Paper check/);
});
