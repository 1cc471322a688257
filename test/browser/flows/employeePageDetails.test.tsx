/**
 * Issue 43: an onboarded employee's page shows and edits their details with the onboarding's own
 * blocks: personal details (the SSN masked, never sent back), home address with its history of
 * effective dates, work address, federal taxes (W-4), the state tax questions the service asks
 * and the payment method, then the time off balances with each policy's activity. In Chromium through the real proxy, in a 320 px column: each section
 * edited and saved; the home address and the state taxes refused once by the service on one field
 * (the request rewritten after the form's own checks passed, to reach the service's rules), shown
 * on that field with everything typed kept; and a section edited by keyboard alone. The service's
 * clock is pinned to Monday 15 June 2026.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { tabTo } from '../tabTo';
import { gracesPage, saveAndSeeSaved, SLOW } from './employeePageHelpers';
import { callDemo, expectErrorOn } from './taxPayHelpers';

/** Grace's SSN in the seeded service (the demo's `100000000 + i * 7919`). */
const GRACES_SSN = '100007919';

/** The SSN on file is never in the page, bare or dashed. */
function expectNoSsn() {
  expect(document.body.innerHTML).not.toContain(GRACES_SSN);
  expect(document.body.innerHTML).not.toContain('100-00-7919');
}

test('each section of the page edited; the service’s 422 on the home address and the state taxes keeps what was typed', async () => {
  const { api, employeeId, screen, fits, tamperNext } = await gracesPage();
  const region = (name: string) => screen.getByRole('region', { name, exact: true });

  // Personal details: the SSN on file masked, never in the page.
  const personal = region('Personal details');
  const preferred = personal.getByRole('textbox', { name: /Preferred first name/ });
  await expect.element(preferred, SLOW).toBeVisible();
  await expect.element(personal.getByLabelText(/Social Security number/)).toBeVisible();
  expectNoSsn();
  await userEvent.fill(preferred, 'Barb');
  await saveAndSeeSaved(personal);
  expect((await callDemo(api, 'GET', `/v1/employees/${employeeId}`)).body.preferred_first_name).toBe('Barb');

  // Home address: a move from 1 July, refused once on its ZIP, then in the history beside the old one.
  const home = region('Home address');
  const street = home.getByRole('textbox', { name: /Street address/ });
  await userEvent.fill(street, '9 Kent Ave');
  await userEvent.fill(home.getByLabelText(/Lives here since/), '2026-07-01');
  tamperNext({ path: /\/home_addresses/, rewrite: (body) => ({ ...body, zip: '1' }) });
  await userEvent.click(home.getByRole('button', { name: 'Save', exact: true }));
  await expectErrorOn(home.getByRole('textbox', { name: /ZIP code/ }), /./);
  await expect.element(street).toHaveValue('9 Kent Ave');
  await saveAndSeeSaved(home);
  const history = home.getByRole('region', { name: 'Address history' });
  await expect.element(history.getByText(/9 Kent Ave, Brooklyn, NY 11211 · since Jul 1, 2026/)).toBeVisible();
  await expect
    .element(history.getByText(/77 Bedford Ave, Brooklyn, NY 11211 · since .* · current/))
    .toBeVisible();

  // Federal taxes: the W-4's extra withholding.
  const federal = region('Federal taxes');
  const extra = federal.getByRole('textbox', { name: /Extra withholding/ });
  await userEvent.fill(extra, '25.00');
  await expect.element(extra).toHaveValue('25.00');
  await saveAndSeeSaved(federal);
  expect(
    (await callDemo(api, 'GET', `/v1/employees/${employeeId}/federal_taxes`)).body.extra_withholding,
  ).toBe('25.00');

  // State taxes: New York's questions, the local jurisdiction refused on its question.
  const state = region('State taxes');
  const jurisdiction = state.getByRole('textbox', { name: /Local jurisdiction/ });
  await userEvent.fill(jurisdiction, 'Yonkers');
  tamperNext({
    path: /\/state_taxes$/,
    rewrite: (body) => {
      const states = body.states as Array<{
        questions: Array<{ key: string; answers: Array<{ value: unknown }> }>;
      }>;
      states[0]!.questions.find((question) => question.key === 'local_jurisdiction')!.answers[0]!.value =
        'x'.repeat(101);
      return body;
    },
  });
  await userEvent.click(state.getByRole('button', { name: 'Save', exact: true }));
  await expectErrorOn(jurisdiction, 'Enter up to 100 characters.');
  await expect.element(jurisdiction).toHaveValue('Yonkers');
  await saveAndSeeSaved(state);

  // Work address: the Seattle office.
  const work = region('Work address');
  const site = work.getByRole('combobox', { name: /Work location/ });
  await userEvent.selectOptions(site, '400 Pine St, Seattle, WA 98101');
  await expect.element(site).toHaveDisplayValue('400 Pine St, Seattle, WA 98101');
  await saveAndSeeSaved(work);

  // Payment method: paid by check instead of direct deposit (no 422 reached here).
  const payment = region('Payment method');
  await userEvent.click(payment.getByRole('radio', { name: 'Check' }));
  await saveAndSeeSaved(payment);
  expect((await callDemo(api, 'GET', `/v1/employees/${employeeId}/payment_method`)).body.type).toBe('Check');

  // Time off: each of her policies with its balance, then its activity.
  const timeOff = region('Time off');
  const policyText = (name: string) => () =>
    timeOff.getByRole('region', { name, exact: true }).query()?.textContent ?? '';
  // Vacation: 48 h from the seed's start balance, her long weekend (8 + 4 h) pending.
  await expect
    .poll(policyText('Vacation'), SLOW)
    .toContain('Balance: 48 h · Accrued this year: 0 h · Used this year: 0 h · Pending: 12 h');
  expect(policyText('Vacation')()).toMatch(/Jun 15, 2026.*Added to policy\s*48\s*48/);
  expect(policyText('Sick leave')()).toMatch(/Balance: 24 h .* Pending: 0 h.*Added to policy\s*24\s*24/);

  fits();
  expectNoSsn();
}, 60_000);

test('keyboard alone at 320 px: the home address corrected and saved, focus kept in its section', async () => {
  const { api, employeeId, screen, fits } = await gracesPage();
  const home = screen.getByRole('region', { name: 'Home address', exact: true });
  const street = home.getByRole('textbox', { name: /Street address/ });
  await tabTo(street, { presses: 80 });
  await userEvent.keyboard('{Control>}a{/Control}78 Bedford Ave');
  await tabTo(home.getByRole('button', { name: 'Save', exact: true }), { presses: 20 });
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => home.element().nextElementSibling?.textContent ?? '', SLOW).toContain('Saved.');
  expect(home.element().contains(document.activeElement)).toBe(true);
  fits();
  const { body } = await callDemo(api, 'GET', `/v1/employees/${employeeId}/home_addresses`);
  expect(
    (body as Array<{ street_1: string; active: boolean }>).find((address) => address.active)?.street_1,
  ).toBe('78 Bedford Ave');
}, 30_000);
