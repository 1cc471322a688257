/**
 * Holiday pay against the demo service, as a new admin sets it up: choose the federal holidays,
 * create the policy, put the employees on it, see the coming year's paid holidays on their
 * observed days, and change the choice.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { HolidayPay } from '../../../src/flows/TimeOff/policies';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo } from './taxPayHelpers';

test('sets up holiday pay: chosen holidays, employees, the paid days of 2027', async () => {
  const api = createDemoApi();
  const { screen } = await renderWithDemo(<HolidayPay companyId={api.companyUuid} year={2027} />, { api });
  await expect.element(screen.getByText(/no holiday pay policy yet/)).toBeVisible();
  for (const holiday of ['Independence Day', 'Thanksgiving', 'Christmas Day'])
    await userEvent.click(screen.getByRole('checkbox', { name: holiday }));
  await userEvent.click(screen.getByRole('button', { name: 'Create holiday pay policy' }));
  await expect.element(screen.getByText('Holiday pay is set up.')).toBeVisible();

  const preview = screen.getByRole('table', { name: /Paid holidays in 2027/ });
  // 2027: July 4 is a Sunday (paid Monday July 5), December 25 a Saturday (paid Friday December 24).
  await expect.element(preview.getByRole('row', { name: /Independence Day .*Jul.* 5, 2027/ })).toBeVisible();
  await expect.element(preview.getByRole('row', { name: /Thanksgiving .*Nov.* 25, 2027/ })).toBeVisible();
  await expect.element(preview.getByRole('row', { name: /Christmas Day .*Dec.* 24, 2027/ })).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Add every employee with a job' }));
  await expect.element(screen.getByText('Every employee with a job is paid for holidays.')).toBeVisible();
  const stored = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/holiday_pay_policy`)).body;
  expect(stored.employees.length).toBeGreaterThan(0);
  await expect
    .element(screen.getByText(`Employees paid for holidays: ${stored.employees.length}`))
    .toBeVisible();

  await userEvent.click(screen.getByRole('checkbox', { name: 'Thanksgiving' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save holidays' }));
  await expect.element(screen.getByText('Saved the paid holidays.')).toBeVisible();
  await expect.element(preview.getByRole('row', { name: /Thanksgiving/ })).not.toBeInTheDocument();
  const saved = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/holiday_pay_policy`)).body;
  expect(saved.federal_holidays.thanksgiving.selected).toBe(false);
  expect(saved.federal_holidays.christmas_day.selected).toBe(true);
});
