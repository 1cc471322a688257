/**
 * The time off policy form against the demo service, as a new admin would fill it: only the
 * settings the accrual method takes are shown, bad values refused on their fields, a per pay
 * period vacation policy saved, and an edit saved version-safely.
 */
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { PolicyForm } from '../../../src/flows/TimeOff/policies';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo, expectErrorOn } from './taxPayHelpers';

test('shows only the settings of the chosen method, refuses bad values on their fields, saves a per pay period policy', async () => {
  const api = createDemoApi();
  const onSaved = vi.fn();
  const { screen } = await renderWithDemo(<PolicyForm companyId={api.companyUuid} onSaved={onSaved} />, {
    api,
  });
  const method = screen.getByRole('combobox', { name: /How time off is earned/ });
  const rate = screen.getByRole('textbox', { name: /Hours earned/ });
  const unit = screen.getByRole('textbox', { name: /For every … hours/ });
  const cap = screen.getByRole('textbox', { name: /Most hours held at once/ });

  await userEvent.fill(screen.getByRole('textbox', { name: /Policy name/ }), 'Vacation 2027');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'Vacation');
  await userEvent.selectOptions(method, 'Unlimited');
  await expect.element(method).toHaveAccessibleDescription(/no balance, rate or cap/);
  await expect.element(rate).not.toBeInTheDocument();
  await expect.element(cap).not.toBeInTheDocument();

  await userEvent.selectOptions(method, 'By hours paid');
  await expect.element(unit).toBeVisible();
  await userEvent.fill(rate, '1');
  await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
  await expectErrorOn(unit, 'This field is required.');

  await userEvent.selectOptions(method, 'Hours each pay period');
  await expect.element(unit).not.toBeInTheDocument();
  await userEvent.fill(rate, '4');
  await userEvent.fill(cap, '160');
  await userEvent.fill(screen.getByRole('textbox', { name: /Reset date/ }), '13-01');
  await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
  await expectErrorOn(
    screen.getByRole('textbox', { name: /Reset date/ }),
    'Enter a day of the year as MM-DD, like 01-01.',
  );
  await expect.element(rate).toHaveValue('4');

  await userEvent.fill(screen.getByRole('textbox', { name: /Reset date/ }), '01-01');
  await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
  await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  const [saved, created] = onSaved.mock.calls[0]!;
  expect(created).toBe(true);
  const stored = (await callDemo(api, 'GET', `/v1/time_off_policies/${saved.uuid}`)).body;
  expect(stored).toMatchObject({
    name: 'Vacation 2027',
    policy_type: 'vacation',
    accrual_method: 'per_pay_period',
    accrual_rate: '4.0000',
    accrual_rate_unit: null,
    max_hours: '160.000',
    policy_reset_date: '01-01',
  });
});

test('edits a policy: the stored settings shown, a change saved with the version', async () => {
  const api = createDemoApi();
  const policies = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/time_off_policies`))
    .body as Array<{
    uuid: string;
    name: string;
  }>;
  const sick = policies.find((p) => p.name === 'Sick leave')!;
  const onSaved = vi.fn();
  const { screen } = await renderWithDemo(
    <PolicyForm companyId={api.companyUuid} policyId={sick.uuid} onSaved={onSaved} />,
    { api },
  );
  await expect.element(screen.getByRole('heading', { name: 'Edit Sick leave' })).toBeVisible();
  const unit = screen.getByRole('textbox', { name: /For every … hours/ });
  await expect.element(unit).toHaveValue('30.000');
  await expect.element(screen.getByRole('textbox', { name: /Type/ })).toHaveValue('Sick');
  await userEvent.fill(unit, '40');
  await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
  await vi.waitFor(() =>
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ uuid: sick.uuid }), false),
  );
  const stored = (await callDemo(api, 'GET', `/v1/time_off_policies/${sick.uuid}`)).body;
  expect(stored).toMatchObject({
    accrual_rate_unit: '40.000',
    accrual_method: 'per_hour_worked',
    max_hours: '80.000',
  });
});
