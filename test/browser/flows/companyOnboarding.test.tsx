/**
 * <CompanyOnboarding/> as a new company's admin: a company the partner's server just created,
 * every step done through the screen with one bad value each (refused on its field, nothing typed
 * lost), finished, approved by the demo service, and ready to run payroll.
 */
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { tabTo } from '../tabTo';
import { createLocation } from '../../../src/api/locations/operations';
import { CompanyOnboarding } from '../../../src/flows';
import { startNewCompany } from '../../../stories/flows/newCompanyStack';
import { renderWithDemo } from './renderWithDemo';
import { expectErrorOn } from './taxPayHelpers';

async function renderOnboarding(options: { width?: number; beforeRender?: boolean } = {}) {
  const stack = await startNewCompany({ autoApprove: true });
  if (options.beforeRender)
    await createLocation(
      stack.client,
      stack.companyId,
      {
        phone_number: '5125550100',
        street_1: '300 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        mailing_address: true,
        filing_address: true,
      },
      { idempotencyKey: 'earlier-visit' },
    );
  const onEvent = vi.fn();
  const ui = (
    <CompanyOnboarding companyId={stack.companyId} onEvent={onEvent} sendTestDeposits today="2026-06-15" />
  );
  const { screen } = await renderWithDemo(
    options.width ? <div style={{ width: `${options.width}px` }}>{ui}</div> : ui,
    { api: stack.api, baseUrl: stack.baseUrl, fetch: stack.fetch },
  );
  return { ...stack, screen, onEvent };
}

