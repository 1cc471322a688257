/**
 * A balance on an unlimited policy, as two admins would meet it in <TimeOff/> against the demo
 * service: one has typed a starting balance and a new balance on a policy that keeps balances,
 * the other makes the policy unlimited meanwhile. Each refusal lands on its balance field with
 * the reason, what was typed stays, and the screen then shows the policy as unlimited.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { TimeOff } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo, expectErrorOn } from './taxPayHelpers';

interface Person {
  uuid: string;
  first_name: string;
  last_name: string;
  jobs: unknown[];
}
const nameOf = (p: Person) => `${p.first_name} ${p.last_name}`;

test('a balance typed before a colleague made the policy unlimited is refused on its field, nothing lost', async () => {
  const api = createDemoApi();
  const people = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/employees?per=100`))
    .body as Person[];
  const [ada, grace] = people.filter((p) => p.jobs.length > 0) as [Person, Person];
  const created = await callDemo(api, 'POST', `/v1/companies/${api.companyUuid}/time_off_policies`, {
    name: 'Floating days',
    policy_type: 'vacation',
    accrual_method: 'per_pay_period',
    accrual_rate: '4',
  });
  const policyPath = `/v1/time_off_policies/${created.body.uuid}`;
  await callDemo(api, 'PUT', `${policyPath}/add_employees`, {
    employees: [{ uuid: ada.uuid, balance: '16' }],
  });

  const { screen } = await renderWithDemo(<TimeOff companyId={api.companyUuid} initialSection="policies" />, {
    api,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Edit Floating days' }));
  await expect.element(screen.getByRole('row', { name: new RegExp(`${nameOf(ada)} 16`) })).toBeVisible();
  const starting = screen.getByRole('textbox', { name: /Starting balance/ });
  const newBalance = screen.getByRole('textbox', { name: /New balance/ });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Employee/ }).first(), nameOf(grace));
  await userEvent.fill(starting, '8');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Employee/ }).last(), nameOf(ada));
  await userEvent.fill(newBalance, '24');

  // The other admin makes the policy unlimited (it then keeps no balances).
  const { version } = (await callDemo(api, 'GET', policyPath)).body;
  const changed = await callDemo(api, 'PUT', policyPath, {
    version,
    accrual_method: 'unlimited',
    accrual_rate: null,
  });
  expect(changed.status).toBe(200);

  await userEvent.click(screen.getByRole('button', { name: 'Add to policy' }));
  await expectErrorOn(
    starting,
    'Floating days was made unlimited meanwhile: it keeps no balances. Add the employee again to put them on it without one.',
  );
  await expect.element(starting).toHaveValue('8');
  await expect.element(starting).toHaveFocus();
  // The screen now shows the policy as it is: unlimited, no balances to adjust.
  await expect
    .element(screen.getByText('This policy is unlimited: it keeps no balances to adjust.'))
    .toBeVisible();
  await expect
    .element(screen.getByRole('row', { name: new RegExp(`${nameOf(ada)} Unlimited`) }))
    .toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Save balance' }));
  await expectErrorOn(
    newBalance,
    'Floating days was made unlimited meanwhile: it keeps no balances, so this one was not saved.',
  );
  await expect.element(newBalance).toHaveValue('24');
  await expect.element(newBalance).toHaveFocus();
  let stored = (await callDemo(api, 'GET', policyPath)).body;
  expect(stored.employees).toEqual([{ uuid: ada.uuid, balance: null }]);

  // Added again, without a balance, as the message says.
  await userEvent.click(screen.getByRole('button', { name: 'Add to policy' }));
  await expect.element(screen.getByText(`Added ${nameOf(grace)}.`)).toBeVisible();
  await expect.element(screen.getByRole('textbox', { name: /Starting balance/ })).not.toBeInTheDocument();
  stored = (await callDemo(api, 'GET', policyPath)).body;
  expect(stored.employees).toEqual([
    { uuid: ada.uuid, balance: null },
    { uuid: grace.uuid, balance: null },
  ]);
});
