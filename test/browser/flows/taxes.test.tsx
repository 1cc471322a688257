import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { FederalTaxes } from '../../../src/flows/shared/employee/FederalTaxes';
import { StateTaxes } from '../../../src/flows/shared/employee/StateTaxes';
import { createDemoApi } from '../../../src/testing';
import { addLocation } from '../../support/companies';
import { demoAdmin } from '../../support/demoAdmin';
import { addEmployee, addHomeAddress, addWorkAddress, PERSONAL_DETAILS } from '../../support/employees';
import { renderWithDemo } from './renderWithDemo';
import { callDemo, expectErrorOn, proxyFetch, seededEmployee } from './taxPayHelpers';

test('the W-4 is checked on its fields, saved, and the step completes', async () => {
  const api = createDemoApi();
  // Seeded at stage 1: addresses on file, no W-4 yet.
  const employeeId = await seededEmployee(api, 'Barbara', 'Lovelace');
  const onComplete = vi.fn();
  const onEvent = vi.fn();
  const { screen } = await renderWithDemo(
    <FederalTaxes
      companyId={api.companyUuid}
      employeeId={employeeId}
      onComplete={onComplete}
      onEvent={onEvent}
    />,
    { api, fetch: proxyFetch(api) },
  );
  const status = screen.getByRole('combobox', { name: /Filing status/ });
  const extra = screen.getByRole('textbox', { name: /Extra withholding/ });
  await userEvent.fill(extra, '12.345');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expectErrorOn(status, 'Choose a filing status.');
  await expectErrorOn(extra, 'Enter an amount in dollars and cents');
  await expect.element(extra).toHaveValue('12.345');

  await userEvent.selectOptions(status, 'Married');
  await userEvent.fill(extra, '25');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
  expect(onEvent).toHaveBeenCalledWith('step.completed', { employeeId, step: 'federal_tax_setup' });
  const saved = await callDemo(api, 'GET', `/v1/employees/${employeeId}/federal_taxes`);
  expect(saved.body).toMatchObject({
    filing_status: 'Married',
    extra_withholding: expect.stringMatching(/^25\.0+$/),
  });
});

