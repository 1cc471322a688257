/**
 * <EmployeeOnboarding/> as the admin, through the proxy's fetch, by keyboard alone in a 320 px
 * column (#42, UPSTREAM-3 L.1/L.4, DECISIONS 62/65): an employee who did their own part (I-9
 * section 1 signed) is reviewed — every state tax question the service asks (the employee's
 * answers and the employer's own), the I-9's employer section (a list A document, a blank
 * issuing authority refused on its field with the rest kept, then the signature) — and finished;
 * then another employee's self-onboarding is cancelled after its confirmation (the invitation
 * revoked, back to the admin's onboarding), focus kept in the panel. One test to keep CI short.
 */
import { page, userEvent, type Locator } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { selfOnboarder } from '../../../stories/flows/steps/selfOnboardingSetup';
import { EmployeeOnboarding } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { tabTo } from '../tabTo';
import { renderWithDemo } from './renderWithDemo';
import { callDemo, expectErrorOn, proxyFetch } from './taxPayHelpers';

async function press(target: Locator) {
  await tabTo(target, { presses: 80 });
  await userEvent.keyboard('{Enter}');
}

async function typeInto(target: Locator, text: string) {
  await tabTo(target, { presses: 80 });
  await userEvent.keyboard(text);
}

/** The flow scrolls nowhere sideways, and its focused control is in view. */
function expectFits() {
  const root = document.querySelector<HTMLElement>('.pk-flow')!;
  expect(root.scrollWidth, 'flow scrolls sideways').toBeLessThanOrEqual(root.clientWidth + 1);
  const focused = document.activeElement as HTMLElement | null;
  if (focused && root.contains(focused)) {
    expect(focused.getBoundingClientRect().right).toBeLessThanOrEqual(root.getBoundingClientRect().right + 1);
  }
}

test('an admin reviews a self-onboarded employee (state questions, I-9 employer section) and finishes; cancels another one’s self-onboarding; keyboard, 320 px', async () => {
  await page.viewport(400, 900);
  const api = createDemoApi({ employees: 0 });
  const { employeeId } = await selfOnboarder(api, 'done', { i9: true });
  const alan = await selfOnboarder(api, 'invited', {
    person: { first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com' },
  });
  const onEvent = vi.fn();
  const { screen } = await renderWithDemo(
    <div style={{ width: 320 }}>
      <EmployeeOnboarding companyId={api.companyUuid} onEvent={onEvent} />
    </div>,
    { api, fetch: proxyFetch(api) },
  );
  const heading = (name: string | RegExp) => screen.getByRole('heading', { name, level: 2 });

  await press(screen.getByRole('button', { name: 'Review what Grace Hopper entered' }));
  await press(screen.getByRole('button', { name: 'Start the review' }));

  // Every state question the service asks: the employee's answers to check, the employer's own.
  const oregon = screen.getByRole('group', { name: /State: OR/ });
  await expect.element(oregon.getByRole('combobox', { name: /filing status/i })).toHaveValue('S');
  const newHire = screen.getByRole('group', { name: /State: WA/ }).getByRole('combobox', {
    name: /File a new hire report/,
  });
  await typeInto(newHire, 'Yes');
  await press(screen.getByRole('button', { name: 'Save and continue' }));
  await expect.element(screen.getByText('The state tax answers were saved.')).toBeVisible();
  expectFits();

  // The I-9's employer section: a list A document; the issuing authority left blank is refused
  // on its field, the document chosen and its number kept.
  const i9 = screen.getByRole('region', { name: 'Form I-9: the employer’s section' });
  await expect.element(i9.getByRole('radio', { name: /list A/ })).toBeChecked();
  const listA = i9.getByRole('group', { name: 'List A document' });
  await typeInto(listA.getByRole('combobox', { name: /Document/ }), 'U.S. Passport');
  await typeInto(listA.getByRole('textbox', { name: /Document number/ }), '912345678');
  await press(i9.getByRole('button', { name: 'Save the documents' }));
  const authority = listA.getByRole('textbox', { name: /Issuing authority/ });
  await expectErrorOn(authority, 'This field is required.');
  await expect
    .element(listA.getByRole('combobox', { name: /Document/ }))
    .toHaveValue('us_passport|U.S. Passport');
  await expect.element(listA.getByRole('textbox', { name: /Document number/ })).toHaveValue('912345678');
  await typeInto(authority, 'U.S. Department of State');
  expectFits();
  await press(i9.getByRole('button', { name: 'Save the documents' }));

  // The signature of section 2, with the documents on file above it.
  await expect.element(heading('Sign section 2')).toHaveFocus();
  await expect.element(screen.getByText(/U.S. Passport · U.S. Department of State/)).toBeVisible();
  await typeInto(screen.getByRole('textbox', { name: /Signature/ }), 'Ada Lovelace');
  await typeInto(screen.getByRole('textbox', { name: /Your title/ }), 'HR Manager');
  await tabTo(screen.getByRole('checkbox', { name: /sign section 2 electronically/ }));
  await userEvent.keyboard(' ');
  expectFits();
  await press(screen.getByRole('button', { name: 'Sign section 2' }));
  await expect.element(heading('Form I-9: the employer’s section')).toHaveFocus();
  await expect
    .element(screen.getByText('Section 2 is signed: the I-9 of Grace Hopper is complete.'))
    .toBeVisible();
  const authorization = await callDemo(api, 'GET', `/v1/employees/${employeeId}/i9_authorization`);
  expect(authorization.body).toMatchObject({ employee_signed: true, employer_signed: true });

  // Finish.
  await press(screen.getByRole('button', { name: 'Finish onboarding' }));
  await expect.poll(() => onEvent.mock.calls.some(([type]) => type === 'onboarding.completed')).toBe(true);
  const finished = await callDemo(api, 'GET', `/v1/employees/${employeeId}/onboarding_status`);
  expect(finished.body.onboarding_status).toBe('onboarding_completed');
  expectFits();

  // Another employee's self-onboarding cancelled: asked first (Keep is the safe choice), then
  // the invitation is revoked and they are back to the admin's onboarding, focus on the panel.
  await press(screen.getByRole('button', { name: 'Back to employees' }));
  await press(screen.getByRole('button', { name: 'Invitation of Alan Turing' }));
  const panel = heading('Self-onboarding');
  await expect.element(panel).toHaveFocus();
  await press(screen.getByRole('button', { name: 'Cancel self-onboarding' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Cancel the self-onboarding of Alan Turing?' });
  await expect.element(dialog.getByRole('button', { name: 'Keep self-onboarding' })).toHaveFocus();
  await userEvent.keyboard('{Tab}{Enter}');
  await expect
    .element(screen.getByText('Self-onboarding was cancelled: you enter the details of Alan Turing.'))
    .toBeVisible();
  await expect.element(panel).toHaveFocus();
  const status = await callDemo(api, 'GET', `/v1/employees/${alan.employeeId}/onboarding_status`);
  expect(status.body.onboarding_status).toBe('admin_onboarding_incomplete');
  const invitation = await callDemo(api, 'GET', `/v1/employees/${alan.employeeId}/member_portal_invitations`);
  expect(invitation.body).toMatchObject({ status: 'cancelled' });
  expect(onEvent).toHaveBeenCalledWith('invitation.cancelled', { employeeId: alan.employeeId });
  expectFits();
  await press(screen.getByRole('button', { name: 'Enter their details' }));
  await expect.element(heading('Personal details')).toHaveFocus();
});
