import { userEvent, type Locator } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { EmployeeOnboarding } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo, proxyFetch } from './taxPayHelpers';

// Keyboard alone: no click, no fill, no focus() from the test. Tab and Shift+Tab move, keys type,
// Enter and Space activate, arrows choose. Every control the test reaches is reached through the
// tab order, which is what proves it reachable.

const save = 'Save and continue';
/** More Tab presses than any step has stops; reaching the limit means the target is unreachable. */
const MAX_TABS = 60;

/** A short description of an element for failure messages. */
function describeElement(element: Element | null): string {
  if (!element) return 'nothing';
  const name =
    element.getAttribute('aria-label') ??
    (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null) ??
    element.textContent?.trim().slice(0, 40);
  return `<${element.tagName.toLowerCase()}${element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''}> "${name ?? ''}"`;
}

/** Presses Tab (or Shift+Tab) until `target` has focus, proving it is in the tab order. */
async function tabTo(target: Locator, { backward = false } = {}) {
  await expect.element(target).toBeInTheDocument();
  for (let presses = 0; presses <= MAX_TABS; presses += 1) {
    if (document.activeElement && document.activeElement === target.query()) return;
    await userEvent.keyboard(backward ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
  }
  throw new Error(
    `${describeElement(target.query())} was not reached after ${MAX_TABS} ${backward ? 'Shift+Tab' : 'Tab'} presses; ` +
      `focus is on ${describeElement(document.activeElement)}`,
  );
}

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

/**
 * A person reading a step before acting. Longer than the 5 s in which the flow shell still puts
 * dropped focus back on a newly shown step's heading (useFocusStepHeading), so that what follows
 * must keep focus on its own and a focus loss is not hidden by the test's speed.
 */
async function readingPause() {
  await new Promise((resolve) => setTimeout(resolve, 5500));
}

/** Focus is on the step's h2 heading. */
async function expectStepHeading(
  screen: Awaited<ReturnType<typeof renderWithDemo>>['screen'],
  name: string | RegExp,
) {
  await expect.element(screen.getByRole('heading', { name, level: 2 })).toHaveFocus();
}

test('an admin onboards an employee to onboarding_completed with the keyboard alone', async () => {
  const api = createDemoApi();
  const onEvent = vi.fn();
  const { screen } = await renderWithDemo(
    <EmployeeOnboarding companyId={api.companyUuid} onEvent={onEvent} />,
    { api, fetch: proxyFetch(api) },
  );

  // The list first; add an employee.
  await expect.element(screen.getByRole('heading', { name: 'Employees' })).toBeVisible();
  await press(screen.getByRole('button', { name: 'Add employee' }).first());

  // 1. Personal details.
  await expectStepHeading(screen, 'Personal details');
  await typeInto(screen.getByRole('textbox', { name: /Legal first name/ }), 'Grace');
  await typeInto(screen.getByRole('textbox', { name: /Legal last name/ }), 'Hopper');
  await typeInto(screen.getByRole('textbox', { name: /^Personal email/ }), 'grace@example.com');
  await typeInto(screen.getByLabelText(/Date of birth/), '12091990');
  await expect.element(screen.getByLabelText(/Date of birth/)).toHaveValue('1990-12-09');
  await typeInto(screen.getByRole('textbox', { name: /Social Security number/ }), '123456789');
  await expect
    .element(screen.getByRole('textbox', { name: /Social Security number/ }))
    .toHaveValue('123-45-6789');
  await press(screen.getByRole('button', { name: save }));

  // 2. Job and compensation.
  await expectStepHeading(screen, 'Job and compensation');
  const employeeId = onEvent.mock.calls.find(([type]) => type === 'employee.created')?.[1]
    .employeeId as string;
  expect(employeeId).toBeTruthy();
  await typeInto(screen.getByRole('textbox', { name: /Job title/ }), 'Rear Admiral');
  await typeInto(screen.getByLabelText(/Hire date/), '06012026');
  await expect.element(screen.getByLabelText(/Hire date/)).toHaveValue('2026-06-01');
  await typeInto(screen.getByRole('textbox', { name: /Pay rate/ }), '42.5');
  await press(screen.getByRole('button', { name: save }));

  // 3. Work address: a native select, chosen by typing the option's first characters.
  await expectStepHeading(screen, 'Work address');
  const location = screen.getByRole('combobox', { name: /Work location/ });
  await typeInto(location, '200');
  await expect.element(location).toHaveDisplayValue('200 Park Ave, New York, NY 10166');
  await press(screen.getByRole('button', { name: save }));

  // 4. Home address.
  await expectStepHeading(screen, 'Home address');
  await typeInto(screen.getByRole('textbox', { name: /Street address/ }), '77 Bedford Ave');
  await typeInto(screen.getByRole('textbox', { name: /^City/ }), 'Brooklyn');
  const homeState = screen.getByRole('combobox', { name: /State/ });
  await typeInto(homeState, 'NY');
  await expect.element(homeState).toHaveValue('NY');
  await typeInto(screen.getByRole('textbox', { name: /ZIP code/ }), '11211');
  await press(screen.getByRole('button', { name: save }));

  // 5. Federal taxes: the filing status with the arrow key.
  await expectStepHeading(screen, 'Federal taxes');
  const filing = screen.getByRole('combobox', { name: /Filing status/ });
  await tabTo(filing);
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(filing).toHaveValue('Single');
  await press(screen.getByRole('button', { name: save }));

  // 6. State taxes (New York).
  await expectStepHeading(screen, /State taxes/);
  const nyFiling = screen.getByRole('combobox', { name: /Filing status \(IT-2104\)/ });
  await typeInto(nyFiling, 'Single');
  await expect.element(nyFiling).toHaveValue('S');
  await typeInto(screen.getByRole('textbox', { name: /^Allowances/ }), '1');
  await typeInto(screen.getByRole('textbox', { name: /Additional New York State withholding/ }), '5.00');
  await typeInto(screen.getByRole('textbox', { name: /Local jurisdiction/ }), 'New York City');
  await typeInto(screen.getByLabelText(/IT-2104 signature date/), '06012026');
  await expect.element(screen.getByLabelText(/IT-2104 signature date/)).toHaveValue('2026-06-01');
  await press(screen.getByRole('button', { name: save }));

  // 7. Direct deposit, two accounts split 60/40.
  await expectStepHeading(screen, /Payment method/);
  const directDeposit = screen.getByRole('radio', { name: 'Direct deposit' });
  // Tab lands on the group's checked radio (paper check, the default); an arrow key moves and selects.
  await tabTo(screen.getByRole('radio', { name: 'Paper check' }));
  await userEvent.keyboard('{ArrowRight}');
  await expect.element(directDeposit).toBeChecked();
  await expect.element(directDeposit).toHaveFocus();
  for (const [name, account] of [
    ['Main', '000123456789'],
    ['Savings', '000987654321'],
  ] as const) {
    await typeInto(screen.getByRole('textbox', { name: /Account nickname/ }), name);
    await typeInto(screen.getByRole('textbox', { name: /Routing number/ }), '021000021');
    await typeInto(screen.getByRole('textbox', { name: /Account number/ }), account);
    await press(screen.getByRole('button', { name: 'Add account' }));
    await expect
      .element(screen.getByRole('textbox', { name: new RegExp(`Percentage to ${name}`) }))
      .toBeVisible();
    // The account is added without losing the user's place.
    await expect.element(screen.getByRole('button', { name: 'Add account' })).toHaveFocus();
  }
  // The splits sit above the add-account form: back up with Shift+Tab.
  await typeInto(screen.getByRole('textbox', { name: /Percentage to Main/ }), '60', { backward: true });
  await typeInto(screen.getByRole('textbox', { name: /Percentage to Savings/ }), '40');
  await press(screen.getByRole('button', { name: save }));

  // 8. Documents: each form signed in a dialog, by keyboard.
  await expectStepHeading(screen, /Documents/);
  const signButtons = screen.getByRole('button', { name: /^Sign / });
  await expect.element(signButtons.first()).toBeVisible();
  const toSign = signButtons.all().length;
  expect(toSign).toBeGreaterThan(0);
  await readingPause();

  // A Sign button opens the dialog with focus on the signature (not on the PDF preview, whose frame
  // would swallow Escape); Escape closes it unsigned and gives focus back to that Sign button.
  const firstSign = signButtons.first();
  await press(firstSign);
  const dialog = screen.getByRole('dialog');
  const signature = dialog.getByRole('textbox', { name: /Signature/ });
  await expect.element(dialog).toBeVisible();
  await expect.element(signature).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(firstSign).toHaveFocus();

  for (let signed = 0; signed < toSign; signed += 1) {
    await press(signButtons.first());
    await expect.element(dialog).toBeVisible();
    await expect.element(signature).toHaveFocus();
    await typeInto(signature, 'Grace Hopper');
    await tabTo(dialog.getByRole('checkbox', { name: /I agree to sign/ }));
    await userEvent.keyboard(' ');
    await expect.element(dialog.getByRole('checkbox', { name: /I agree to sign/ })).toBeChecked();
    await press(dialog.getByRole('button', { name: 'Sign form' }));
    // A round trip to the service: on a loaded two-core runner it can take over the default second.
    await expect
      .poll(() => onEvent.mock.calls.filter(([type]) => type === 'form.signed').length, { timeout: 10_000 })
      .toBe(signed + 1);
    await expect.element(dialog).not.toBeInTheDocument();
    // The form's Sign button left with the dialog: focus goes to the step heading, not the page.
    await expect.element(screen.getByRole('heading', { name: /Documents/, level: 2 })).toHaveFocus();
  }
  await press(screen.getByRole('button', { name: save }));

  // 9. Summary: finish.
  await expectStepHeading(screen, 'Summary');
  await readingPause();
  await press(screen.getByRole('button', { name: 'Finish onboarding' }));
  await expect.element(screen.getByText('Grace Hopper is onboarded.')).toBeVisible();
  // The Finish button is gone: focus stays in the step, on its heading.
  await expect.element(screen.getByRole('heading', { name: 'Summary', level: 2 })).toHaveFocus();
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
}, 60_000);

test('leaving a step with unsaved changes asks first, by keyboard', async () => {
  const api = createDemoApi();
  const { screen } = await renderWithDemo(<EmployeeOnboarding companyId={api.companyUuid} />, {
    api,
    fetch: proxyFetch(api),
  });
  await expect.element(screen.getByRole('heading', { name: 'Employees' })).toBeVisible();
  await press(screen.getByRole('button', { name: 'Add employee' }).first());
  await expectStepHeading(screen, 'Personal details');
  const firstName = screen.getByRole('textbox', { name: /Legal first name/ });
  await typeInto(firstName, 'Ximena');

  // "Back to employees" sits above the heading: Shift+Tab to it.
  const backToList = screen.getByRole('button', { name: 'Back to employees' });
  await press(backToList, { backward: true });
  const leave = screen.getByRole('alertdialog', { name: 'Leave this step?' });
  await expect.element(leave).toBeVisible();
  const stay = leave.getByRole('button', { name: 'Stay on this step' });
  await expect.element(stay).toHaveFocus();

  // Escape keeps the user on the step, the typed text intact, focus back where it was.
  await userEvent.keyboard('{Escape}');
  await expect.element(leave).not.toBeInTheDocument();
  await expect.element(screen.getByRole('heading', { name: 'Personal details', level: 2 })).toBeVisible();
  await expect.element(firstName).toHaveValue('Ximena');
  await expect.element(backToList).toHaveFocus();

  // So does "Stay on this step", pressed with Space.
  await userEvent.keyboard('{Enter}');
  await expect.element(leave).toBeVisible();
  await expect.element(stay).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect.element(leave).not.toBeInTheDocument();
  await expect.element(firstName).toHaveValue('Ximena');
  await expect.element(backToList).toHaveFocus();

  // "Leave without saving" goes back to the list.
  await userEvent.keyboard('{Enter}');
  await expect.element(stay).toHaveFocus();
  await press(leave.getByRole('button', { name: 'Leave without saving' }));
  await expect.element(leave).not.toBeInTheDocument();
  await expect.element(screen.getByRole('heading', { name: 'Employees', level: 2 })).toHaveFocus();
  await expect.element(firstName).not.toBeInTheDocument();
  // Nothing was saved.
  const employees = await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/employees?per=100`);
  expect((employees.body as Array<{ first_name: string }>).map((e) => e.first_name)).not.toContain('Ximena');
});
