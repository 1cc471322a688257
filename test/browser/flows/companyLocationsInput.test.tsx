/**
 * What a new user types into <CompanyLocations/>'s add form, against the demo payroll service:
 * the phone field says what it leaves out (letters, an 11th digit, a pasted +1) instead of
 * dropping it silently, and the state select names each state and territory, not bare codes.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { CompanyLocations } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';

/** The flow's add form, open. */
async function openAdd() {
  const api = createDemoApi({ employees: 3 });
  const { screen } = await renderWithDemo(<CompanyLocations companyId={api.companyUuid} />, { api });
  await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
  return screen;
}

test('the phone field says what it left out, and keeps the 10 digits', async () => {
  const screen = await openAdd();
  const phone = screen.getByRole('textbox', { name: /Phone number/ });

  await userEvent.type(phone, '415abc');
  await expect.element(phone).toHaveValue('(415');
  await expect
    .element(phone)
    .toHaveAccessibleDescription(/Only digits are kept: letters and symbols are left out\./);

  await userEvent.type(phone, '55501009');
  await expect.element(phone).toHaveValue('(415) 555-0100');
  await expect
    .element(phone)
    .toHaveAccessibleDescription(/A US phone number has 10 digits: the extra digits are left out\./);

  // Typing on within the 10 digits clears the note.
  await userEvent.clear(phone);
  await userEvent.type(phone, '5125550100');
  await expect.element(phone).toHaveValue('(512) 555-0100');
  await expect.element(phone).not.toHaveAccessibleDescription(/left out/);

  // The international form arriving at once (pasted, autofilled) keeps the number, not the +1.
  await userEvent.fill(phone, '+1 415 555 0100');
  await expect.element(phone).toHaveValue('(415) 555-0100');
  await expect.element(phone).toHaveAccessibleDescription(/The \+1 country code is left out/);
});

test('the state select names the territories, and picking by name stores the code', async () => {
  const screen = await openAdd();
  const state = screen.getByRole('combobox', { name: /State/ });
  for (const [code, name] of [
    ['AS', 'American Samoa'],
    ['GU', 'Guam'],
    ['MP', 'Northern Mariana Islands'],
    ['VI', 'U.S. Virgin Islands'],
    ['PR', 'Puerto Rico'],
  ]) {
    await expect.element(state.getByRole('option', { name: `${code} – ${name}` })).toBeInTheDocument();
  }
  await userEvent.selectOptions(state, 'GU – Guam');
  await expect.element(state).toHaveValue('GU');
});
