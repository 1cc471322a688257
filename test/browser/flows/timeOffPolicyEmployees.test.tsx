/**
 * Who is on a time off policy, against the demo service: two employees added with starting
 * balances, a balance adjusted, someone removed, employees without a job not offered but named
 * with the reason, and an unlimited policy that keeps no balances.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { PolicyEmployees } from '../../../src/flows/TimeOff/policies';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo, type DemoApi } from './renderWithDemo';
import { callDemo, expectErrorOn } from './taxPayHelpers';

interface Person {
  uuid: string;
  first_name: string;
  last_name: string;
  jobs: unknown[];
}

async function newPolicy(api: DemoApi, accrual: Record<string, unknown>) {
  const { body } = await callDemo(api, 'POST', `/v1/companies/${api.companyUuid}/time_off_policies`, {
    name: 'Floating days',
    policy_type: 'vacation',
    ...accrual,
  });
  const people = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/employees?per=100`))
    .body as Person[];
  return { policy: body as { uuid: string }, people };
}

const name = (p: Person) => `${p.first_name} ${p.last_name}`;

test('adds two employees with starting balances, adjusts one, removes the other; jobless employees are explained', async () => {
  const api = createDemoApi();
  const { policy, people } = await newPolicy(api, { accrual_method: 'per_pay_period', accrual_rate: '4' });
  const [ada, grace] = people.filter((p) => p.jobs.length > 0) as [Person, Person];
  const jobless = people.filter((p) => p.jobs.length === 0);
  const { screen } = await renderWithDemo(
    <PolicyEmployees companyId={api.companyUuid} policyId={policy.uuid} />,
    {
      api,
    },
  );
  await expect.element(screen.getByText('No one is on this policy yet.')).toBeVisible();
  expect(jobless.length).toBeGreaterThan(0);
  await expect
    .element(screen.getByText(new RegExp(`Not offered until they have a job.*${name(jobless[0]!)}`)))
    .toBeVisible();
  const picker = screen.getByRole('combobox', { name: /^Employee/ }).first();
  await expect.element(picker.getByRole('option', { name: name(jobless[0]!) })).not.toBeInTheDocument();

  const starting = screen.getByRole('textbox', { name: /Starting balance/ });
  await userEvent.selectOptions(picker, name(ada));
  await userEvent.fill(starting, 'forty');
  await userEvent.click(screen.getByRole('button', { name: 'Add to policy' }));
  await expectErrorOn(starting, 'Enter hours as a number, like 40 or 7.5.');
  await userEvent.fill(starting, '40');
  await userEvent.click(screen.getByRole('button', { name: 'Add to policy' }));
  await expect.element(screen.getByText(`Added ${name(ada)} with 40 hours.`)).toBeVisible();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Employee/ }).first(), name(grace));
  await userEvent.fill(starting, '12.5');
  await userEvent.click(screen.getByRole('button', { name: 'Add to policy' }));
  await expect.element(screen.getByRole('row', { name: new RegExp(`${name(grace)} 12\\.5`) })).toBeVisible();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Employee/ }).last(), name(ada));
  await userEvent.fill(screen.getByRole('textbox', { name: /New balance/ }), '36.25');
  await userEvent.click(screen.getByRole('button', { name: 'Save balance' }));
  await expect.element(screen.getByText(`The balance of ${name(ada)} is now 36.25 hours.`)).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: `Remove ${name(grace)} from the policy` }));
  await expect.element(screen.getByRole('row', { name: new RegExp(name(grace)) })).not.toBeInTheDocument();
  const stored = (await callDemo(api, 'GET', `/v1/time_off_policies/${policy.uuid}`)).body;
  expect(stored.employees).toEqual([{ uuid: ada.uuid, balance: '36.250' }]);
});

test('an unlimited policy takes employees without balances and has none to adjust', async () => {
  const api = createDemoApi();
  const { policy, people } = await newPolicy(api, { accrual_method: 'unlimited' });
  const [ada] = people.filter((p) => p.jobs.length > 0) as [Person];
  const { screen } = await renderWithDemo(
    <PolicyEmployees companyId={api.companyUuid} policyId={policy.uuid} />,
    {
      api,
    },
  );
  await expect
    .element(screen.getByText('This policy is unlimited: it keeps no balances to adjust.'))
    .toBeVisible();
  await expect.element(screen.getByRole('textbox', { name: /Starting balance/ })).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Employee/ }), name(ada));
  await userEvent.click(screen.getByRole('button', { name: 'Add to policy' }));
  await expect.element(screen.getByRole('row', { name: new RegExp(`${name(ada)} Unlimited`) })).toBeVisible();
});
