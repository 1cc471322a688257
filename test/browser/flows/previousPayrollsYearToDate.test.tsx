/**
 * Issue 45 (DECISIONS 69) in Chromium through the real proxy: a company that has just signed up
 * (the partner server's `createCompany`, its admin's proxy holding the new company's tokens) has
 * every required onboarding step done through the proxy's API (not the subject here: the screens
 * of those steps are companyOnboarding.test.tsx). Its admin enters the two payrolls the previous
 * provider ran this year in `<CompanyOnboarding previousPayrolls/>`, by the keyboard alone in a
 * 320 px column, finalizes them, finishes onboarding, and runs the first payroll: its FUTA counts
 * the earlier wages, and its pay stub's year-to-date figures include both earlier payrolls.
 *
 * Katherine Johnson, Texas (no state income tax), single, $78,000 a year paid every other week.
 * Previous provider: 29 May $2,800.00 salary (federal 180.00, Social Security 6.2 % 173.60,
 * Medicare 1.45 % 40.60); 12 June $3,000.00 (federal 210.00 typed over the suggested 22 %,
 * Social Security 186.00, Medicare 43.50 as suggested).
 */
import { userEvent, type Locator } from 'vitest/browser';
import { expect, test } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/api/csrf';
import { CompanyOnboarding, EmployeePortal, PayrollRun } from '../../../src/flows';
import type { PayrollSession } from '../../../src/server/proxy';
import { createDemoApi } from '../../../src/testing';
import { inPageFetch } from '../../../stories/flows/inPageFetch';
import {
  addLocation,
  addSignatory,
  addVerifiedBankAccount,
  selectIndustry,
  setFederalTaxDetails,
  setStateTaxRequirements,
  signCompanyForms,
} from '../../support/companies';
import { expectCall, saveOverCurrentVersion, type DemoAdmin } from '../../support/demoAdmin';
import { addJob, addWorkAddress, setPay } from '../../support/employees';
import { signUpCompany } from '../../support/companySignUp';
import { addPaySchedule } from '../../support/paySchedules';
import { tabTo } from '../tabTo';
import { renderWithDemo } from './renderWithDemo';
import { SLOW, submitPayroll } from './payrollRunSteps';

/**
 * A company that has just signed up (the partner server's `createCompany`), the page's fetch
 * through the partner's proxy holding its tokens, signed in as its admin until `signInAs` names
 * one of its employees.
 */
async function newCompany() {
  const api = createDemoApi({ employees: 1, rateLimit: 100_000, now: () => new Date(), autoApprove: true });
  const basePath = '/previous-payrolls/api/payroll';
  let person: string | undefined;
  const session = (companyId: string): PayrollSession | undefined =>
    person
      ? { id: `employee:${person}`, role: 'employee', employeeUuid: person, companyIds: [companyId] }
      : undefined;
  const { companyId, proxy } = await signUpCompany(api, { origin: location.origin, basePath, session });
  const stack = { api, companyId, baseUrl: `${location.origin}${basePath}`, fetch: inPageFetch(proxy) };
  return { ...stack, signInAs: (employeeUuid: string) => (person = employeeUuid) };
}

