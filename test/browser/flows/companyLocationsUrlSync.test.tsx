/**
 * <CompanyLocations urlSync/> against the demo payroll service: the open form is a history entry
 * (`?pk_locations=new` or the location's uuid, the partner's own query kept), the browser's Back
 * button returns to the list through the form's leave guard (asking when something typed would be
 * lost), and a reloaded URL opens the form it names.
 */
import { userEvent } from 'vitest/browser';
import { beforeEach, expect, test } from 'vitest';
import { CompanyLocations } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo, proxyFetch } from './taxPayHelpers';

const SF = '525 Market St, San Francisco, CA 94105';

const param = () => new URL(window.location.href).searchParams.get('pk_locations');

beforeEach(() => {
  // An entry of the partner's page before the flow's own: Back never leaves the test page.
  window.history.pushState(null, '', '/?partner=keep');
});

async function renderLocations(api = createDemoApi()) {
  const { screen } = await renderWithDemo(<CompanyLocations companyId={api.companyUuid} urlSync />, {
    api,
    fetch: proxyFetch(api),
  });
  await expect.element(screen.getByRole('button', { name: `Edit ${SF}` })).toBeVisible();
  return {
    api,
    screen,
    list: screen.getByRole('heading', { name: 'Company locations', level: 2 }),
    addForm: screen.getByRole('heading', { name: 'Add a location', level: 2 }),
    street: screen.getByRole('textbox', { name: /Street address/ }),
  };
}

test('Back from an untouched form returns to the list at once; Forward opens it again', async () => {
  const { screen, list, addForm } = await renderLocations();
  expect(param()).toBe('list');

  await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
  await expect.element(addForm).toHaveFocus();
  expect(param()).toBe('new');
  expect(new URL(window.location.href).searchParams.get('partner')).toBe('keep');

  window.history.back();
  await expect.element(list).toBeVisible();
  expect(addForm.query()).toBeNull();
  expect(screen.getByRole('alertdialog').query()).toBeNull();
  expect(param()).toBe('list');

  window.history.forward();
  await expect.element(addForm).toHaveFocus();
});

test('Back from a form with typed input asks first: Keep editing keeps it, Leave goes to the list', async () => {
  const { screen, list, addForm, street } = await renderLocations();
  await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
  await userEvent.fill(street, '1 Ferry Building');

  window.history.back();
  const ask = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect.element(ask).toBeVisible();
  await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
  await expect.element(ask).not.toBeInTheDocument();
  await expect.element(street).toHaveValue('1 Ferry Building');
  await expect.element(addForm).toBeVisible();
  // The URL names the form shown again, so Back asks again.
  expect(param()).toBe('new');

  window.history.back();
  await expect.element(ask).toBeVisible();
  await userEvent.click(ask.getByRole('button', { name: 'Leave without saving' }));
  await expect.element(list).toBeVisible();
  expect(street.query()).toBeNull();
  expect(param()).toBe('list');
});

test("the URL names the edited location, and a reload of it opens that location's form", async () => {
  const api = createDemoApi();
  const locations = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/locations`)).body as {
    uuid: string;
    street_1: string;
  }[];
  const sf = locations.find((location) => location.street_1 === '525 Market St');
  const first = await renderLocations(api);
  await userEvent.click(first.screen.getByRole('button', { name: `Edit ${SF}` }));
  await expect.element(first.screen.getByRole('heading', { name: 'Edit location', level: 2 })).toBeVisible();
  expect(param()).toBe(sf?.uuid);
  await first.screen.unmount();

  // A reload: the same URL, a fresh page.
  const { screen } = await renderWithDemo(<CompanyLocations companyId={api.companyUuid} urlSync />, {
    api,
    fetch: proxyFetch(api),
  });
  await expect.element(screen.getByRole('heading', { name: 'Edit location', level: 2 })).toBeVisible();
  await expect.element(screen.getByRole('textbox', { name: /Street address/ })).toHaveValue('525 Market St');
});
