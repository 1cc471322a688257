/**
 * What a new company's admin meets on the onboarding steps (issue 47), in Chromium against the
 * demo service through the proxy, for a company the partner's server has just created by name:
 * the federal taxes start from that name and refuse an EIN the IRS never issues on its field;
 * the state tax form shows its effective date as the kit shows dates; after "Skip for now" the
 * overview's Continue names the step it opens; once approved, the overview says so and offers
 * running payroll.
 */
import type { ReactNode } from 'react';
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { getFederalTaxDetails } from '../../../src/api/company/operations';
import { createLocation } from '../../../src/api/locations/operations';
import { CompanyFederalTaxes, CompanyOnboarding, CompanyStateTaxes } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import {
  addLocation,
  addVerifiedBankAccount,
  LANGLEY_FEDERAL_TAX,
  selectIndustry,
  setFederalTaxDetails,
} from '../../support/companies';
import type { DemoAdmin } from '../../support/demoAdmin';
import { addPaySchedule, MONTHLY } from '../../support/paySchedules';
import { startNewCompany } from '../../../stories/flows/newCompanyStack';
import { renderWithDemo } from './renderWithDemo';
import { expectErrorOn } from './taxPayHelpers';

/** Monday 2026-06-15, 09:00 in California. */
const NOW = Date.parse('2026-06-15T16:00:00Z');

const AUSTIN = {
  phone_number: '5125550100',
  street_1: '300 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  mailing_address: true,
  filing_address: true,
};

async function newCompany() {
  const stack = await startNewCompany({ autoApprove: true, now: () => new Date(NOW) });
  const render = (ui: ReactNode) =>
    renderWithDemo(ui, { api: stack.api, baseUrl: stack.baseUrl, fetch: stack.fetch });
  // The admin's own requests through the same proxy, for set-up the screens are not under test for.
  const admin: DemoAdmin = {
    api: { companyUuid: stack.companyId },
    async call(method, path, body) {
      const response = await stack.fetch(`${stack.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'payroll-kit' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
  return { ...stack, render, admin };
}

test('federal taxes refuse an EIN with the prefix 00 on its field, keeping what was typed', async () => {
  const stack = await newCompany();
  const { screen } = await stack.render(<CompanyFederalTaxes companyId={stack.companyId} />);
  const legalName = screen.getByRole('textbox', { name: /Legal name/ });
  await userEvent.fill(legalName, 'Langley Analytics LLC');

  const ein = screen.getByRole('textbox', { name: /Employer Identification Number/ });
  await userEvent.fill(ein, '00-0000000');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Entity type/ }), 'LLC');
  await userEvent.click(screen.getByRole('radio', { name: /Form 941, quarterly/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expectErrorOn(ein, 'No EIN starts with 00');
  await expect.element(legalName).toHaveValue('Langley Analytics LLC');

  // A real EIN saves, the legal name with it.
  await userEvent.fill(ein, '74-1234567');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expect
    .poll(async () => {
      return (await getFederalTaxDetails(stack.client, stack.companyId)).data;
    })
    .toMatchObject({ legal_name: 'Langley Analytics LLC', has_ein: true });
});

test('a state tax form shows its effective date as the kit shows dates', async () => {
  const stack = await newCompany();
  await createLocation(stack.client, stack.companyId, AUSTIN, { idempotencyKey: 'austin' });
  const { screen } = await stack.render(<CompanyStateTaxes companyId={stack.companyId} />);
  const rates = screen.getByRole('group', { name: /Effective from/ });
  await expect.element(rates).toBeVisible();
  await expect.element(rates.getByText('Effective from Jan 1, 2026', { exact: false })).toBeVisible();
  expect(document.body.textContent).not.toContain('2026-01-01');
});

test('after "Skip for now" on Employees, the overview\'s Continue names the step it opens', async () => {
  const stack = await newCompany();
  await addLocation(stack.admin);
  await setFederalTaxDetails(stack.admin, LANGLEY_FEDERAL_TAX);
  await selectIndustry(stack.admin);
  await addVerifiedBankAccount(stack.admin);
  await addPaySchedule(stack.admin, MONTHLY);
  const { screen } = await stack.render(
    <CompanyOnboarding companyId={stack.companyId} initialScreen="employees" today="2026-06-15" />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
  await expect.element(screen.getByRole('heading', { name: 'State taxes', level: 2 })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Back to overview' }).first());

  const next = screen.getByRole('button', { name: /^Continue: / });
  await expect.element(next).toHaveTextContent('Continue: State taxes');
  await userEvent.click(next);
  await expect.element(screen.getByRole('heading', { name: 'State taxes', level: 2 })).toBeVisible();
});

test('once approved, the overview says the company is ready and offers running payroll', async () => {
  // The demo's seeded company has finished onboarding and is approved.
  const api = createDemoApi({ employees: 1, now: () => new Date(NOW) });
  const onRunPayroll = vi.fn();
  const { screen } = await renderWithDemo(
    <CompanyOnboarding companyId={api.companyUuid} onRunPayroll={onRunPayroll} />,
    { api },
  );
  await expect
    .element(screen.getByRole('heading', { name: 'Your company is approved', level: 2 }))
    .toBeVisible();
  await expect
    .element(screen.getByText('Nothing blocks payroll: the company is approved and ready.'))
    .toBeVisible();
  expect(document.body.textContent).not.toContain('Set up your company for payroll');
  // Running payroll is the first action offered.
  const run = screen.getByRole('button', { name: 'Run payroll' }).element();
  const review = screen.getByRole('button', { name: 'Review and finish' }).element();
  expect(run.compareDocumentPosition(review) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Run payroll' }));
  expect(onRunPayroll).toHaveBeenCalledTimes(1);
});
