import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { EmployeeOnboarding } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo, proxyFetch } from './taxPayHelpers';

const save = 'Save and continue';

test('an admin adds an employee and takes them to onboarding_completed without leaving the flow', async () => {
  const api = createDemoApi();
  const onEvent = vi.fn();
  const { screen } = await renderWithDemo(
    <EmployeeOnboarding companyId={api.companyUuid} onEvent={onEvent} />,
    {
      api,
      fetch: proxyFetch(api),
    },
  );

  // The list first; add an employee.
  await expect.element(screen.getByRole('heading', { name: 'Employees' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Add employee' }).first());

  // 1. Personal details: focus lands on the step heading.
  const personal = screen.getByRole('heading', { name: 'Personal details', level: 2 });
  await expect.element(personal).toHaveFocus();
  await userEvent.fill(screen.getByRole('textbox', { name: /Legal first name/ }), 'Grace');
  await userEvent.fill(screen.getByRole('textbox', { name: /Legal last name/ }), 'Hopper');
  await userEvent.fill(screen.getByRole('textbox', { name: /^Personal email/ }), 'grace@example.com');
  await userEvent.fill(screen.getByLabelText(/Date of birth/), '1990-12-09');
  await userEvent.fill(screen.getByRole('textbox', { name: /Social Security number/ }), '123456789');
  await userEvent.click(screen.getByRole('button', { name: save }));

  // 2. Job and compensation (the service's order), hourly, in New York.
  await expect.element(screen.getByRole('heading', { name: 'Job and compensation', level: 2 })).toHaveFocus();
  const employeeId = onEvent.mock.calls.find(([type]) => type === 'employee.created')?.[1]
    .employeeId as string;
  expect(employeeId).toBeTruthy();
  await userEvent.fill(screen.getByRole('textbox', { name: /Job title/ }), 'Rear Admiral');
  await userEvent.fill(screen.getByLabelText(/Hire date/), '2026-06-01');
  await userEvent.fill(screen.getByRole('textbox', { name: /Pay rate/ }), '42.5');
  await userEvent.click(screen.getByRole('button', { name: save }));

  // 3. Work address: a company location.
  await expect.element(screen.getByRole('heading', { name: 'Work address', level: 2 })).toHaveFocus();
  const location = screen.getByRole('combobox', { name: /Work location/ });
  await userEvent.selectOptions(location, '200 Park Ave, New York, NY 10166');
  await userEvent.click(screen.getByRole('button', { name: save }));

  // 4. Home address.
  await expect.element(screen.getByRole('heading', { name: 'Home address', level: 2 })).toHaveFocus();
  await userEvent.fill(screen.getByRole('textbox', { name: /Street address/ }), '77 Bedford Ave');
  await userEvent.fill(screen.getByRole('textbox', { name: /^City/ }), 'Brooklyn');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'NY');
  await userEvent.fill(screen.getByRole('textbox', { name: /ZIP code/ }), '11211');
  await userEvent.click(screen.getByRole('button', { name: save }));

  // 5. Federal taxes.
  await expect.element(screen.getByRole('heading', { name: 'Federal taxes', level: 2 })).toHaveFocus();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Filing status/ }), 'Single');
  await userEvent.click(screen.getByRole('button', { name: save }));

  // 6. State taxes: New York asks five questions, one of each input type.
  await expect.element(screen.getByRole('heading', { name: /State taxes/, level: 2 })).toHaveFocus();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Filing status \(IT-2104\)/ }), 'S');
  await userEvent.fill(screen.getByRole('textbox', { name: /^Allowances/ }), '1');
  await userEvent.fill(
    screen.getByRole('textbox', { name: /Additional New York State withholding/ }),
    '5.00',
  );
  await userEvent.fill(screen.getByRole('textbox', { name: /Local jurisdiction/ }), 'New York City');
  await userEvent.fill(screen.getByLabelText(/IT-2104 signature date/), '2026-06-01');
  await userEvent.click(screen.getByRole('button', { name: save }));

  // 7. Direct deposit, two accounts split 60/40.
  await expect.element(screen.getByRole('heading', { name: /Payment method/, level: 2 })).toHaveFocus();
  await userEvent.click(screen.getByRole('radio', { name: 'Direct deposit' }));
  for (const [name, account] of [
    ['Main', '000123456789'],
    ['Savings', '000987654321'],
  ] as const) {
    await userEvent.fill(screen.getByRole('textbox', { name: /Account nickname/ }), name);
    await userEvent.fill(screen.getByRole('textbox', { name: /Routing number/ }), '021000021');
    await userEvent.fill(screen.getByRole('textbox', { name: /Account number/ }), account);
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    await expect
      .element(screen.getByRole('textbox', { name: new RegExp(`Percentage to ${name}`) }))
      .toBeVisible();
  }
  await userEvent.fill(screen.getByRole('textbox', { name: /Percentage to Main/ }), '60');
  await userEvent.fill(screen.getByRole('textbox', { name: /Percentage to Savings/ }), '40');
  await userEvent.click(screen.getByRole('button', { name: save }));

  // 8. Documents: sign every form that needs a signature.
  await expect.element(screen.getByRole('heading', { name: /Documents/, level: 2 })).toHaveFocus();
  const signButtons = screen.getByRole('button', { name: /^Sign / });
  await expect.element(signButtons.first()).toBeVisible();
  const toSign = signButtons.all().length;
  for (let signed = 0; signed < toSign; signed += 1) {
    await userEvent.click(signButtons.first());
    const dialog = screen.getByRole('dialog');
    await userEvent.fill(dialog.getByRole('textbox', { name: /Signature/ }), 'Grace Hopper');
    await userEvent.click(dialog.getByRole('checkbox', { name: /I agree to sign/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign form' }));
    await expect
      .poll(() => onEvent.mock.calls.filter(([type]) => type === 'form.signed').length)
      .toBe(signed + 1);
  }
  await userEvent.click(screen.getByRole('button', { name: save }));

  // 9. Summary: finish.
  await expect.element(screen.getByRole('heading', { name: 'Summary', level: 2 })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Finish onboarding' }));
  await expect.element(screen.getByText('Grace Hopper is onboarded.')).toBeVisible();
  expect(onEvent).toHaveBeenCalledWith('onboarding.completed', { employeeId });

  const status = await callDemo(api, 'GET', `/v1/employees/${employeeId}/onboarding_status`);
  expect(status.body.onboarding_status).toBe('onboarding_completed');
  const accounts = await callDemo(api, 'GET', `/v1/employees/${employeeId}/bank_accounts`);
  expect(accounts.body).toHaveLength(2);
  const method = await callDemo(api, 'GET', `/v1/employees/${employeeId}/payment_method`);
  expect(method.body).toMatchObject({ type: 'Direct Deposit', split_by: 'Percentage' });
  const forms = await callDemo(api, 'GET', `/v1/employees/${employeeId}/forms`);
  expect((forms.body as Array<{ requires_signing: boolean }>).every((form) => !form.requires_signing)).toBe(
    true,
  );
});

test('with urlSync, each step is a history entry: back and forward move between steps', async () => {
  const api = createDemoApi();
  window.history.replaceState(null, '', '/?partner=keep');
  const { screen } = await renderWithDemo(<EmployeeOnboarding companyId={api.companyUuid} urlSync />, {
    api,
    fetch: proxyFetch(api),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Add employee' }).first());
  await userEvent.fill(screen.getByRole('textbox', { name: /Legal first name/ }), 'Grace');
  await userEvent.fill(screen.getByRole('textbox', { name: /Legal last name/ }), 'Hopper');
  await userEvent.fill(screen.getByLabelText(/Date of birth/), '1990-12-09');
  await userEvent.fill(screen.getByRole('textbox', { name: /Social Security number/ }), '123456789');
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expect.element(screen.getByRole('heading', { name: 'Job and compensation', level: 2 })).toHaveFocus();
  expect(new URL(window.location.href).searchParams.get('pk_step')).toBe('compensation_details');
  expect(new URL(window.location.href).searchParams.get('partner')).toBe('keep');

  window.history.back();
  await expect.element(screen.getByRole('heading', { name: 'Personal details', level: 2 })).toHaveFocus();
  await expect.element(screen.getByRole('textbox', { name: /Legal first name/ })).toHaveValue('Grace');

  window.history.forward();
  await expect.element(screen.getByRole('heading', { name: 'Job and compensation', level: 2 })).toHaveFocus();
});
