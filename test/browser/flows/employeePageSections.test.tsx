/**
 * Issue 43's Done-when for the employee page: each section edited by keyboard alone in a 320 px
 * column, through the real proxy, and the service's 422 on a field of each section the other test
 * (employeePageDetails) does not refuse: personal details (the SSN), work address, federal taxes
 * and payment method, each shown on its field with everything typed kept, then saved. The request
 * is rewritten after the form's own checks passed, to reach the service's rules.
 */
import { userEvent, type Locator } from 'vitest/browser';
import { expect, test } from 'vitest';
import { tabTo } from '../tabTo';
import { expectSaved, gracesPage } from './employeePageHelpers';
import { callDemo, expectErrorOn } from './taxPayHelpers';

/** Focus is still inside `section` (an action never drops it to the page). */
function expectFocusIn(section: Locator) {
  expect(section.element().contains(document.activeElement)).toBe(true);
}

test('keyboard alone at 320 px: each section saved, the service’s 422 on the SSN, work location, extra withholding and payment method on its field', async () => {
  const { api, employeeId, screen, fits, tamperNext } = await gracesPage();
  const region = (name: string) => screen.getByRole('region', { name, exact: true });
  const save = (section: Locator) => section.getByRole('button', { name: 'Save', exact: true });
  const employee = async () => (await callDemo(api, 'GET', `/v1/employees/${employeeId}`)).body;

  // Personal details: a new SSN refused once by the service, then saved with the preferred name.
  const personal = region('Personal details');
  const preferred = personal.getByRole('textbox', { name: /Preferred first name/ });
  const ssn = personal.getByRole('textbox', { name: /Social Security number/ });
  await tabTo(preferred, { presses: 20 });
  await userEvent.keyboard('{Control>}a{/Control}Gigi');
  await tabTo(ssn, { presses: 10 });
  await userEvent.keyboard('123456789');
  tamperNext({ path: /\/employees\/[^/]+$/, rewrite: (body) => ({ ...body, ssn: '12345' }) });
  await userEvent.keyboard('{Enter}');
  await expectErrorOn(ssn, /\S/);
  await expect.element(ssn).toHaveFocus();
  await expect.element(ssn).toHaveValue('123-45-6789');
  await expect.element(preferred).toHaveValue('Gigi');
  expect((await employee()).preferred_first_name).not.toBe('Gigi');
  await userEvent.keyboard('{Enter}');
  await expectSaved(personal);
  expectFocusIn(personal);
  // Saved: the typed SSN leaves the screen; the service holds it.
  await expect.element(ssn).toHaveValue('');
  const saved = await employee();
  expect(saved.preferred_first_name).toBe('Gigi');
  expect(saved.has_ssn).toBe(true);

  // Work address: the Seattle office, refused once on the location.
  const work = region('Work address');
  const site = work.getByRole('combobox', { name: /Work location/ });
  await tabTo(site, { presses: 60 });
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(site).toHaveDisplayValue('400 Pine St, Seattle, WA 98101');
  tamperNext({
    path: /\/work_addresses/,
    rewrite: (body) => ({ ...body, location_uuid: '00000000-0000-4000-8000-000000000000' }),
  });
  await tabTo(save(work), { presses: 10 });
  await userEvent.keyboard('{Enter}');
  await expectErrorOn(site, /\S/);
  await expect.element(site).toHaveDisplayValue('400 Pine St, Seattle, WA 98101');
  await tabTo(save(work), { presses: 10 });
  await userEvent.keyboard('{Enter}');
  await expectSaved(work);
  expectFocusIn(work);

  // Federal taxes: the extra withholding, refused once by the service.
  const federal = region('Federal taxes');
  const extra = federal.getByRole('textbox', { name: /Extra withholding/ });
  await tabTo(extra, { presses: 60 });
  await userEvent.keyboard('{Control>}a{/Control}25.00');
  tamperNext({ path: /\/federal_taxes$/, rewrite: (body) => ({ ...body, extra_withholding: '-5.00' }) });
  await userEvent.keyboard('{Enter}');
  await expectErrorOn(extra, /\S/);
  await expect.element(extra).toHaveFocus();
  await expect.element(extra).toHaveValue('25.00');
  await userEvent.keyboard('{Enter}');
  await expectSaved(federal);
  expectFocusIn(federal);
  expect(
    (await callDemo(api, 'GET', `/v1/employees/${employeeId}/federal_taxes`)).body.extra_withholding,
  ).toBe('25.00');

  // State taxes (their 422 is in employeePageDetails): New York's local jurisdiction.
  const state = region('State taxes');
  const jurisdiction = state.getByRole('textbox', { name: /Local jurisdiction/ });
  await tabTo(jurisdiction, { presses: 60 });
  await userEvent.keyboard('{Control>}a{/Control}Yonkers');
  await tabTo(save(state), { presses: 20 });
  await userEvent.keyboard('{Enter}');
  await expectSaved(state);
  expectFocusIn(state);

  // Payment method: paid by check instead of direct deposit, refused once on the type.
  const payment = region('Payment method');
  const type = payment.getByRole('radiogroup', { name: /Payment method/ });
  await tabTo(payment.getByRole('radio', { name: 'Direct deposit' }), { presses: 60 });
  await userEvent.keyboard('{ArrowLeft}');
  await expect.element(payment.getByRole('radio', { name: 'Paper check' })).toBeChecked();
  tamperNext({ path: /\/payment_method$/, rewrite: (body) => ({ ...body, type: 'Cash' }) });
  await tabTo(save(payment), { presses: 40 });
  await userEvent.keyboard('{Enter}');
  await expectErrorOn(type, /\S/);
  await expect.element(payment.getByRole('radio', { name: 'Paper check' })).toBeChecked();
  await tabTo(save(payment), { presses: 40 });
  await userEvent.keyboard('{Enter}');
  await expectSaved(payment);
  expectFocusIn(payment);
  expect((await callDemo(api, 'GET', `/v1/employees/${employeeId}/payment_method`)).body.type).toBe('Check');

  fits();
}, 60_000);
