import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { PersonalDetails } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { demoAdmin, saveOverCurrentVersion } from '../../support/demoAdmin';
import { addEmployee, PERSONAL_DETAILS } from '../../support/employees';
import { renderWithDemo, type DemoApi } from './renderWithDemo';
import { callDemo, proxyFetch } from './taxPayHelpers';

async function newEmployee(api: DemoApi): Promise<string> {
  const { first_name, last_name, date_of_birth, ssn } = PERSONAL_DETAILS;
  return (await addEmployee(demoAdmin(api), { first_name, last_name, date_of_birth, ssn })).uuid;
}

/** The "second tab": another client of the same service saves the employee. */
async function editInSecondTab(api: DemoApi, employeeId: string, changes: Record<string, unknown>) {
  await saveOverCurrentVersion(demoAdmin(api), `/v1/employees/${employeeId}`, changes);
}

async function renderStep(api: DemoApi, employeeId: string) {
  const onComplete = vi.fn();
  const { screen } = await renderWithDemo(
    <PersonalDetails companyId={api.companyUuid} employeeId={employeeId} onComplete={onComplete} />,
    { api, fetch: proxyFetch(api) },
  );
  const first = screen.getByRole('textbox', { name: /Legal first name/ });
  await expect.element(first).toHaveValue('Ada');
  return { screen, first, onComplete };
}

test('a change to another field in a second tab is merged: both edits are kept, no prompt', async () => {
  const api = createDemoApi();
  const employeeId = await newEmployee(api);
  const { screen, first, onComplete } = await renderStep(api, employeeId);

  await editInSecondTab(api, employeeId, { last_name: 'Byron' });
  await userEvent.fill(first, 'Augusta');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
  const saved = await callDemo(api, 'GET', `/v1/employees/${employeeId}`);
  expect(saved.body).toMatchObject({ first_name: 'Augusta', last_name: 'Byron' });
});

test('the same field changed in a second tab: theirs beside mine, and the user decides', async () => {
  const api = createDemoApi();
  const employeeId = await newEmployee(api);
  const { screen, first, onComplete } = await renderStep(api, employeeId);

  await editInSecondTab(api, employeeId, { first_name: 'Adah' });
  await userEvent.fill(first, 'Augusta');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

  const prompt = screen.getByRole('alert').filter({ hasText: 'Someone else changed this record' });
  await expect.element(prompt).toBeVisible();
  await expect.element(prompt.getByRole('rowheader', { name: 'Legal first name' })).toBeVisible();
  await expect.element(prompt.getByRole('cell', { name: 'Adah', exact: true })).toBeVisible();
  await expect.element(prompt.getByRole('cell', { name: 'Augusta', exact: true })).toBeVisible();
  // Nothing typed is lost while the user decides, and nothing was saved over theirs.
  await expect.element(first).toHaveValue('Augusta');
  expect(onComplete).not.toHaveBeenCalled();
  expect((await callDemo(api, 'GET', `/v1/employees/${employeeId}`)).body.first_name).toBe('Adah');

  await userEvent.click(prompt.getByRole('button', { name: 'Keep my values' }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
  expect((await callDemo(api, 'GET', `/v1/employees/${employeeId}`)).body.first_name).toBe('Augusta');
  await expect.element(prompt).not.toBeInTheDocument();
});
