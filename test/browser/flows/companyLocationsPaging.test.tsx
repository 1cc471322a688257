/**
 * <CompanyLocations/> for a company with 130 locations (demo option `locations: 130`, 13 of them
 * inactive): the list pages past the service's 100 a page, active and inactive alike, and an
 * inactive location opens read-only with its badge, by keyboard, and back on the page it was on.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { CompanyLocations } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo } from './taxPayHelpers';

interface StoredLocation {
  uuid: string;
  street_1: string;
  city: string;
  active: boolean;
}

test('pages through 130 locations and opens an inactive one read-only', async () => {
  const api = createDemoApi({ employees: 3, locations: 130 });
  const page2 = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/locations?page=2&per=100`))
    .body as StoredLocation[];
  const inactive = page2.filter((location) => !location.active);
  expect(page2).toHaveLength(30);
  expect(inactive.length).toBeGreaterThan(0);

  const { screen } = await renderWithDemo(<CompanyLocations companyId={api.companyUuid} />, { api });
  const table = screen.getByRole('table', { name: 'Locations of the company' });
  await expect.element(screen.getByText('Showing 1–100 of 130')).toBeVisible();
  await expect.poll(() => table.getByRole('row').elements().length).toBe(101);
  await expect.element(screen.getByText(/Inactive locations are closed/)).toBeVisible();

  // By keyboard: the next page, then the inactive location's View button.
  screen.getByRole('button', { name: 'Next page' }).element().focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Showing 101–130 of 130')).toBeVisible();
  await expect.poll(() => table.getByRole('row').elements().length).toBe(31);

  const closed = inactive[0]!;
  const row = table.getByRole('row', { name: new RegExp(closed.street_1) }).first();
  await expect.element(row).toHaveTextContent('Inactive');
  const view = row.getByRole('button', { name: /^View .*\(inactive\)$/ });
  await expect.element(row.getByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  view.element().focus();
  await userEvent.keyboard('{Enter}');

  // Read-only: its address and badge, no field to change and no Save.
  const heading = screen.getByRole('heading', { name: 'Inactive location' });
  await expect.element(heading).toHaveFocus();
  await expect.element(screen.getByText(/This location is closed/)).toBeVisible();
  await expect.element(screen.getByText(new RegExp(`${closed.street_1}, ${closed.city}`))).toBeVisible();
  expect(screen.getByRole('textbox').query()).toBeNull();
  expect(screen.getByRole('button', { name: 'Save location' }).query()).toBeNull();

  // Back to the page it was on, focus on the button that opened it.
  screen.getByRole('button', { name: 'Back to locations' }).element().focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Showing 101–130 of 130')).toBeVisible();
  await expect.element(view).toHaveFocus();

  // An active location on this page still opens its form.
  const open = page2.find((location) => location.active)!;
  await userEvent.click(
    table
      .getByRole('row', { name: new RegExp(open.street_1) })
      .first()
      .getByRole('button', { name: /^Edit / }),
  );
  await expect.element(screen.getByRole('heading', { name: 'Edit location' })).toBeVisible();
  await expect.element(screen.getByRole('textbox', { name: /Street address/ })).toHaveValue(open.street_1);
});
