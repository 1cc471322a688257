// An invited employee onboards themselves through the proxy as an EMPLOYEE session (DECISIONS 62,
// 63, 65), by the keyboard alone in a 320 px column: the overview, their details (a refused SSN on
// its field, the date of birth typed kept), home address, W-4, state taxes, direct deposit (a
// refused routing number on its field, the nickname and account kept), section 1 of the I-9 with
// its signature, the documents, and "your company will review" once the service has moved them on.
import { userEvent, type Locator } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { EmployeeSelfOnboarding } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { invitedEmployee } from '../../unit/demo-api/selfServiceSetup';
import { tabTo } from '../tabTo';
import { proxySession } from './proxySession';
import { expectErrorOn } from './taxPayHelpers';

const save = 'Save and continue';

/** Tabs to a field and types into it. */
async function typeInto(target: Locator, text: string, options?: { backward?: boolean }) {
  await tabTo(target, options);
  await userEvent.keyboard(text);
}

/** Tabs to a button and presses Enter on it. */
async function press(target: Locator, options?: { backward?: boolean }) {
  await tabTo(target, options);
  await userEvent.keyboard('{Enter}');
}

/** The partner's 320 px column does not scroll sideways. */
function expectFits() {
  const column = document.querySelector<HTMLElement>('[data-column]')!;
  expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
}

