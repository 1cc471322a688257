/**
 * What a new company's admin meets on the onboarding steps (issue 47), in Chromium against the
 * demo service through the proxy, for a company the partner's server has just created by name:
 * the federal taxes start from that name and refuse an EIN the IRS never issues on its field;
 * the state tax form shows its effective date as the kit shows dates; after "Skip for now" the
 * overview's Continue names the step it opens; once approved, the overview says so and offers
 * running payroll; in the flow the legal name starts from the company's name; on the bank step,
 * Continue while the test deposits are awaited moves on (or says why not) and the amounts sent
 * stay shown until verified; each company form is signed by keyboard, its fields naming it, focus
 * going on to the next form.
 */
import type { ReactNode } from 'react';
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { createCompanyBankAccount } from '../../../src/api/company/bankAccountOperations';
import { getFederalTaxDetails } from '../../../src/api/company/operations';
import { createLocation } from '../../../src/api/locations/operations';
import {
  CompanyBankAccount,
  CompanyDocuments,
  CompanyFederalTaxes,
  CompanyOnboarding,
  CompanyStateTaxes,
} from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import {
  addLocation,
  addSignatory,
  addVerifiedBankAccount,
  COMPANY_BANK_ACCOUNT,
  LANGLEY_FEDERAL_TAX,
  selectIndustry,
  setFederalTaxDetails,
  setStateTaxRequirements,
} from '../../support/companies';
import type { DemoAdmin } from '../../support/demoAdmin';
import { addPaySchedule, MONTHLY } from '../../support/paySchedules';
import { startNewCompany } from '../../../stories/flows/newCompanyStack';
import { tabTo } from '../tabTo';
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

test("in the flow, federal taxes start from the name the company was created with, as the form's own value", async () => {
  const stack = await newCompany();
  const { screen } = await stack.render(
    <CompanyOnboarding companyId={stack.companyId} initialScreen="federal_taxes" />,
  );
  await expect
    .element(screen.getByRole('textbox', { name: /Legal name/ }))
    .toHaveValue('Langley Analytics LLC');
  // Nothing typed: leaving asks nothing.
  await userEvent.click(screen.getByRole('button', { name: 'Back to overview' }).first());
  await expect
    .element(screen.getByRole('heading', { name: 'Set up your company for payroll', level: 2 }))
    .toBeVisible();
  expect(screen.getByRole('alertdialog').query()).toBeNull();
});

/** The company's account, added and waiting for its test deposits. */
const addUnverifiedBankAccount = (stack: Awaited<ReturnType<typeof newCompany>>) =>
  createCompanyBankAccount(
    stack.client,
    stack.companyId,
    { ...COMPANY_BANK_ACCOUNT, account_type: 'Checking' },
    { idempotencyKey: 'unverified' },
  );

test('on the bank step, Continue while the deposits are awaited moves on; the amounts sent stay shown until verified', async () => {
  const stack = await newCompany();
  await addLocation(stack.admin);
  await setFederalTaxDetails(stack.admin, LANGLEY_FEDERAL_TAX);
  await selectIndustry(stack.admin);
  await addUnverifiedBankAccount(stack);
  const onEvent = vi.fn();
  const { screen } = await stack.render(
    <CompanyOnboarding
      companyId={stack.companyId}
      initialScreen="bank_account"
      onEvent={onEvent}
      sendTestDeposits
      today="2026-06-15"
    />,
  );
  await expect.element(screen.getByText('Waiting for the test deposits')).toBeVisible();
  // Verification can finish later: Continue goes on to the next step that can be done now.
  await userEvent.click(screen.getByRole('button', { name: 'Continue', exact: true }));
  await expect
    .element(screen.getByRole('heading', { name: 'Pay schedule', exact: true, level: 2 }))
    .toBeVisible();
  expect(onEvent).not.toHaveBeenCalledWith(
    'step.completed',
    expect.objectContaining({ step: 'bank_account' }),
  );

  const openBankStep = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Back to overview' }).first());
    await userEvent.click(screen.getByRole('button', { name: 'Open Bank account' }));
    await expect.element(screen.getByRole('heading', { name: 'Bank account', level: 2 })).toBeVisible();
  };
  await openBankStep();
  await userEvent.click(screen.getByRole('button', { name: 'Send the test deposits now (demo)' }));
  const sent = screen.getByText(/Test deposits sent: \$\d\.\d\d and \$\d\.\d\d\./);
  await expect.element(sent).toBeVisible();
  const words = sent.element().textContent!;
  // Left and opened again, the amounts are still there for the person who types them.
  await openBankStep();
  await expect.element(screen.getByText(words)).toBeVisible();
  const [, first, second] = /\$(\d\.\d\d) and \$(\d\.\d\d)/.exec(words)!;
  await userEvent.fill(screen.getByRole('textbox', { name: /First deposit amount/ }), first!);
  await userEvent.fill(screen.getByRole('textbox', { name: /Second deposit amount/ }), second!);
  await userEvent.click(screen.getByRole('button', { name: 'Verify bank account' }));
  await expect.element(screen.getByText('The bank account is verified.')).toBeVisible();
  expect(document.body.textContent).not.toContain('Test deposits sent');
}, 30_000);

test('the bank block alone says on the spot why Continue cannot go on while the deposits are awaited', async () => {
  const stack = await newCompany();
  await addUnverifiedBankAccount(stack);
  const { screen } = await stack.render(<CompanyBankAccount companyId={stack.companyId} sendTestDeposits />);
  await userEvent.click(screen.getByRole('button', { name: 'Continue', exact: true }));
  await expect.element(screen.getByText(/The test deposits have not arrived yet\./)).toBeVisible();
  await expect.element(screen.getByText('Waiting for the test deposits')).toBeVisible();
});

test('each company form is signed by keyboard, its fields naming it, and focus goes on to the next form, then Continue', async () => {
  const stack = await newCompany();
  await addLocation(stack.admin);
  await setFederalTaxDetails(stack.admin, LANGLEY_FEDERAL_TAX);
  await selectIndustry(stack.admin);
  await addVerifiedBankAccount(stack.admin);
  await addPaySchedule(stack.admin, MONTHLY);
  await setStateTaxRequirements(stack.admin);
  await addSignatory(stack.admin);
  const { screen } = await stack.render(<CompanyDocuments companyId={stack.companyId} />);
  const titles = [
    'Direct Deposit Authorization',
    'Form 8655: Reporting Agent Authorization',
    'TX State Tax Registration Authorization',
  ];
  const signature = (title: string) =>
    screen.getByRole('textbox', { name: `Signature: type Mary Jackson to sign ${title}` });
  for (const title of titles) await expect.element(signature(title)).toBeVisible();

  await tabTo(signature(titles[0]!));
  for (const [index, title] of titles.entries()) {
    expect(document.activeElement).toBe(signature(title).element());
    await userEvent.keyboard('Mary Jackson');
    await tabTo(
      screen.getByRole('checkbox', {
        name: `I am Mary Jackson and I agree to sign ${title} electronically.`,
      }),
    );
    await userEvent.keyboard(' ');
    await tabTo(screen.getByRole('button', { name: `Sign ${title}`, exact: true }));
    await userEvent.keyboard('{Enter}');
    const next = titles[index + 1];
    const expected = next ? signature(next) : screen.getByRole('button', { name: 'Continue', exact: true });
    await expect.element(expected).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  }
}, 30_000);
