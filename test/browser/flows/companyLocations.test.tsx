/**
 * <CompanyLocations/> against the demo payroll service: adding by keyboard, SPEC §7's refusals on
 * their fields (the form's and the service's), the mailing designation moving, and a stale edit
 * asking before it overwrites a colleague's change.
 */
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { tabTo } from '../tabTo';
import { CompanyLocations } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo, type DemoApi } from './renderWithDemo';
import { callDemo, expectErrorOn, proxyFetch } from './taxPayHelpers';

interface StoredLocation {
  uuid: string;
  version: string;
  phone_number: string;
  street_1: string;
  street_2: string | null;
  city: string;
  state: string;
  zip: string;
  mailing_address: boolean;
  filing_address: boolean;
}

const SF = '525 Market St, San Francisco, CA 94105';
const NY = '200 Park Ave, Floor 12, New York, NY 10166';

async function storedLocations(api: DemoApi): Promise<StoredLocation[]> {
  return (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/locations?per=100`)).body;
}

async function renderLocations(api = createDemoApi(), tamper?: Parameters<typeof proxyFetch>[1]) {
  const onEvent = vi.fn();
  const { screen } = await renderWithDemo(
    <CompanyLocations companyId={api.companyUuid} onEvent={onEvent} />,
    {
      api,
      fetch: proxyFetch(api, tamper),
    },
  );
  await expect.element(screen.getByRole('button', { name: `Edit ${SF}` })).toBeVisible();
  const field = {
    phone: screen.getByRole('textbox', { name: /Phone number/ }),
    street1: screen.getByRole('textbox', { name: /Street address/ }),
    street2: screen.getByRole('textbox', { name: /Suite, floor, unit/ }),
    city: screen.getByRole('textbox', { name: /City/ }),
    state: screen.getByRole('combobox', { name: /State/ }),
    zip: screen.getByRole('textbox', { name: /ZIP code/ }),
    mailing: screen.getByRole('checkbox', { name: 'Mailing address' }),
    filing: screen.getByRole('checkbox', { name: 'Filing address' }),
  };
  const row = (address: string) => screen.getByRole('row', { name: new RegExp(address) });
  return { api, screen, field, row, onEvent };
}

test('adds a location by keyboard: listed, stored, focus back on the list', async () => {
  const { api, screen, field, onEvent } = await renderLocations();
  await tabTo(screen.getByRole('button', { name: 'Add location' }));
  await userEvent.keyboard('{Enter}');
  const heading = screen.getByRole('heading', { name: 'Add a location' });
  await expect.element(heading).toHaveFocus();

  await tabTo(field.phone);
  await userEvent.keyboard('5125550100');
  await expect.element(field.phone).toHaveValue('(512) 555-0100');
  await tabTo(field.street1);
  await userEvent.keyboard('100 Congress Ave');
  await tabTo(field.city);
  await userEvent.keyboard('Austin');
  await tabTo(field.state);
  // Options read "TX – Texas": typing the code still finds it.
  await userEvent.keyboard('TX');
  await expect.element(field.state).toHaveValue('TX');
  await tabTo(field.zip);
  await userEvent.keyboard('78701');
  await tabTo(field.filing);
  await userEvent.keyboard(' ');
  await expect.element(field.filing).toBeChecked();
  await tabTo(screen.getByRole('button', { name: 'Save location' }));
  await userEvent.keyboard('{Enter}');

  const added = '100 Congress Ave, Austin, TX 78701';
  await expect.element(screen.getByText(`Added the location ${added}.`)).toBeVisible();
  await expect.element(screen.getByRole('heading', { name: 'Company locations' })).toHaveFocus();
  const row = screen.getByRole('row', { name: new RegExp(added) });
  await expect.element(row).toBeVisible();
  await expect.element(row.getByText('Filing', { exact: true })).toBeVisible();
  await expect.element(row.getByText('(512) 555-0100')).toBeVisible();

  const stored = (await storedLocations(api)).find((location) => location.street_1 === '100 Congress Ave');
  expect(stored).toMatchObject({
    phone_number: '5125550100',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    street_2: null,
    filing_address: true,
    mailing_address: false,
  });
  // Filing moved: no other location keeps it.
  expect((await storedLocations(api)).filter((location) => location.filing_address)).toHaveLength(1);
  expect(onEvent).toHaveBeenCalledWith('location.created', { locationId: stored!.uuid });
});

test('SPEC §7: every invalid value is refused on its field; the service’s refusals too, values kept', async () => {
  let tamperZip = false;
  const { api, screen, field } = await renderLocations(createDemoApi(), (method, path, body) =>
    tamperZip && method === 'POST' && path.endsWith('/locations') ? { ...body, zip: '9410' } : body,
  );
  const before = (await storedLocations(api)).length;
  await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
  const save = screen.getByRole('button', { name: 'Save location' });

  // Blank required fields, a phone short of 10 digits, no state, a 4-digit and a partial ZIP+4.
  await userEvent.fill(field.phone, '512555010');
  await userEvent.fill(field.zip, '7870');
  await userEvent.click(save);
  await expectErrorOn(field.phone, 'Enter a 10-digit US phone number.');
  await expectErrorOn(field.street1, 'This field is required.');
  await expectErrorOn(field.city, 'This field is required.');
  await expectErrorOn(field.state, 'Choose a US state.');
  await expectErrorOn(field.zip, 'Enter a 5-digit ZIP code, or ZIP+4.');
  await expect.element(field.phone).toHaveValue('(512) 555-010');

  await userEvent.fill(field.zip, '78701-12');
  await userEvent.fill(field.street1, '   ');
  await userEvent.click(save);
  await expectErrorOn(field.zip, 'Enter a 5-digit ZIP code, or ZIP+4.');
  await expectErrorOn(field.street1, 'This field is required.');
  expect((await storedLocations(api)).length).toBe(before);

  // Valid for the form, refused by the service: a city must be letters (SPEC §7 "bad city").
  await userEvent.fill(field.phone, '5125550100');
  await userEvent.fill(field.street1, '100 Congress Ave');
  await userEvent.fill(field.city, '78 Austin');
  await userEvent.selectOptions(field.state, 'TX');
  await userEvent.fill(field.zip, '78701');
  await userEvent.click(save);
  await expectErrorOn(field.city, 'city is invalid.');
  await expect.element(field.phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect.element(field.city).toHaveValue('78 Austin');
  await expect.element(field.street1).toHaveValue('100 Congress Ave');

  // The form's zip check bypassed on the wire: the service's refusal lands on the zip field.
  tamperZip = true;
  await userEvent.fill(field.city, 'Austin');
  await userEvent.click(save);
  await expectErrorOn(field.zip, 'zip must be 12345 or 12345-6789.');
  await expect.element(field.city).not.toHaveAttribute('aria-invalid', 'true');
  for (const [control, value] of [
    [field.phone, '(512) 555-0100'],
    [field.street1, '100 Congress Ave'],
    [field.city, 'Austin'],
    [field.state, 'TX'],
    [field.zip, '78701'],
  ] as const) {
    await expect.element(control).toHaveValue(value);
  }
  expect((await storedLocations(api)).length).toBe(before);

  // Nothing lost: the same values save once the wire is honest again.
  tamperZip = false;
  await userEvent.click(save);
  await expect.element(screen.getByRole('row', { name: /100 Congress Ave, Austin, TX 78701/ })).toBeVisible();
  expect((await storedLocations(api)).length).toBe(before + 1);
});

test('making a location the mailing address moves the badge; minimum wages show while editing', async () => {
  const { api, screen, field, row } = await renderLocations();
  await expect.element(row(SF).getByText('Mailing', { exact: true })).toBeVisible();
  expect(row(NY).getByText('Mailing', { exact: true }).query()).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: `Edit ${NY}` }));
  await expect.element(screen.getByRole('heading', { name: 'Edit location' })).toHaveFocus();
  await expect.element(field.street1).toHaveValue('200 Park Ave');
  await expect.element(field.mailing).not.toBeChecked();
  const wages = screen.getByRole('region', { name: 'Minimum wages at this location' });
  await expect.element(wages.getByRole('row', { name: /State/ })).toHaveTextContent('$16.50');
  await expect.element(wages.getByRole('row', { name: /Federal/ })).toHaveTextContent('$7.25');

  await userEvent.click(field.mailing);
  await userEvent.click(screen.getByRole('button', { name: 'Save location' }));

  await expect.element(screen.getByRole('button', { name: `Edit ${NY}` })).toHaveFocus();
  await expect.element(row(NY).getByText('Mailing', { exact: true })).toBeVisible();
  await expect.poll(() => row(SF).getByText('Mailing', { exact: true }).query()).toBeNull();
  // Filing was not touched: it stays where it was.
  await expect.element(row(SF).getByText('Filing', { exact: true })).toBeVisible();
  const stored = await storedLocations(api);
  expect(stored.filter((location) => location.mailing_address).map((location) => location.city)).toEqual([
    'New York',
  ]);
});

test('a stale edit after a change in a second tab asks about the same field', async () => {
  const api = createDemoApi();
  const { screen, field } = await renderLocations(api);
  const sf = (await storedLocations(api)).find((location) => location.city === 'San Francisco')!;

  await userEvent.click(screen.getByRole('button', { name: `Edit ${SF}` }));
  await expect.element(field.street1).toHaveValue('525 Market St');
  // The second tab: a colleague moves the office down the street.
  const saved = await callDemo(api, 'PUT', `/v1/locations/${sf.uuid}`, {
    version: sf.version,
    street_1: '535 Market St',
  });
  expect(saved.status).toBe(200);

  await userEvent.fill(field.street1, '555 Market St');
  await userEvent.click(screen.getByRole('button', { name: 'Save location' }));
  const prompt = screen.getByRole('alert').filter({ hasText: 'Someone else changed this location' });
  await expect.element(prompt).toBeVisible();
  const conflictRow = prompt.getByRole('row', { name: /Street address/ });
  await expect.element(conflictRow).toHaveTextContent('535 Market St');
  await expect.element(conflictRow).toHaveTextContent('555 Market St');
  await expect.element(field.street1).toHaveValue('555 Market St');
  expect((await callDemo(api, 'GET', `/v1/locations/${sf.uuid}`)).body.street_1).toBe('535 Market St');

  await userEvent.click(prompt.getByRole('button', { name: 'Keep my values' }));
  await expect.element(screen.getByRole('row', { name: /555 Market St, San Francisco/ })).toBeVisible();
  expect((await callDemo(api, 'GET', `/v1/locations/${sf.uuid}`)).body.street_1).toBe('555 Market St');
});

test('cancelling an edit with unsaved changes asks first; staying keeps what was typed', async () => {
  const api = createDemoApi();
  const { screen, field } = await renderLocations(api);
  const edit = screen.getByRole('button', { name: `Edit ${SF}` });
  await userEvent.click(edit);
  await expect.element(field.street1).toHaveValue('525 Market St');
  await userEvent.fill(field.street1, '1 Embarcadero Center');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

  const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect.element(dialog).toBeVisible();
  await expect.element(dialog.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(field.street1).toHaveValue('1 Embarcadero Center');

  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Leave without saving' }));
  await expect.element(screen.getByRole('button', { name: `Edit ${SF}` })).toHaveFocus();
  expect((await storedLocations(api)).map((location) => location.street_1)).toContain('525 Market St');
  expect((await storedLocations(api)).map((location) => location.street_1)).not.toContain(
    '1 Embarcadero Center',
  );
});

test('cancelling an untouched form goes straight back to the list', async () => {
  const { screen } = await renderLocations();
  await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
  await expect.element(screen.getByRole('button', { name: `Edit ${SF}` })).toBeVisible();
});
