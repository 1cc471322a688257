/**
 * Steps whose record comes from a list (home and work addresses, the primary job) must edit from
 * the record the user saw: a colleague's change in a second tab is merged when it touched other
 * fields, and prompts when it touched the same one. Never silently saved over.
 */
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { HomeAddress, JobCompensation, WorkAddress } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { demoAdmin, saveOverCurrentVersion } from '../../support/demoAdmin';
import { addEmployee, giveAddressesAndJob } from '../../support/employees';
import { renderWithDemo, type DemoApi } from './renderWithDemo';
import { callDemo, proxyFetch } from './taxPayHelpers';

const save = 'Save and continue';
const conflictText = 'Someone else changed this record';

/** An employee with a home address, a work address at the first location and an hourly job. */
async function employeeWithRecords(api: DemoApi) {
  const admin = demoAdmin(api);
  const { uuid: employeeId } = await addEmployee(admin);
  const { locations, work, home, job } = await giveAddressesAndJob(admin, employeeId);
  return {
    employeeId,
    locations,
    homePath: `/v1/home_addresses/${home.uuid}`,
    workPath: `/v1/work_addresses/${work.uuid}`,
    jobPath: `/v1/jobs/${job.uuid}`,
  };
}

/** The "second tab": another client saves the record. */
async function editInSecondTab(api: DemoApi, path: string, changes: Record<string, unknown>) {
  await saveOverCurrentVersion(demoAdmin(api), path, changes);
}

test('home address: a colleague’s zip survives my street change; the same field asks', async () => {
  const api = createDemoApi();
  const { employeeId, homePath } = await employeeWithRecords(api);
  const onComplete = vi.fn();
  const { screen } = await renderWithDemo(
    <HomeAddress companyId={api.companyUuid} employeeId={employeeId} onComplete={onComplete} />,
    {
      api,
      fetch: proxyFetch(api),
    },
  );
  const street = screen.getByRole('textbox', { name: /Street address/ });
  await expect.element(street).toHaveValue('1 Dolores St');

  await editInSecondTab(api, homePath, { zip: '94103' });
  await userEvent.fill(street, '2 Dolores St');
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
  expect((await callDemo(api, 'GET', homePath)).body).toMatchObject({
    street_1: '2 Dolores St',
    zip: '94103',
  });

  await editInSecondTab(api, homePath, { street_1: '3 Dolores St' });
  await userEvent.fill(street, '4 Dolores St');
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expect.element(screen.getByText(conflictText)).toBeVisible();
  expect(onComplete).toHaveBeenCalledTimes(1);
  expect((await callDemo(api, 'GET', homePath)).body.street_1).toBe('3 Dolores St');
});

test('work address: a colleague’s move is never replaced without asking', async () => {
  const api = createDemoApi();
  const { employeeId, locations, workPath } = await employeeWithRecords(api);
  expect(locations.length).toBeGreaterThanOrEqual(3);
  const onComplete = vi.fn();
  const { screen } = await renderWithDemo(
    <WorkAddress companyId={api.companyUuid} employeeId={employeeId} onComplete={onComplete} />,
    { api, fetch: proxyFetch(api) },
  );
  const location = screen.getByRole('combobox', { name: /Work location/ });
  await expect.element(location).toHaveValue(locations[0]!.uuid);

  await editInSecondTab(api, workPath, { location_uuid: locations[1]!.uuid });
  await userEvent.selectOptions(location, locations[2]!.uuid);
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expect.element(screen.getByText(conflictText)).toBeVisible();
  expect(onComplete).not.toHaveBeenCalled();
  expect((await callDemo(api, 'GET', workPath)).body.location_uuid).toBe(locations[1]!.uuid);
});

test('job: a colleague’s new title survives my hire-date change', async () => {
  const api = createDemoApi();
  const { employeeId, jobPath } = await employeeWithRecords(api);
  const onComplete = vi.fn();
  const { screen } = await renderWithDemo(
    <JobCompensation companyId={api.companyUuid} employeeId={employeeId} onComplete={onComplete} />,
    { api, fetch: proxyFetch(api) },
  );
  await expect.element(screen.getByRole('textbox', { name: /Job title/ })).toHaveValue('Analyst');

  await editInSecondTab(api, jobPath, { title: 'Senior Analyst' });
  await userEvent.fill(screen.getByLabelText(/Hire date/), '2026-06-15');
  await userEvent.click(screen.getByRole('button', { name: save }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
  expect((await callDemo(api, 'GET', jobPath)).body).toMatchObject({
    title: 'Senior Analyst',
    hire_date: '2026-06-15',
  });
});
