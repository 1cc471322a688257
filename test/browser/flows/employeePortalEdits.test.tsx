/**
 * Issue 42: in `<EmployeePortal/>`, through the real proxy as an EMPLOYEE session (DECISIONS 63),
 * by the keyboard alone in a 320 px column, the employee changes what is theirs: their W-4 (saved,
 * the service holds it), their state answers, and a bank account added (then the same account
 * again, refused by the service on the account number with the nickname and routing number kept).
 * No request of theirs is refused by the proxy on the way.
 */
import { page, userEvent, type Locator } from 'vitest/browser';
import { expect, test } from 'vitest';
import { EmployeePortal } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { tabTo } from '../tabTo';
import { proxySession } from './proxySession';
import { callDemo, expectErrorOn } from './taxPayHelpers';

async function press(target: Locator) {
  await tabTo(target, { presses: 80 });
  await userEvent.keyboard('{Enter}');
}

async function typeInto(target: Locator, text: string) {
  await tabTo(target, { presses: 80 });
  await userEvent.keyboard(text);
}

test('an employee edits their W-4, state answers and bank account in their portal, by keyboard at 320 px; a refused account on its field, nothing typed lost', async () => {
  await page.viewport(400, 900);
  const api = createDemoApi({ employees: 2 });
  const { body: employees } = await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/employees`);
  const me: string = employees[0].uuid;
  const session = proxySession(api, { employeeUuid: me });
  const screen = await session.render(
    <div data-column="" style={{ width: '320px' }}>
      <EmployeePortal employeeId={me} initialSection="profile" />
    </div>,
  );
  const column = document.querySelector<HTMLElement>('[data-column]')!;
  const fits = () => expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);

  // The W-4: a filing status and extra withholding, saved through the person's session.
  const w4 = screen.getByRole('region', { name: 'Federal tax withholding (W-4)' });
  const filing = w4.getByRole('combobox', { name: /Filing status/ });
  await expect.element(filing, { timeout: 10_000 }).toBeVisible();
  await typeInto(filing, 'Head');
  const extra = w4.getByRole('textbox', { name: /Extra withholding/ });
  await tabTo(extra);
  await userEvent.keyboard('{Control>}a{/Control}25');
  fits();
  await press(w4.getByRole('button', { name: 'Save my W-4' }));
  await expect.element(w4.getByText('Your W-4 is saved.')).toBeVisible();
  const { body: federal } = await callDemo(api, 'GET', `/v1/employees/${me}/federal_taxes`);
  expect(federal).toMatchObject({ filing_status: 'Head of Household', extra_withholding: '25.00' });

  // The state answers: the employee's own questions, saved.
  const state = screen.getByRole('region', { name: 'State tax withholding' });
  await press(state.getByRole('button', { name: 'Save my state answers' }));
  await expect.element(state.getByText('Your state answers are saved.')).toBeVisible();

  // A bank account added; the same one again is refused on the account number, the rest kept.
  const bank = screen.getByRole('region', { name: 'Add a bank account' });
  const nickname = bank.getByRole('textbox', { name: /Account nickname/ });
  const routing = bank.getByRole('textbox', { name: /Routing number/ });
  const account = bank.getByRole('textbox', { name: /Account number/ });
  const add = async () => {
    await typeInto(nickname, 'Savings pot');
    await typeInto(routing, '021000021');
    await typeInto(account, '000123456789');
    await press(bank.getByRole('button', { name: 'Add the account' }));
  };
  await add();
  await expect.element(bank.getByText('The account Savings pot was added.')).toBeVisible();
  await expect.element(screen.getByText(/Savings pot, account ending 6789/)).toBeVisible();
  await add();
  await expectErrorOn(account, 'This bank account is already on file.');
  await expect.element(nickname).toHaveValue('Savings pot');
  await expect.element(routing).toHaveValue('021000021');
  fits();

  // Nothing the employee did was refused by the proxy.
  expect(session.requests.filter((request) => request.status === 403)).toEqual([]);
});