test('a W-4 changed in a second tab: theirs beside mine, and keeping mine saves it', async () => {
  const api = createDemoApi();
  const employeeId = await seededEmployee(api, 'Barbara', 'Lovelace');
  const onComplete = vi.fn();
  const { screen } = await renderWithDemo(
    <FederalTaxes companyId={api.companyUuid} employeeId={employeeId} onComplete={onComplete} />,
    { api, fetch: proxyFetch(api) },
  );
  const status = screen.getByRole('combobox', { name: /Filing status/ });
  await expect.element(status).toBeVisible();
  // The second tab saves a different filing status after this tab loaded the W-4.
  const current = await callDemo(api, 'GET', `/v1/employees/${employeeId}/federal_taxes`);
  const other = await callDemo(api, 'PUT', `/v1/employees/${employeeId}/federal_taxes`, {
    version: current.body.version,
    w4_data_type: 'rev_2020_w4',
    filing_status: 'Single',
  });
  expect(other.status).toBe(200);

  await userEvent.selectOptions(status, 'Head of Household');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  const prompt = screen.getByRole('alert').filter({ hasText: 'Someone else changed this record' });
  await expect.element(prompt).toBeVisible();
  await expect.element(prompt.getByRole('cell', { name: 'Single', exact: true })).toBeVisible();
  await expect.element(prompt.getByRole('cell', { name: 'Head of Household', exact: true })).toBeVisible();
  expect(onComplete).not.toHaveBeenCalled();
  await expect.element(status).toHaveValue('Head of Household');

  await userEvent.click(screen.getByRole('button', { name: 'Keep my values' }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
  const saved = await callDemo(api, 'GET', `/v1/employees/${employeeId}/federal_taxes`);
  expect(saved.body.filing_status).toBe('Head of Household');
});

test('New York questions render by type, refuse bad answers on their question, and save', async () => {
  const api = createDemoApi();
  // Barbara lives and works in New York: five questions of every input type plus an admin one.
  const employeeId = await seededEmployee(api, 'Barbara', 'Lovelace');
  const onComplete = vi.fn();
  let corruptJurisdiction = false;
  const { screen } = await renderWithDemo(
    <StateTaxes companyId={api.companyUuid} employeeId={employeeId} onComplete={onComplete} />,
    {
      api,
      fetch: proxyFetch(api, (method, path, body) => {
        if (!corruptJurisdiction || !path.endsWith('/state_taxes')) return body;
        const states = body.states as Array<{
          questions: Array<{ key: string; answers: Array<{ value: unknown }> }>;
        }>;
        const question = states[0]!.questions.find((q) => q.key === 'local_jurisdiction')!;
        question.answers[0]!.value = 'x'.repeat(101);
        return body;
      }),
    },
  );
  const filing = screen.getByRole('combobox', { name: /Filing status \(IT-2104\)/ });
  const allowances = screen.getByRole('textbox', { name: /^Allowances/ });
  const additional = screen.getByRole('textbox', { name: /Additional New York State withholding/ });
  const jurisdiction = screen.getByRole('textbox', { name: /Local jurisdiction/ });
  const signed = screen.getByLabelText(/IT-2104 signature date/);
  const newHire = screen.getByRole('combobox', { name: /File a new hire report/ });
  await expect.element(newHire).toBeVisible();
  await expect
    .element(screen.getByText('For the employer only; the employee does not see this question.'))
    .toBeVisible();

  await userEvent.fill(allowances, 'two');
  await userEvent.fill(additional, '1.999');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expectErrorOn(filing, 'This field is required.');
  await expectErrorOn(allowances, 'Enter a whole number of 0 or more.');
  await expectErrorOn(additional, 'Enter an amount in dollars and cents');
  await expectErrorOn(jurisdiction, 'This field is required.');
  await expectErrorOn(signed, 'This field is required.');
  // The admin-only question may stay blank.
  await expect.element(newHire).not.toHaveAttribute('aria-invalid');
  await expect.element(allowances).toHaveValue('two');

  await userEvent.selectOptions(filing, 'M');
  await userEvent.fill(allowances, '2');
  await userEvent.fill(additional, '10.00');
  await userEvent.fill(jurisdiction, 'Yonkers');
  await userEvent.fill(signed, '2026-01-15');
  // The service's own refusal, on the question it names, with everything typed kept.
  corruptJurisdiction = true;
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expectErrorOn(jurisdiction, 'Enter up to 100 characters.');
  await expect.element(jurisdiction).toHaveValue('Yonkers');
  await expect.element(allowances).toHaveValue('2');
  expect(onComplete).not.toHaveBeenCalled();

  corruptJurisdiction = false;
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
  const steps = await callDemo(api, 'GET', `/v1/employees/${employeeId}/onboarding_status`);
  const stateStep = (steps.body.onboarding_steps as Array<{ id: string; completed: boolean }>).find(
    (step) => step.id === 'state_tax_setup',
  );
  expect(stateStep?.completed).toBe(true);
});

test('an employee who lives and works in Texas is asked no state withholding: the screen says so, and the step completes', async () => {
  const api = createDemoApi();
  const admin = demoAdmin(api);
  const austin = await addLocation(admin);
  const { uuid: employeeId } = await addEmployee(admin, PERSONAL_DETAILS);
  await addHomeAddress(admin, employeeId, {
    street_1: '1 Lamar Blvd',
    city: 'Austin',
    state: 'TX',
    zip: '78703',
    effective_date: '2024-01-01',
  });
  await addWorkAddress(admin, employeeId, austin.uuid);
  const onComplete = vi.fn();
  const { screen } = await renderWithDemo(
    <StateTaxes companyId={api.companyUuid} employeeId={employeeId} onComplete={onComplete} />,
    { api, fetch: proxyFetch(api) },
  );
  const texas = screen.getByRole('group', { name: /State: TX/ });
  await expect.element(texas).toBeVisible();
  await expect
    .element(
      texas.getByText('TX asks the employee no withholding questions: there is nothing to fill in here.'),
    )
    .toBeVisible();
  // Only the employer's own question; no filing status, no additional withholding.
  await expect.element(texas.getByRole('combobox', { name: /File a new hire report/ })).toBeVisible();
  expect(texas.getByRole('combobox').all()).toHaveLength(1);
  expect(texas.getByRole('textbox').all()).toHaveLength(0);
  expect(document.body.textContent).not.toMatch(/filing status|additional state withholding/i);

  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
  const onboarding = await callDemo(api, 'GET', `/v1/employees/${employeeId}/onboarding_status`);
  const stateStep = (onboarding.body.onboarding_steps as Array<{ id: string; completed: boolean }>).find(
    (step) => step.id === 'state_tax_setup',
  );
  expect(stateStep?.completed).toBe(true);
});
