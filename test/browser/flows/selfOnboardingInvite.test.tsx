/**
 * <EmployeeOnboarding/> as the admin, through the proxy's fetch, by keyboard alone (#42,
 * UPSTREAM-3 L.1/L.3, DECISIONS 62/64): create an employee who fills in their own details (the
 * email required, date of birth and SSN left to them), add the invite prerequisites, invite them
 * (`onInvite` carries what the partner's mailer needs; nothing else sends mail), see "Invited" in
 * the list, open their invitation and cancel it (self-onboarding stays). In a 320 px column (the
 * wide layout of the same steps is the other onboarding tests'), one run to keep the file short.
 */
import { page, userEvent, type Locator } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { tabTo } from '../tabTo';
import { EmployeeOnboarding } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo, proxyFetch } from './taxPayHelpers';

const save = 'Save and continue';

async function press(target: Locator) {
  await tabTo(target, { presses: 60 });
  await userEvent.keyboard('{Enter}');
}

async function typeInto(target: Locator, text: string) {
  await tabTo(target, { presses: 60 });
  await userEvent.keyboard(text);
}

/** The flow scrolls nowhere sideways, and its focused control is in view. */
function expectFits() {
  const root = document.querySelector<HTMLElement>('.pk-flow')!;
  expect(root.scrollWidth, 'flow scrolls sideways').toBeLessThanOrEqual(root.clientWidth + 1);
  const focused = document.activeElement as HTMLElement | null;
  if (focused && root.contains(focused) && !focused.closest('.pk-table-wrap')) {
    expect(focused.getBoundingClientRect().right).toBeLessThanOrEqual(root.getBoundingClientRect().right + 1);
  }
}

test('an admin invites a self-onboarding employee and cancels the invitation, in 320 px', async () => {
  await page.viewport(400, 900);
  const api = createDemoApi({ employees: 0 });
  const onEvent = vi.fn();
  const onInvite = vi.fn();
  const { screen } = await renderWithDemo(
    <div style={{ width: 320 }}>
      <EmployeeOnboarding companyId={api.companyUuid} onEvent={onEvent} onInvite={onInvite} />
    </div>,
    { api, fetch: proxyFetch(api) },
  );
  await press(screen.getByRole('button', { name: 'Add employee' }).first());

  // Personal details: the employee fills in the rest; the email is then required, and date of
  // birth and SSN are theirs to give (not required here).
  await expect.element(screen.getByRole('heading', { name: 'Personal details', level: 2 })).toHaveFocus();
  await typeInto(screen.getByRole('textbox', { name: /Legal first name/ }), 'Grace');
  await typeInto(screen.getByRole('textbox', { name: /Legal last name/ }), 'Hopper');
  await tabTo(screen.getByRole('radio', { name: 'I will enter them now' }), { presses: 60 });
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(screen.getByRole('radio', { name: /The employee, later/ })).toBeChecked();
  await expect.element(screen.getByLabelText(/Date of birth/)).not.toHaveAttribute('aria-required');
  const email = screen.getByRole('textbox', { name: /^Personal email/ });
  await expect.element(email).toBeRequired();
  await press(screen.getByRole('button', { name: save }));
  await expect.element(email).toHaveAttribute('aria-invalid', 'true');
  await typeInto(email, 'grace@example.com');
  expectFits();
  await press(screen.getByRole('button', { name: save }));

  // The prerequisites of an invitation: the job with its pay, the work address.
  await expect.element(screen.getByRole('heading', { name: 'Job and compensation', level: 2 })).toHaveFocus();
  const employeeId = onEvent.mock.calls.find(([type]) => type === 'employee.created')![1]
    .employeeId as string;
  expect(
    (await callDemo(api, 'GET', `/v1/employees/${employeeId}/onboarding_status`)).body.onboarding_status,
  ).toBe('self_onboarding_pending_invite');
  await typeInto(screen.getByRole('textbox', { name: /Job title/ }), 'Programmer');
  await typeInto(screen.getByLabelText(/Hire date/), '06222026');
  await typeInto(screen.getByRole('textbox', { name: /Pay rate/ }), '42.5');
  await press(screen.getByRole('button', { name: save }));
  await expect.element(screen.getByRole('heading', { name: 'Work address', level: 2 })).toHaveFocus();
  await typeInto(screen.getByRole('combobox', { name: /Work location/ }), '200');
  await press(screen.getByRole('button', { name: save }));

  // The employee's own steps are left to them: the flow goes on to the invitation.
  const panel = screen.getByRole('heading', { name: 'Self-onboarding', level: 2 });
  await expect.element(panel).toHaveFocus();
  await expect.element(screen.getByText('Not invited yet')).toBeVisible();
  expectFits();
  await press(screen.getByRole('button', { name: 'Invite Grace Hopper' }));
  await expect
    .element(screen.getByText('The invitation for grace@example.com is ready: your app delivers the link.'))
    .toBeVisible();
  await expect.element(panel).toHaveFocus();
  const invite = { employeeId, companyId: api.companyUuid, firstName: 'Grace', lastName: 'Hopper' };
  expect(onInvite).toHaveBeenCalledWith({ ...invite, email: 'grace@example.com', resent: false });
  expect(onEvent).toHaveBeenCalledWith('employee.invited', expect.objectContaining(invite));
  // Delivered a second later (demo clock): the panel follows by itself.
  await expect.element(screen.getByText('Sent', { exact: true })).toBeVisible();
  expectFits();

  // The list says so.
  await press(screen.getByRole('button', { name: 'Back to employees' }));
  const row = screen.getByRole('row', { name: /Grace Hopper/ });
  await expect.element(row.getByText('Invited', { exact: true })).toBeVisible();
  expectFits();

  // Open the invitation from the list and cancel it: self-onboarding stays chosen.
  await press(screen.getByRole('button', { name: 'Invitation of Grace Hopper' }));
  await expect.element(panel).toHaveFocus();
  await press(screen.getByRole('button', { name: 'Cancel the invitation' }));
  await expect
    .element(screen.getByText(/The invitation was cancelled. Grace Hopper stays on self-onboarding/))
    .toBeVisible();
  await expect.element(panel).toHaveFocus();
  await expect.element(screen.getByRole('button', { name: 'Cancel the invitation' })).not.toBeInTheDocument();
  await expect.element(screen.getByText('Cancelled', { exact: true })).toBeVisible();
  const stored = await callDemo(api, 'GET', `/v1/employees/${employeeId}/member_portal_invitations`);
  expect(stored.body).toEqual({ status: 'cancelled', expired: true });
  expect(onEvent).toHaveBeenCalledWith('invitation.cancelled', { employeeId });
  expect(onInvite).toHaveBeenCalledTimes(1);
  expectFits();
});
