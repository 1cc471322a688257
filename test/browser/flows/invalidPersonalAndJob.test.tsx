import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { HomeAddress, JobCompensation, PersonalDetails } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { demoAdmin } from '../../support/demoAdmin';
import { addEmployee } from '../../support/employees';
import { renderWithDemo, type DemoApi } from './renderWithDemo';
import { callDemo, expectErrorOn, proxyFetch } from './taxPayHelpers';

const save = 'Save and continue';

async function newEmployee(api: DemoApi): Promise<string> {
  return (await addEmployee(demoAdmin(api))).uuid;
}

/** A fetch that rewrites one field of matching bodies after the form's own checks passed. */
function tamperWith(api: DemoApi, pathEnd: RegExp, changes: () => Record<string, unknown> | undefined) {
  return proxyFetch(api, (_method, path, body) => (pathEnd.test(path) ? { ...body, ...changes() } : body));
}

test('personal details: every bad value is refused on its field, by the form and by the service', async () => {
  const api = createDemoApi();
  let serverSsn: string | undefined;
  const onComplete = vi.fn();
  const { screen } = await renderWithDemo(
    <PersonalDetails companyId={api.companyUuid} onComplete={onComplete} />,
    {
      api,
      fetch: tamperWith(api, /\/employees$/, () => (serverSsn ? { ssn: serverSsn } : undefined)),
    },
  );
  const first = screen.getByRole('textbox', { name: /Legal first name/ });
  const last = screen.getByRole('textbox', { name: /Legal last name/ });
  const email = screen.getByRole('textbox', { name: /^Personal email/ });
  const birth = screen.getByLabelText(/Date of birth/);
  const ssn = screen.getByRole('textbox', { name: /Social Security number/ });

  await userEvent.fill(email, 'not-an-email');
  await userEvent.fill(ssn, '12345');
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expectErrorOn(first, 'This field is required.');
  await expectErrorOn(last, 'This field is required.');
  await expectErrorOn(email, 'Enter an email address like name@example.com.');
  await expectErrorOn(birth, 'This field is required.');
  await expectErrorOn(ssn, 'Enter a 9-digit Social Security number.');
  // Focus goes to the first field to fix; what was typed stays.
  await expect.element(first).toHaveFocus();
  await expect.element(email).toHaveValue('not-an-email');

  // Self-onboarding needs the personal email.
  await userEvent.fill(email, '');
  await userEvent.click(screen.getByRole('radio', { name: /mark for self-onboarding/ }));
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expectErrorOn(email, 'This field is required.');

  // The service's own SSN rule (the form's check bypassed) lands on the SSN field.
  await userEvent.click(screen.getByRole('radio', { name: 'I will enter them now' }));
  await userEvent.fill(first, 'Grace');
  await userEvent.fill(last, 'Hopper');
  await userEvent.fill(birth, '1990-12-09');
  await userEvent.fill(ssn, '123456789');
  serverSsn = '12-345';
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expectErrorOn(ssn, /\S/);
  await expect.element(first).toHaveValue('Grace');
  await expect.element(ssn).toHaveValue('123-45-6789');
  expect(onComplete).not.toHaveBeenCalled();

  serverSsn = undefined;
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
});

test('home address: zip and state are refused on their fields by the form and by the service', async () => {
  const api = createDemoApi();
  const employeeId = await newEmployee(api);
  let serverValues: Record<string, unknown> | undefined;
  const onComplete = vi.fn();
  const { screen } = await renderWithDemo(
    <HomeAddress companyId={api.companyUuid} employeeId={employeeId} onComplete={onComplete} />,
    { api, fetch: tamperWith(api, /\/home_addresses$/, () => serverValues) },
  );
  const street = screen.getByRole('textbox', { name: /Street address/ });
  const city = screen.getByRole('textbox', { name: /^City/ });
  const state = screen.getByRole('combobox', { name: /State/ });
  const zip = screen.getByRole('textbox', { name: /ZIP code/ });

  await userEvent.fill(street, '1 Dolores St');
  await userEvent.fill(zip, '9411');
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expectErrorOn(city, 'This field is required.');
  await expectErrorOn(state, 'Choose a US state.');
  await expectErrorOn(zip, 'Enter a 5-digit ZIP code, or ZIP+4.');
  await expect.element(street).toHaveValue('1 Dolores St');

  await userEvent.fill(city, 'San Francisco');
  await userEvent.selectOptions(state, 'CA');
  await userEvent.fill(zip, '94110');
  serverValues = { state: 'ZZ', zip: '9411' };
  await userEvent.click(screen.getByRole('button', { name: save }));
  // The service's messages, each on the field it names.
  await expectErrorOn(state, /\S/);
  await expectErrorOn(zip, /\S/);
  await expect.element(zip).toHaveValue('94110');
  expect(onComplete).not.toHaveBeenCalled();

  serverValues = undefined;
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
});

test('job and pay: rate, payment unit and the job rules are refused on their fields', async () => {
  const api = createDemoApi();
  const employeeId = await newEmployee(api);
  let serverUnit: string | undefined;
  const onComplete = vi.fn();
  const { screen } = await renderWithDemo(
    <JobCompensation companyId={api.companyUuid} employeeId={employeeId} onComplete={onComplete} />,
    {
      api,
      fetch: tamperWith(api, /\/compensations\/[^/]+$/, () =>
        serverUnit ? { payment_unit: serverUnit } : undefined,
      ),
    },
  );
  const title = screen.getByRole('textbox', { name: /Job title/ });
  const hired = screen.getByLabelText(/Hire date/);
  const flsa = screen.getByRole('combobox', { name: /FLSA status/ });
  const rate = screen.getByRole('textbox', { name: /Pay rate/ });
  const unit = screen.getByRole('combobox', { name: /^Per/ });
  const adjust = screen.getByRole('checkbox', { name: /minimum wage/ });

  await userEvent.fill(rate, '12,50x');
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expectErrorOn(title, 'This field is required.');
  await expectErrorOn(hired, 'This field is required.');
  await expectErrorOn(rate, 'Enter an amount in dollars and cents, like 1250.00.');

  // An owner is not paid by the hour; only hourly, non-exempt pay follows the minimum wage.
  await userEvent.fill(title, 'Founder');
  await userEvent.fill(hired, '2026-06-01');
  await userEvent.fill(rate, '100000');
  await userEvent.selectOptions(flsa, 'Owner');
  await userEvent.click(adjust);
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expectErrorOn(unit, 'Choose Hour, Week, Month or Year.');
  await expectErrorOn(adjust, 'Only hourly, non-exempt pay can be adjusted for minimum wage.');
  await expect.element(title).toHaveValue('Founder');

  // The service refuses a payment unit outside Hour, Week, Month, Year on that field.
  await userEvent.click(adjust);
  await userEvent.selectOptions(flsa, 'Exempt');
  await userEvent.selectOptions(unit, 'Year');
  serverUnit = 'Paycheck';
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expectErrorOn(unit, /\S/);
  await expect.element(rate).toHaveValue('100000.00');
  expect(onComplete).not.toHaveBeenCalled();

  serverUnit = undefined;
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
  const jobs = await callDemo(api, 'GET', `/v1/employees/${employeeId}/jobs`);
  expect(jobs.body[0]).toMatchObject({
    title: 'Founder',
    rate: expect.stringMatching(/^100000\.0+$/),
    payment_unit: 'Year',
  });
});