test('an invited employee completes their own onboarding by keyboard alone at 320 px, refused SSN and routing number on their fields, ending at "your company will review"', async () => {
  const api = createDemoApi();
  const admin = demoAdmin(api);
  const employeeId = await invitedEmployee(admin);
  await expectCall(admin, 200, 'PUT', `/v1/employees/${employeeId}/onboarding_documents_config`, {
    i9_document: true,
  });
  const session = proxySession(api, { employeeUuid: employeeId });
  const onEvent = vi.fn();
  const screen = await session.render(
    <div data-column="" style={{ width: '320px' }}>
      <EmployeeSelfOnboarding employeeId={employeeId} onEvent={onEvent} />
    </div>,
  );
  const heading = (name: string | RegExp) => screen.getByRole('heading', { name, level: 2 });

  // The overview: every step to do, Start on the first.
  await expect.element(heading('Your onboarding')).toBeVisible();
  expectFits();
  await press(screen.getByRole('button', { name: 'Start: Your details' }));

  // Details: names as the company entered them; a short SSN refused on its field, nothing lost.
  await expect.element(heading('Personal details')).toHaveFocus();
  await expect.element(screen.getByRole('textbox', { name: /Legal first name/ })).toHaveValue('Grace');
  const birth = screen.getByLabelText(/Date of birth/);
  const ssn = screen.getByRole('textbox', { name: /Social Security number/ });
  await typeInto(birth, '12091990');
  await typeInto(ssn, '12345');
  await press(screen.getByRole('button', { name: save }));
  await expectErrorOn(ssn, 'Enter a 9-digit Social Security number.');
  await expect.element(birth).toHaveValue('1990-12-09');
  expectFits();
  await typeInto(ssn, '{Control>}a{/Control}{Backspace}123456789', { backward: true });
  await expect.element(ssn).toHaveValue('123-45-6789');
  await press(screen.getByRole('button', { name: save }));

  // Home address in Oregon.
  await expect.element(heading('Home address')).toHaveFocus();
  await typeInto(screen.getByRole('textbox', { name: /Street address/ }), '9 Oak St');
  await typeInto(screen.getByRole('textbox', { name: /^City/ }), 'Portland');
  const homeState = screen.getByRole('combobox', { name: /State/ });
  await typeInto(homeState, 'OR');
  await expect.element(homeState).toHaveValue('OR');
  await typeInto(screen.getByRole('textbox', { name: /ZIP code/ }), '97201');
  expectFits();
  await press(screen.getByRole('button', { name: save }));

  // Federal W-4: the filing status with the arrow key.
  await expect.element(heading('Federal taxes')).toHaveFocus();
  const filing = screen.getByRole('combobox', { name: /Filing status/ });
  await tabTo(filing);
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(filing).toHaveValue('Single');
  expectFits();
  await press(screen.getByRole('button', { name: save }));

  // State taxes (Oregon).
  await expect.element(heading(/State taxes/)).toHaveFocus();
  // The employer's question (the new hire report) is the company's to answer while reviewing.
  await expect.element(screen.getByRole('group', { name: 'State: WA (work state)' })).toBeVisible();
  await expect.element(screen.getByText(/File a new hire report/)).not.toBeInTheDocument();
  const stateFiling = screen.getByRole('combobox', { name: /State filing status/ });
  await typeInto(stateFiling, 'Single');
  await expect.element(stateFiling).toHaveValue('S');
  await typeInto(screen.getByRole('textbox', { name: /Additional state withholding/ }), '0');
  expectFits();
  await press(screen.getByRole('button', { name: save }));

  // Direct deposit: a routing number refused on its field, the nickname and account kept.
  await expect.element(heading(/Payment method/)).toHaveFocus();
  await tabTo(screen.getByRole('radio', { name: 'Paper check' }));
  await userEvent.keyboard('{ArrowRight}');
  await expect.element(screen.getByRole('radio', { name: 'Direct deposit' })).toBeChecked();
  const nickname = screen.getByRole('textbox', { name: /Account nickname/ });
  const routing = screen.getByRole('textbox', { name: /Routing number/ });
  const account = screen.getByRole('textbox', { name: /Account number/ });
  await typeInto(nickname, 'Main');
  await typeInto(routing, '123456789');
  await typeInto(account, '000123456789');
  await press(screen.getByRole('button', { name: 'Add account' }));
  await expectErrorOn(routing, 'Enter a valid 9-digit routing number.');
  await expect.element(nickname).toHaveValue('Main');
  await expect.element(account).toHaveValue('000123456789');
  expectFits();
  await typeInto(routing, '{Control>}a{/Control}{Backspace}021000021', { backward: true });
  await press(screen.getByRole('button', { name: 'Add account' }));
  await expect.element(screen.getByRole('button', { name: 'Add account' })).toHaveFocus();
  await expect.poll(() => onEvent.mock.calls.some(([type]) => type === 'bank_account.created')).toBe(true);
  await press(screen.getByRole('button', { name: save }));

  // The I-9: a citizen, then the signature (no preparer).
  await expect.element(heading('Your I-9, section 1')).toHaveFocus();
  const attest = screen.getByRole('combobox', { name: /I attest that I am/ });
  await typeInto(attest, 'A citizen');
  await expect.element(attest).toHaveValue('citizen');
  expectFits();
  await press(screen.getByRole('button', { name: save }));
  await expect.element(heading('Sign section 1 of your I-9')).toHaveFocus();
  await typeInto(screen.getByRole('textbox', { name: /Your full name as signature/ }), 'Grace Hopper');
  await tabTo(screen.getByRole('checkbox', { name: /I agree to sign section 1/ }));
  await userEvent.keyboard(' ');
  expectFits();
  await press(screen.getByRole('button', { name: 'Sign and continue' }));

  // The documents: the W-4 and the direct deposit authorization, each signed in its dialog.
  await expect.element(heading(/Documents/)).toHaveFocus();
  const signButtons = screen.getByRole('button', { name: /^Sign / });
  await expect.element(signButtons.first()).toBeVisible();
  const toSign = signButtons.all().length;
  expect(toSign).toBeGreaterThan(0);
  expectFits();
  const dialog = screen.getByRole('dialog');
  for (let signed = 0; signed < toSign; signed += 1) {
    await press(signButtons.first());
    await expect.element(dialog.getByRole('textbox', { name: /Signature/ })).toHaveFocus();
    await userEvent.keyboard('Grace Hopper');
    await tabTo(dialog.getByRole('checkbox', { name: /I agree to sign/ }));
    await userEvent.keyboard(' ');
    await press(dialog.getByRole('button', { name: 'Sign form' }));
    await expect
      .poll(() => onEvent.mock.calls.filter(([type]) => type === 'form.signed').length, { timeout: 10_000 })
      .toBe(signed + 2);
  }
  await press(screen.getByRole('button', { name: save }));

  // Done: the service moved the employee on, and the overview says the company will review.
  await expect.element(heading('Your company will review your details')).toHaveFocus();
  expect(onEvent).toHaveBeenCalledWith('self_onboarding.completed', { employeeId });
  session.signInAs('admin');
  const status = await session.call('GET', `/v1/employees/${employeeId}/onboarding_status`);
  expect(status.body.onboarding_status).toBe('self_onboarding_completed_by_employee');
  expectFits();
  // Every call of the employee's page was theirs to make: nothing refused by the proxy.
  expect(session.requests.filter((request) => request.status === 403)).toEqual([]);
}, 120_000);
