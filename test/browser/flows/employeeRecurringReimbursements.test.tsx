/**
 * Issue 44, recurring reimbursements on the employee's page in `<EmployeeManagement/>`: in
 * Chromium through the real proxy, in a 320 px column, by keyboard alone. Grace Lovelace gets a
 * $42.10 "Phone" reimbursement (refused once by the service on its amount, the request rewritten
 * after the form's own checks passed, with everything typed kept), edited to $45.00 with the
 * version the list showed, then removed after the confirmation, focus landing on the Add button.
 * The service's clock is pinned to Monday 15 June 2026.
 */
import { page, userEvent, type Locator } from 'vitest/browser';
import { expect, test } from 'vitest';
import { tabTo } from '../tabTo';
import { gracesPage, SLOW } from './employeePageHelpers';
import { callDemo, expectErrorOn } from './taxPayHelpers';

/** The row action is inside the 320 px column, not past its edge. */
function expectInColumn(action: Locator) {
  const box = action.element().getBoundingClientRect();
  const column = document.querySelector('[data-column]')!.getBoundingClientRect();
  expect(box.left).toBeGreaterThanOrEqual(column.left);
  expect(box.right).toBeLessThanOrEqual(column.right);
}

test('keyboard alone at 320 px: add $42.10 “Phone” (the service’s 422 on the amount keeps what was typed), edit it to $45.00, remove it', async () => {
  const { api, employeeId, screen, fits, tamperNext } = await gracesPage();
  const reimbursements = async () =>
    (await callDemo(api, 'GET', `/v1/employees/${employeeId}/recurring_reimbursements`)).body as {
      description: string;
      amount: string;
    }[];
  const section = screen.getByRole('region', { name: 'Recurring reimbursements', exact: true });
  const add = section.getByRole('button', { name: 'Add a reimbursement' });
  await expect.element(add, SLOW).toBeVisible();
  fits();

  // Add: the form opens on its heading; the service refuses the amount once, on its field.
  await tabTo(add, { presses: 150 });
  await userEvent.keyboard('{Enter}');
  await expect
    .element(screen.getByRole('heading', { name: 'Add a recurring reimbursement' }), SLOW)
    .toHaveFocus();
  const description = screen.getByRole('textbox', { name: /^Description/ });
  const amount = screen.getByRole('textbox', { name: /^Amount per pay period/ });
  await tabTo(description, { presses: 5 });
  await userEvent.keyboard('Phone');
  await tabTo(amount, { presses: 3 });
  await userEvent.keyboard('42.10');
  fits();
  tamperNext({ path: /\/recurring_reimbursements$/, rewrite: (body) => ({ ...body, amount: 2_000_000 }) });
  await userEvent.keyboard('{Enter}');
  await expectErrorOn(amount, 'amount must be at most 1000000.00.');
  await expect.element(amount).toHaveFocus();
  await expect.element(amount).toHaveValue('42.10');
  await expect.element(description).toHaveValue('Phone');
  expect(await reimbursements()).toEqual([]);
  await userEvent.keyboard('{Enter}');

  // Added: back on the list's heading, the row in dollars, the service holding it.
  await expect
    .element(section.getByRole('heading', { name: 'Recurring reimbursements' }), SLOW)
    .toHaveFocus();
  await expect
    .element(section.getByText('Added the reimbursement Phone: $42.10 per pay period.'))
    .toBeVisible();
  await expect.element(section.getByRole('cell', { name: '$42.10' })).toBeVisible();
  expect(await reimbursements()).toMatchObject([{ description: 'Phone', amount: '42.10' }]);
  fits();

  // Edit to $45.00: focus comes back to the row's Edit button.
  const edit = section.getByRole('button', { name: 'Edit Phone' });
  await tabTo(edit, { presses: 5 });
  expectInColumn(edit);
  await userEvent.keyboard('{Enter}');
  await expect
    .element(screen.getByRole('heading', { name: 'Edit recurring reimbursement' }), SLOW)
    .toHaveFocus();
  await expect.element(amount).toHaveValue('42.10');
  await tabTo(amount, { presses: 5 });
  await userEvent.keyboard('{Control>}a{/Control}45.00{Enter}');
  await expect.element(edit, SLOW).toHaveFocus();
  await expect.element(section.getByRole('cell', { name: '$45.00' })).toBeVisible();
  expect(await reimbursements()).toMatchObject([{ description: 'Phone', amount: '45.00' }]);
  fits();

  // Remove, after the confirmation (focus starts on the safe choice): focus lands on Add.
  const remove = section.getByRole('button', { name: 'Remove Phone' });
  await tabTo(remove, { presses: 3 });
  expectInColumn(remove);
  await userEvent.keyboard('{Enter}');
  const dialog = page.getByRole('alertdialog', { name: 'Remove Phone?' });
  await expect.element(dialog.getByRole('button', { name: 'Keep it' }), SLOW).toHaveFocus();
  await userEvent.keyboard('{Tab}');
  await expect.element(dialog.getByRole('button', { name: 'Remove', exact: true })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(add, SLOW).toHaveFocus();
  await expect.element(section.getByText('Removed the reimbursement Phone.')).toBeVisible();
  await expect.element(section.getByText('No recurring reimbursements')).toBeVisible();
  expect(await reimbursements()).toEqual([]);
  expect(document.activeElement).not.toBe(document.body);
  fits();
});