test('a new company goes from sign-up to ready to run payroll, each bad value refused on its field', async () => {
  const { api, screen, onEvent, companyId } = await renderOnboarding();
  const overview = screen.getByRole('heading', { name: 'Set up your company for payroll' });
  await expect.element(overview).toBeVisible();
  const steps = screen.getByRole('list', { name: 'Onboarding steps' });
  await expect.element(steps.getByRole('listitem').first()).toHaveTextContent(/Company addresses\s*To do/);
  await expect
    .element(screen.getByRole('region', { name: 'What still blocks payroll' }))
    .toHaveTextContent('The company has no mailing and filing address.');
  await expect.element(steps.getByRole('listitem').nth(7)).toHaveTextContent(/Waiting for/);

  // Addresses: the locations flow as the step's block.
  await userEvent.click(screen.getByRole('button', { name: 'Continue: Company addresses' }));
  await expect.element(screen.getByRole('heading', { name: 'Company addresses', level: 2 })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
  await userEvent.fill(screen.getByRole('textbox', { name: /Phone number/ }), '5125550100');
  await userEvent.fill(screen.getByRole('textbox', { name: /Street address/ }), '300 Congress Ave');
  await userEvent.fill(screen.getByRole('textbox', { name: /City/ }), 'Austin');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'TX');
  await userEvent.fill(screen.getByRole('textbox', { name: /ZIP code/ }), '78701');
  await userEvent.click(screen.getByRole('button', { name: 'Save location' }));
  await expect.element(screen.getByRole('row', { name: /300 Congress Ave/ })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Continue', exact: true }));

  // Federal taxes: an 8-digit EIN is refused on its field; the rest stays as typed.
  await expect.element(screen.getByRole('heading', { name: 'Federal taxes', level: 2 })).toBeVisible();
  const legalName = screen.getByRole('textbox', { name: /Legal name/ });
  const ein = screen.getByRole('textbox', { name: /Employer Identification Number/ });
  await userEvent.fill(legalName, 'Langley Analytics LLC');
  await userEvent.fill(ein, '74123456');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Entity type/ }), 'LLC');
  await userEvent.click(screen.getByRole('radio', { name: /Form 941, quarterly/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expectErrorOn(ein, 'Enter a 9-digit EIN');
  await expect.element(legalName).toHaveValue('Langley Analytics LLC');
  await expect.element(screen.getByRole('radio', { name: /Form 941, quarterly/ })).toBeChecked();
  await userEvent.fill(ein, '741234567');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

  // Industry: found by words, chosen.
  await expect.element(screen.getByRole('heading', { name: 'Industry', level: 2 })).toBeVisible();
  await userEvent.fill(screen.getByRole('searchbox', { name: /Find the industry/ }), 'computer programming');
  await userEvent.click(
    screen.getByRole('button', { name: 'Choose Custom Computer Programming Services, NAICS 541511' }),
  );

  // Bank account: a wrong routing number refused before sending, then the test deposits.
  await expect.element(screen.getByRole('heading', { name: 'Bank account', level: 2 })).toBeVisible();
  const routing = screen.getByRole('textbox', { name: /Routing number/ });
  const account = screen.getByRole('textbox', { name: /Account number/ });
  await userEvent.fill(routing, '021000022');
  await userEvent.fill(account, '000123456789');
  await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
  await expectErrorOn(routing, 'valid 9-digit routing number');
  await expect.element(account).toHaveValue('000123456789');
  await userEvent.fill(routing, '021000021');
  await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
  await expect.element(screen.getByText('Waiting for the test deposits')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Send the test deposits now (demo)' }));
  const sent = screen.getByText(/Test deposits sent: \$(\d\.\d\d) and \$(\d\.\d\d)\./);
  await expect.element(sent).toBeVisible();
  const [, first, second] = /\$(\d\.\d\d) and \$(\d\.\d\d)/.exec(sent.element().textContent ?? '')!;
  const deposit1 = screen.getByRole('textbox', { name: /First deposit amount/ });
  const deposit2 = screen.getByRole('textbox', { name: /Second deposit amount/ });
  await userEvent.fill(deposit1, '0.99');
  await userEvent.fill(deposit2, second!);
  await userEvent.click(screen.getByRole('button', { name: 'Verify bank account' }));
  await expectErrorOn(deposit1, 'do not match');
  await expect.element(deposit2).toHaveValue(second!);
  await userEvent.fill(deposit1, first!);
  await userEvent.click(screen.getByRole('button', { name: 'Verify bank account' }));
  await expect.element(screen.getByText('The bank account is verified.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Continue', exact: true }));

  // Pay schedule: the pay schedules flow as the step's block.
  await expect
    .element(screen.getByRole('heading', { name: 'Pay schedule', exact: true, level: 2 }))
    .toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Add pay schedule' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Pay frequency/ }), 'Every other week');
  await userEvent.fill(screen.getByLabelText(/First pay date/), '2026-06-26');
  await userEvent.fill(screen.getByLabelText(/Last day of the first pay period/), '2026-06-20');
  await userEvent.click(screen.getByRole('button', { name: 'Save pay schedule' }));
  await expect.element(screen.getByRole('button', { name: 'Edit Every other week' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Continue', exact: true }));

  // Employees: skippable, left for later.
  await expect
    .element(screen.getByRole('heading', { name: 'Employees', exact: true, level: 2 }).first())
    .toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));

  // State taxes: a SUI rate out of the state's range is refused on its field.
  await expect.element(screen.getByRole('heading', { name: 'State taxes', level: 2 })).toBeVisible();
  const twc = screen.getByRole('textbox', { name: /TWC Tax Account Number/ });
  const sui = screen.getByRole('textbox', { name: /SUI Tax Rate/ });
  await userEvent.fill(twc, '12-345678-9');
  await userEvent.fill(sui, '7.5');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Deposit Schedule/ }), 'Quarterly');
  await userEvent.click(screen.getByRole('button', { name: 'Save TX taxes' }));
  await expect.element(sui).toHaveAttribute('aria-invalid', 'true');
  await expect.element(twc).toHaveValue('12-345678-9');
  await userEvent.fill(sui, '2.7');
  await userEvent.click(screen.getByRole('button', { name: 'Save TX taxes' }));
  await expect.element(screen.getByText('Saved the TX tax setup.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Continue', exact: true }));

  // Signatory, then the company forms signed with the signatory's name only.
  await expect.element(screen.getByRole('heading', { name: 'Signatory', level: 2 })).toBeVisible();
  await userEvent.fill(screen.getByRole('textbox', { name: /First name/ }), 'Mary');
  await userEvent.fill(screen.getByRole('textbox', { name: /Last name/ }), 'Jackson');
  await userEvent.fill(screen.getByRole('textbox', { name: /Job title/ }), 'Managing Member');
  await userEvent.fill(screen.getByRole('textbox', { name: /Email/ }), 'mary@example.com');
  await userEvent.fill(screen.getByRole('textbox', { name: /Phone number/ }), '5125550111');
  await userEvent.fill(screen.getByRole('textbox', { name: /Social Security number/ }), '123456789');
  await userEvent.fill(screen.getByLabelText(/Date of birth/), '1981-04-09');
  await userEvent.fill(screen.getByRole('textbox', { name: /Home street address/ }), '1 Lamar Blvd');
  await userEvent.fill(screen.getByRole('textbox', { name: /City/ }), 'Austin');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'TX');
  await userEvent.fill(screen.getByRole('textbox', { name: /ZIP code/ }), '78703');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

  await expect.element(screen.getByRole('heading', { name: 'Company documents', level: 2 })).toBeVisible();
  const signatures = screen.getByRole('textbox', { name: 'Signature: type Mary Jackson' });
  await expect.element(signatures.first()).toBeVisible();
  const forms = signatures.all().length;
  expect(forms).toBeGreaterThan(0);
  // Each form can be read before it is signed, in the browser's PDF viewer (not a download).
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const read = screen.getByRole('link', { name: /^Read .+ \(PDF\)$/ });
  await expect.poll(() => read.all().length).toBe(forms);
  await userEvent.click(read.first());
  await expect.poll(() => open.mock.calls.length).toBe(1);
  const opened = String(open.mock.calls[0]![0]);
  expect(opened).toMatch(/^blob:/);
  const pdf = await (await fetch(opened)).blob();
  expect(pdf.type).toBe('application/pdf');
  expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  open.mockRestore();
  await userEvent.fill(signatures.first(), 'Dorothy Vaughan');
  await userEvent.click(screen.getByRole('checkbox', { name: /I am Mary Jackson/ }).first());
  await userEvent.click(screen.getByRole('button', { name: /^Sign / }).first());
  await expectErrorOn(signatures.first(), 'signatory’s full name');
  await expect.element(screen.getByRole('checkbox', { name: /I am Mary Jackson/ }).first()).toBeChecked();
  for (let signed = 0; signed < forms; signed += 1) {
    await userEvent.fill(signatures.first(), 'Mary Jackson');
    if (
      !screen
        .getByRole('checkbox', { name: /I am Mary Jackson/ })
        .first()
        .element()
        .matches(':checked')
    )
      await userEvent.click(screen.getByRole('checkbox', { name: /I am Mary Jackson/ }).first());
    await userEvent.click(screen.getByRole('button', { name: /^Sign / }).first());
    await expect.poll(() => signatures.all().length).toBe(forms - signed - 1);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Continue', exact: true }));

  // Finish, wait for approval (the demo approves two seconds later), ready to run payroll.
  await expect.element(screen.getByRole('heading', { name: 'Finish onboarding', level: 2 })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Finish onboarding' }));
  await expect.element(screen.getByRole('heading', { name: 'Waiting for approval', level: 2 })).toBeVisible();
  await api.clock.advance(2000);
  await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
  await expect.element(screen.getByRole('heading', { name: 'Ready to run payroll', level: 2 })).toBeVisible();

  const events = onEvent.mock.calls.map(([type]) => type);
  expect(events).toEqual(
    expect.arrayContaining([
      'step.completed',
      'step.skipped',
      'bank_account.created',
      'bank_account.verified',
      'signatory.created',
      'form.signed',
      'onboarding.finished',
      'company.approved',
    ]),
  );
  expect(onEvent).toHaveBeenCalledWith('onboarding.finished', { companyId });
  // The refused signature was reported, with its step.
  expect(onEvent).toHaveBeenCalledWith('error', expect.objectContaining({ companyId, step: 'sign_forms' }));
}, 60_000);

