import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { PaymentMethod } from '../../../src/flows/shared/employee/PaymentMethod';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo, expectErrorOn, proxyFetch, seededEmployee } from './taxPayHelpers';

type Tamper = (method: string, path: string, body: Record<string, unknown>) => Record<string, unknown>;

async function setUp() {
  const api = createDemoApi();
  const employeeId = await seededEmployee(api, 'Barbara', 'Lovelace');
  const onComplete = vi.fn();
  const onEvent = vi.fn();
  let tamper: Tamper | undefined;
  const { screen } = await renderWithDemo(
    <PaymentMethod
      companyId={api.companyUuid}
      employeeId={employeeId}
      onComplete={onComplete}
      onEvent={onEvent}
    />,
    { api, fetch: proxyFetch(api, (method, path, body) => (tamper ? tamper(method, path, body) : body)) },
  );
  const setTamper = (next: Tamper | undefined) => {
    tamper = next;
  };
  return { api, employeeId, onComplete, onEvent, screen, setTamper };
}

async function addAccount(
  screen: Awaited<ReturnType<typeof setUp>>['screen'],
  name: string,
  routing: string,
  account: string,
) {
  await userEvent.fill(screen.getByRole('textbox', { name: /Account nickname/ }), name);
  await userEvent.fill(screen.getByRole('textbox', { name: /Routing number/ }), routing);
  await userEvent.fill(screen.getByRole('textbox', { name: /Account number/ }), account);
  await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
}

test('direct deposit into two accounts split by percentage, then by amount with a remainder', async () => {
  const { api, employeeId, onComplete, onEvent, screen, setTamper } = await setUp();
  await userEvent.click(screen.getByRole('radio', { name: 'Direct deposit' }));
  await expect
    .element(screen.getByText('No bank account yet. Add one to pay by direct deposit.'))
    .toBeVisible();

  // A bad routing number is refused on its field before anything is sent, and kept as typed.
  await addAccount(screen, 'Main', '123456789', '12345678');
  const routing = screen.getByRole('textbox', { name: /Routing number/ });
  await expectErrorOn(routing, 'Enter a valid 9-digit routing number.');
  await expect.element(routing).toHaveValue('123456789');
  // The service's own check lands on the same field.
  setTamper((method, path, body) =>
    method === 'POST' && path.endsWith('/bank_accounts') ? { ...body, routing_number: '021000022' } : body,
  );
  await userEvent.fill(routing, '021000021');
  await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
  await expectErrorOn(routing, 'routing_number must be a valid 9-digit ABA routing number.');
  setTamper(undefined);

  await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
  await expect.element(screen.getByRole('textbox', { name: /Percentage to Main/ })).toHaveValue('100');
  await addAccount(screen, 'Savings', '011000015', '99887766');
  const savings = screen.getByRole('textbox', { name: /Percentage to Savings/ });
  await expect.element(savings).toBeVisible();
  expect(onEvent).toHaveBeenCalledWith('bank_account.created', expect.objectContaining({ employeeId }));

  const main = screen.getByRole('textbox', { name: /Percentage to Main/ });
  await userEvent.fill(main, '60');
  await userEvent.fill(savings, '30');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expectErrorOn(savings, 'The percentages must add up to 100%.');

  // The service's total check lands on the same split, nothing typed is lost.
  await userEvent.fill(savings, '40');
  setTamper((method, path, body) => {
    if (method !== 'PUT' || !path.endsWith('/payment_method')) return body;
    const splits = body.splits as Array<{ split_amount: number }>;
    splits[1]!.split_amount = 30;
    return body;
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expectErrorOn(savings, /Percentages must total 100/);
  await expect.element(main).toHaveValue('60');
  setTamper(undefined);

  // By amount: the first account gets $250.00, the last receives the remainder.
  await userEvent.click(screen.getByRole('radio', { name: 'Amount' }));
  const mainAmount = screen.getByRole('textbox', { name: /Amount to Main/ });
  await userEvent.fill(mainAmount, '250.5x');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expectErrorOn(mainAmount, 'Enter an amount in dollars and cents');
  await expect.element(screen.getByText(/Savings \(.*\) receives the remainder\./)).toBeVisible();
  await userEvent.fill(mainAmount, '250.5');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);

  const saved = await callDemo(api, 'GET', `/v1/employees/${employeeId}/payment_method`);
  expect(saved.body).toMatchObject({
    type: 'Direct Deposit',
    split_by: 'Amount',
    splits: [
      { name: 'Main', priority: 1, split_amount: 25050 },
      { name: 'Savings', priority: 2, split_amount: null },
    ],
  });
});

test('priorities follow the order the user sets, and a removed account leaves the splits', async () => {
  const { api, employeeId, onComplete, screen } = await setUp();
  await userEvent.click(screen.getByRole('radio', { name: 'Direct deposit' }));
  await addAccount(screen, 'Main', '021000021', '12345678');
  await expect.element(screen.getByRole('textbox', { name: /Percentage to Main/ })).toBeVisible();
  await addAccount(screen, 'Savings', '011000015', '99887766');
  await addAccount(screen, 'Spare', '021000021', '55554444');
  await expect.element(screen.getByRole('textbox', { name: /Percentage to Spare/ })).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Remove Spare' }));
  await userEvent.click(screen.getByRole('button', { name: 'Remove account' }));
  await expect.element(screen.getByRole('textbox', { name: /Percentage to Spare/ })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Move Savings up' }));
  await userEvent.fill(screen.getByRole('textbox', { name: /Percentage to Savings/ }), '70');
  await userEvent.fill(screen.getByRole('textbox', { name: /Percentage to Main/ }), '30');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
  const saved = await callDemo(api, 'GET', `/v1/employees/${employeeId}/payment_method`);
  expect(saved.body.splits).toMatchObject([
    { name: 'Savings', priority: 1, split_amount: 70 },
    { name: 'Main', priority: 2, split_amount: 30 },
  ]);
  const accounts = await callDemo(api, 'GET', `/v1/employees/${employeeId}/bank_accounts`);
  expect(accounts.body).toHaveLength(2);
});

test('paper check is saved as the payment method', async () => {
  const { api, employeeId, onComplete, screen } = await setUp();
  await expect.element(screen.getByRole('radio', { name: 'Paper check' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
  const status = await callDemo(api, 'GET', `/v1/employees/${employeeId}/onboarding_status`);
  const step = (status.body.onboarding_steps as Array<{ id: string; completed: boolean }>).find(
    (candidate) => candidate.id === 'direct_deposit_setup',
  );
  expect(step?.completed).toBe(true);
});