/** The new company's admin calling the service through the page's proxy (CSRF header and all). */
function proxyAdmin(stack: Awaited<ReturnType<typeof newCompany>>): DemoAdmin {
  return {
    api: { companyUuid: stack.companyId },
    async call(method, path, body) {
      const response = await stack.fetch(`${stack.baseUrl}${path}`, {
        method,
        headers: {
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}

/** Every onboarding step the service requires, done through the proxy; one onboarded employee. */
async function requiredStepsDone(admin: DemoAdmin): Promise<string> {
  const location = await addLocation(admin);
  await setFederalTaxDetails(admin);
  await selectIndustry(admin);
  await addVerifiedBankAccount(admin);
  await addPaySchedule(admin, {
    frequency: 'Every other week',
    anchor_pay_date: '2026-06-26',
    anchor_end_of_pay_period: '2026-06-20',
  });
  const { uuid } = await expectCall<{ uuid: string }>(
    admin,
    201,
    'POST',
    `/v1/companies/${admin.api.companyUuid}/employees`,
    { first_name: 'Katherine', last_name: 'Johnson', date_of_birth: '1990-08-26', ssn: '111223333' },
  );
  await addWorkAddress(admin, uuid, location.uuid);
  await expectCall(admin, 201, 'POST', `/v1/employees/${uuid}/home_addresses`, {
    street_1: '9 Elm St',
    city: 'Austin',
    state: 'TX',
    zip: '78702',
  });
  const job = await addJob(admin, uuid, { title: 'Analyst', hire_date: '2025-09-01' });
  await setPay(admin, job.current_compensation_uuid, {
    rate: '78000.00',
    payment_unit: 'Year',
    flsa_status: 'Exempt',
  });
  await saveOverCurrentVersion(admin, `/v1/employees/${uuid}/federal_taxes`, {
    w4_data_type: 'rev_2020_w4',
    filing_status: 'Single',
  });
  await expectCall(admin, 200, 'PUT', `/v1/employees/${uuid}/state_taxes`, {
    states: [
      {
        state: 'TX',
        questions: [
          {
            key: 'file_new_hire_report',
            answers: [{ value: 'false', valid_from: '2010-01-01', valid_up_to: null }],
          },
        ],
      },
    ],
  });
  const forms = await expectCall<Array<{ uuid: string; requires_signing: boolean }>>(
    admin,
    200,
    'GET',
    `/v1/employees/${uuid}/forms`,
  );
  for (const form of forms.filter((f) => f.requires_signing))
    await expectCall(admin, 200, 'PUT', `/v1/employees/${uuid}/forms/${form.uuid}/sign`, {
      signature_text: 'Katherine Johnson',
      agree: true,
    });
  await expectCall(admin, 200, 'PUT', `/v1/employees/${uuid}/onboarding_status`, {
    onboarding_status: 'onboarding_completed',
  });
  await setStateTaxRequirements(admin);
  await addSignatory(admin);
  await signCompanyForms(admin);
  return uuid;
}

/** Tabs to a field and types (Tab into a text field selects what it holds: typing replaces it). */
async function typeInto(field: Locator, text: string) {
  await tabTo(field);
  await userEvent.keyboard(text);
}

/** Tabs to a button and presses Enter. */
async function press(button: Locator) {
  await tabTo(button);
  await userEvent.keyboard('{Enter}');
}

/** The flow fits its 320 px column: nothing past its right edge, no sideways scroll. */
function fits() {
  const flow = document.querySelector<HTMLElement>('.pk-company-onboarding')!;
  const right = flow.getBoundingClientRect().right;
  expect(flow.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  expect(flow.scrollWidth).toBeLessThanOrEqual(flow.clientWidth);
  for (const element of flow.querySelectorAll<HTMLElement>('*'))
    expect(element.getBoundingClientRect().right, element.outerHTML.slice(0, 80)).toBeLessThanOrEqual(
      right + 0.5,
    );
}

/** The `<dt>` words and `<dd>` amounts of one list of figures. */
const figures = (list: Element) =>
  [...list.querySelectorAll(':scope > div')].map((line) => [
    line.querySelector('dt')!.textContent!,
    line.querySelector('dd')!.textContent!,
  ]);

test('a new company enters two previous payrolls by keyboard at 320 px, finishes onboarding, and its first payroll counts them year to date', async () => {
  const stack = await newCompany();
  const admin = proxyAdmin(stack);
  const katherine = await requiredStepsDone(admin);
  const { screen } = await renderWithDemo(
    <div style={{ width: '320px' }}>
      <CompanyOnboarding companyId={stack.companyId} previousPayrolls today="2026-06-15" />
    </div>,
    { api: stack.api, baseUrl: stack.baseUrl, fetch: stack.fetch },
  );

  // The overview lists the optional step, not done; every required one is.
  const steps = screen.getByRole('list', { name: 'Onboarding steps' });
  await expect.element(steps, SLOW).toHaveTextContent(/Previous payrolls\s*To do\s*Optional/);
  await press(screen.getByRole('button', { name: 'Open Previous payrolls' }));
  await expect.element(screen.getByRole('heading', { name: 'Previous payrolls', level: 2 })).toHaveFocus();
  await expect.element(screen.getByText('No previous payroll added yet.')).toBeVisible();
  fits();

  // Each payroll: its dates typed, added, then its pay entered in its own form.
  const addPayroll = async (check: string, start: string, end: string) => {
    await typeInto(screen.getByLabelText('Check date'), check);
    await typeInto(screen.getByLabelText('Pay period start'), start);
    await typeInto(screen.getByLabelText('Pay period end'), end);
    await press(screen.getByRole('button', { name: 'Add this payroll' }));
  };
  const field = (name: string) => screen.getByRole('textbox', { name, exact: true });
  const saved = screen.getByText('Saved.');
  const back = screen.getByRole('button', { name: 'Back to previous payrolls' });

  await addPayroll('05292026', '05102026', '05232026');
  await expect
    .element(screen.getByRole('heading', { name: 'Payroll paid May 29, 2026', level: 2 }))
    .toHaveFocus();
  await expect.element(screen.getByRole('group', { name: 'Katherine Johnson' })).toBeVisible();
  await typeInto(field('Salary'), '2800.00');
  await typeInto(field('Federal Income Tax'), '180.00');
  await typeInto(field('Social Security'), '173.60');
  await typeInto(field('Medicare'), '40.60');
  fits();
  // A wrong amount is said on its field, nothing sent, nothing typed lost.
  await typeInto(field('Bonus'), '12,50');
  await press(screen.getByRole('button', { name: 'Save this payroll' }));
  await expect.element(field('Bonus')).toHaveAttribute('aria-invalid', 'true');
  await expect.element(field('Salary')).toHaveValue('2800.00');
  await tabTo(field('Bonus'), { backward: true });
  await userEvent.keyboard('{Backspace}');
  await press(screen.getByRole('button', { name: 'Save this payroll' }));
  await expect.element(saved).toBeVisible();
  await press(back);

  await expect.element(screen.getByRole('heading', { name: 'Previous payrolls', level: 2 })).toHaveFocus();
  await addPayroll('06122026', '05242026', '06062026');
  await expect
    .element(screen.getByRole('heading', { name: 'Payroll paid Jun 12, 2026', level: 2 }))
    .toHaveFocus();
  await typeInto(field('Salary'), '3000.00');
  // The service's suggestions fill the taxes from the wages: Social Security 6.2 % and Medicare
  // 1.45 % of $3,000.00, FUTA 0.6 % (May's $2,800.00 leaves $4,200.00 of the $7,000 base), federal
  // at the flat 22 %; the admin keeps what the previous provider really withheld.
  await press(screen.getByRole('button', { name: 'Fill in the taxes from the wages' }));
  await expect.element(screen.getByText(/The taxes are filled in from the wages/)).toBeVisible();
  await expect.element(field('Social Security')).toHaveValue('186.00');
  await expect.element(field('Medicare')).toHaveValue('43.50');
  await expect.element(field('FUTA (employer)')).toHaveValue('18.00');
  await expect.element(field('Federal Income Tax')).toHaveValue('660.00');
  await tabTo(field('Federal Income Tax'), { backward: true });
  await userEvent.keyboard('{Control>}a{/Control}210.00');
  await press(screen.getByRole('button', { name: 'Save this payroll' }));
  await expect.element(saved).toBeVisible();
  await press(back);

  // Both listed, each row's actions in view at 320 px; finalize.
  const list = screen.getByRole('table', { name: 'Previous payrolls' });
  await expect.element(list.getByRole('row', { name: /May 29, 2026.*Not finalized/ })).toBeVisible();
  await expect.element(list.getByRole('row', { name: /Jun 12, 2026.*Not finalized/ })).toBeVisible();
  for (const name of [/^Enter pay for the payroll paid/, /^Remove the payroll paid/])
    for (const button of screen.getByRole('button', { name }).all())
      await expect.element(button).toBeInViewport();
  fits();
  await press(screen.getByRole('button', { name: 'Finalize previous payrolls' }));

  // The service records them 30 s later; meanwhile the flow goes on to finishing.
  await expect
    .element(screen.getByRole('heading', { name: 'Finish onboarding', level: 2 }), SLOW)
    .toBeVisible();
  await stack.api.clock.advance(30_000);
  const history = await expectCall<Array<{ check_date: string; external: boolean }>>(
    admin,
    200,
    'GET',
    `/v1/companies/${stack.companyId}/payrolls?payroll_types=external&start_date=2026-01-01&end_date=2026-06-15`,
  );
  expect(history.map((p) => [p.check_date, p.external])).toEqual([
    ['2026-05-29', true],
    ['2026-06-12', true],
  ]);
  await press(screen.getByRole('button', { name: 'Finish onboarding' }));
  await expect.element(screen.getByRole('heading', { name: 'Waiting for approval', level: 2 })).toBeVisible();
  await stack.api.clock.advance(2000);
  await press(screen.getByRole('button', { name: 'Check again' }));
  await expect.element(screen.getByRole('heading', { name: 'Ready to run payroll', level: 2 })).toBeVisible();
  await screen.unmount();

  // The first payroll, 7–20 June, paid 26 June: $78,000 / 26 = $3,000.00.
  const [first] = await expectCall<Array<{ uuid: string; check_date: string }>>(
    admin,
    200,
    'GET',
    `/v1/companies/${stack.companyId}/payrolls?processing_statuses=unprocessed&payroll_types=regular`,
  );
  expect(first!.check_date).toBe('2026-06-26');
  const path = `/v1/companies/${stack.companyId}/payrolls/${first!.uuid}`;
  await expectCall(admin, 200, 'PUT', `${path}/prepare`);
  await expectCall(admin, 202, 'PUT', `${path}/calculate`);
  await stack.api.clock.advance(1000);
  const run = await renderWithDemo(<PayrollRun companyId={stack.companyId} payrollId={first!.uuid} />, {
    api: stack.api,
    baseUrl: stack.baseUrl,
    fetch: stack.fetch,
  });
  const runScreen = run.screen.locator;
  const name = runScreen.getByRole('button', { name: 'Katherine Johnson', exact: true });
  await expect.element(name, SLOW).toBeVisible();
  await userEvent.click(name);
  // Single, nothing else on the W-4: 78,000 − 8,600 = 69,400 adjusted; 5,800 + 22 % × (69,400 −
  // 57,900) = 8,330.00; / 26 = 320.38. Social Security 6.2 % × 3,000 = 186.00, Medicare 43.50.
  // FUTA: the previous provider paid $5,800.00 of the $7,000 base, so 0.6 % × 1,200.00 = 7.20
  // (not 18.00); employer 186.00 + 43.50 + 7.20 = 236.70.
  const lines = figures(name.element().closest('td')!.querySelector('.pk-payroll-lines')!);
  expect(lines).toEqual(
    expect.arrayContaining([
      ['Gross pay', '$3,000.00'],
      ['Federal Income Tax', '-$320.38'],
      ['Social Security', '-$186.00'],
      ['Medicare', '-$43.50'],
      ['Net pay', '$2,450.12'],
      ['Employer taxes', '$236.70'],
      ['FUTA', '$7.20'],
    ]),
  );

  await submitPayroll(runScreen);
  await stack.api.clock.advance(2000);
  await expect.element(runScreen.getByRole('article', { name: 'Receipt' }), SLOW).toBeVisible();
  // The stub's link is in the employee's opened row.
  const opened = runScreen.getByRole('button', { name: 'Katherine Johnson', exact: true });
  if (opened.element().getAttribute('aria-expanded') !== 'true') await userEvent.click(opened);
  const link = runScreen.getByRole('link', { name: 'Pay stub (PDF) for Katherine Johnson' });
  await expect.element(link, SLOW).toBeVisible();
  const pdf = await (await fetch(link.element().getAttribute('href')!)).text();
  // Year to date: gross 2,800.00 + 3,000.00 + 3,000.00 = 8,800.00; employee taxes (180.00 +
  // 173.60 + 40.60) + (210.00 + 186.00 + 43.50) + (320.38 + 186.00 + 43.50) = 394.20 + 439.50 +
  // 549.88 = 1,383.58; net 8,800.00 − 1,383.58 = 7,416.42.
  for (const text of [
    'Gross pay: $3,000.00',
    'Net pay: $2,450.12',
    'Year to date gross pay: $8,800.00',
    'Year to date employee taxes: $1,383.58',
    'Year to date net pay: $7,416.42',
  ])
    expect(pdf).toContain(`(${text})`);

  // What Katherine reads in her portal, signed in as herself: the same year to date.
  await run.screen.unmount();
  stack.signInAs(katherine);
  const portal = await renderWithDemo(<EmployeePortal employeeId={katherine} />, {
    api: stack.api,
    baseUrl: stack.baseUrl,
    fetch: stack.fetch,
  });
  await expect
    .element(portal.screen.getByLabelText('Your pay in 2026 so far'), SLOW)
    .toHaveTextContent(/Gross pay\s*\$8,800\.00\s*Net pay\s*\$7,416\.42/);
  // Her pay stubs: the two from the previous provider say so where the others say how she was paid
  // (they name no method: the cell was blank).
  await userEvent.click(portal.screen.getByRole('button', { name: 'Pay stubs' }));
  const stubs = portal.screen.getByRole('table', { name: /pay stubs/i });
  await expect
    .element(stubs.getByRole('row', { name: /Jun 26, 2026.*\$3,000\.00.*\$2,450\.12.*Check/ }), SLOW)
    .toBeVisible();
  for (const [date, gross, net] of [
    ['Jun 12, 2026', '3,000.00', '2,560.50'],
    ['May 29, 2026', '2,800.00', '2,405.80'],
  ])
    await expect
      .element(stubs.getByRole('row', { name: new RegExp(`${date}.*\\$${gross}.*\\$${net}`) }))
      .toHaveTextContent('Paid by the previous payroll provider');
}, 60_000);