test('a company that comes back resumes where the service says it is, by keyboard alone', async () => {
  const { screen } = await renderOnboarding({ beforeRender: true });
  const steps = screen.getByRole('list', { name: 'Onboarding steps' });
  // The addresses were added in an earlier visit: done, and Continue goes on to federal taxes.
  await expect.element(steps.getByRole('listitem').first()).toHaveTextContent(/Company addresses\s*Done/);
  await tabTo(screen.getByRole('button', { name: 'Continue: Federal taxes' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Federal taxes', level: 2 })).toHaveFocus();
  await tabTo(screen.getByRole('textbox', { name: /Legal name/ }));
  await userEvent.keyboard('Langley Analytics LLC');
  // Leaving with typed changes asks first; staying keeps them.
  await tabTo(screen.getByRole('button', { name: 'Back to overview' }).first());
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('alertdialog', { name: 'Leave this step?' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect
    .element(screen.getByRole('textbox', { name: /Legal name/ }))
    .toHaveValue('Langley Analytics LLC');
});

test('at 320 px the overview and the steps fit with no sideways scroll', async () => {
  const { screen } = await renderOnboarding({ width: 320 });
  const root = () => document.querySelector<HTMLElement>('.pk-company-onboarding')!;
  const fits = () => {
    const flow = root();
    expect(flow.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    expect(flow.scrollWidth).toBeLessThanOrEqual(flow.clientWidth);
    for (const element of flow.querySelectorAll<HTMLElement>('*'))
      expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
        root().getBoundingClientRect().right + 0.5,
      );
  };
  await expect.element(screen.getByRole('button', { name: 'Continue: Company addresses' })).toBeVisible();
  fits();
  const headings: Record<string, string> = {
    'Federal taxes': 'Federal taxes',
    Industry: 'Industry',
    'Bank account': 'Bank account',
    'Signatory and documents': 'Signatory',
  };
  for (const [step, heading] of Object.entries(headings)) {
    await userEvent.click(screen.getByRole('button', { name: `Open ${step}` }));
    await expect.element(screen.getByRole('heading', { name: heading, exact: true, level: 2 })).toBeVisible();
    fits();
    await userEvent.click(screen.getByRole('button', { name: 'Back to overview' }).first());
  }
});
