import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { JobCompensation, PersonalDetails } from '../../../src/flows';
import { FederalTaxes } from '../../../src/flows/shared/employee/FederalTaxes';
import { createDemoApi } from '../../../src/testing';
import { demoAdmin } from '../../support/demoAdmin';
import { addEmployee } from '../../support/employees';
import { renderWithDemo } from './renderWithDemo';
import { callDemo, expectErrorOn, proxyFetch, seededEmployee } from './taxPayHelpers';

const save = 'Save and continue';

/** A date a year after today where the browser is, as `YYYY-MM-DD`. */
function nextYear(): string {
  const date = new Date();
  return `${date.getFullYear() + 1}-01-01`;
}

test('a date of birth in the future is refused on its field, by the form and by the service', async () => {
  const api = createDemoApi();
  let serverBirth: string | undefined;
  const onComplete = vi.fn();
  const { screen } = await renderWithDemo(
    <PersonalDetails companyId={api.companyUuid} onComplete={onComplete} />,
    {
      api,
      // After the form's own check passed, send the service a future date to reach its rule.
      fetch: proxyFetch(api, (_method, path, body) =>
        /\/employees$/.test(path) && serverBirth ? { ...body, date_of_birth: serverBirth } : body,
      ),
    },
  );
  const birth = screen.getByLabelText(/Date of birth/);
  await userEvent.fill(screen.getByRole('textbox', { name: /Legal first name/ }), 'Ada');
  await userEvent.fill(screen.getByRole('textbox', { name: /Legal last name/ }), 'Lovelace');
  await userEvent.fill(screen.getByRole('textbox', { name: /Social Security number/ }), '123456789');
  await userEvent.fill(birth, nextYear());
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expectErrorOn(birth, 'A date of birth cannot be in the future.');
  await expect.element(birth).toHaveValue(nextYear());

  await userEvent.fill(birth, '1990-12-09');
  serverBirth = '2099-01-01';
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expectErrorOn(birth, /future/);
  await expect.element(birth).toHaveValue('1990-12-09');
  expect(onComplete).not.toHaveBeenCalled();
  const { body: employees } = await callDemo(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/employees?per=100`,
  );
  expect((employees as Array<{ date_of_birth: string | null }>).map((e) => e.date_of_birth)).not.toContain(
    '2099-01-01',
  );

  serverBirth = undefined;
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
});

test('date of birth and SSN carry the required marker while the admin enters the details', async () => {
  const api = createDemoApi();
  const { screen } = await renderWithDemo(
    <PersonalDetails companyId={api.companyUuid} onComplete={vi.fn()} />,
    {
      api,
    },
  );
  const birth = screen.getByLabelText(/Date of birth/);
  const ssn = screen.getByRole('textbox', { name: /Social Security number/ });
  await expect.element(birth).toHaveAttribute('aria-required', 'true');
  await expect.element(ssn).toHaveAttribute('aria-required', 'true');
  // The employee fills them in later: not required now.
  await userEvent.click(screen.getByRole('radio', { name: /mark for self-onboarding/ }));
  await expect.element(birth).not.toHaveAttribute('aria-required');
  await expect.element(ssn).not.toHaveAttribute('aria-required');
});

test('an onboarded employee is not asked who enters the rest of the details', async () => {
  const api = createDemoApi();
  const { body } = await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/employees?per=100`);
  const onboarded = (body as Array<{ uuid: string; onboarding_status: string }>).find(
    (employee) => employee.onboarding_status === 'onboarding_completed',
  );
  expect(onboarded).toBeDefined();
  const { screen } = await renderWithDemo(
    <PersonalDetails companyId={api.companyUuid} employeeId={onboarded?.uuid} onComplete={vi.fn()} />,
    { api },
  );
  await expect.element(screen.getByRole('textbox', { name: /Legal first name/ })).not.toHaveValue('');
  expect(screen.getByText('Who enters the rest of the details?').query()).toBeNull();
});

test('job and pay: an empty hire date is required and a negative rate must be positive', async () => {
  const api = createDemoApi();
  const created = await addEmployee(demoAdmin(api));
  const { screen } = await renderWithDemo(
    <JobCompensation companyId={api.companyUuid} employeeId={created.uuid} onComplete={vi.fn()} />,
    { api },
  );
  const hired = screen.getByLabelText(/Hire date/);
  const rate = screen.getByRole('textbox', { name: /Pay rate/ });
  await userEvent.fill(rate, '-18.50');
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expectErrorOn(hired, 'This field is required.');
  await expectErrorOn(rate, 'The amount must be positive');
  await expect.element(rate).toHaveValue('-18.50');
  // Step 2 comes before the work address: the hint says where the minimum wages come from.
  await expect.element(screen.getByText(/once the work address is saved \(the next step\)/)).toBeVisible();
});

test('federal taxes: a negative withholding must be positive', async () => {
  const api = createDemoApi();
  const employeeId = await seededEmployee(api, 'Barbara', 'Lovelace');
  const { screen } = await renderWithDemo(
    <FederalTaxes companyId={api.companyUuid} employeeId={employeeId} onComplete={vi.fn()} />,
    { api, fetch: proxyFetch(api) },
  );
  const extra = screen.getByRole('textbox', { name: /Extra withholding/ });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Filing status/ }), 'Single');
  await userEvent.fill(extra, '-25');
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expectErrorOn(extra, 'The amount must be positive');
});
