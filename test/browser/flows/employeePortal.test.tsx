/**
 * Issue 42: `<EmployeePortal/>` in Chromium through the real proxy as an EMPLOYEE session
 * (DECISIONS 63), by the keyboard alone (Tab to reach, keys to type, Enter to act), at a desktop
 * width and at 320 px. After the admin ran a payroll through the demo service, the overview shows
 * that payroll's pay stub (its check date, gross and net pay to the cent) with a PDF link that
 * opens the stub; a home address dated the day another already takes effect is refused on the
 * moving date with everything typed kept, then saved; a time off request is sent, listed as
 * pending and cancelled.
 */
import { page, userEvent, type Locator } from 'vitest/browser';
import { expect, test } from 'vitest';
import { EmployeePortal } from '../../../src/flows';
import { createDemoApi, type DemoApi } from '../../../src/testing';
import { proxySession } from './proxySession';
import { callDemo, expectErrorOn } from './taxPayHelpers';

const MAX_TABS = 40;
const SLOW = { timeout: 10_000 };

/** Presses Tab until `target` has focus: what proves it is in the tab order. */
async function tabTo(target: Locator) {
  await expect.element(target).toBeInTheDocument();
  for (let presses = 0; presses <= MAX_TABS; presses += 1) {
    if (document.activeElement === target.query()) return;
    await userEvent.keyboard('{Tab}');
  }
  throw new Error(`not reached by Tab; focus is on ${document.activeElement?.outerHTML.slice(0, 80)}`);
}

async function press(target: Locator) {
  await tabTo(target);
  await userEvent.keyboard('{Enter}');
}

async function typeInto(target: Locator, text: string) {
  await tabTo(target);
  await userEvent.keyboard(text);
}

const money = (decimal: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(decimal));

/** The admin runs the next regular payroll through the service: prepare, calculate, submit. */
async function runPayroll(api: DemoApi) {
  const payrolls = `/v1/companies/${api.companyUuid}/payrolls`;
  const { body: open } = await callDemo(
    api,
    'GET',
    `${payrolls}?processing_statuses=unprocessed&payroll_types=regular&per=100`,
  );
  const path = `${payrolls}/${open[0].uuid}`;
  expect((await callDemo(api, 'PUT', `${path}/prepare?per=100`)).status).toBe(200);
  expect((await callDemo(api, 'PUT', `${path}/calculate`)).status).toBe(202);
  await api.clock.advance(1000);
  expect((await callDemo(api, 'PUT', `${path}/submit`)).status).toBe(202);
  await api.clock.advance(2000);
  const { body: processed } = await callDemo(api, 'GET', `${path}?per=100`);
  expect(processed.processed).toBe(true);
  return processed as {
    check_date: string;
    employee_compensations: Array<{ employee_uuid: string; gross_pay: string; net_pay: string }>;
  };
}

test.each([
  ['a desktop column', 1024],
  ['320 px', 320],
])(
  'an employee in their portal at %s, by keyboard: pay stub, address, time off',
  async (_, width) => {
    await page.viewport(width, 800);
    const api = createDemoApi({ employees: 4 });
    // The person: an employee on a time off policy (the seed gave them a pending request).
    const { body: seeded } = await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/time_off/requests`);
    const me: string = seeded.find((request: { status: string }) => request.status === 'pending').employee
      .uuid;
    const payroll = await runPayroll(api);
    const line = payroll.employee_compensations.find((row) => row.employee_uuid === me)!;
    expect(Number(line.gross_pay)).toBeGreaterThan(0);
    // A move the admin already recorded for them: an address from 1 July.
    const { body: current } = await callDemo(api, 'GET', `/v1/employees/${me}/home_addresses`);
    const moved = await callDemo(api, 'POST', `/v1/employees/${me}/home_addresses`, {
      street_1: '9 Future Way',
      city: current[0].city,
      state: current[0].state,
      zip: current[0].zip,
      effective_date: '2026-07-01',
    });
    expect(moved.status).toBe(201);

    const session = proxySession(api, { employeeUuid: me });
    const screen = await session.render(<EmployeePortal employeeId={me} />);

    // Overview: the payroll's pay stub, to the cent, and its PDF.
    await expect.element(screen.getByRole('heading', { name: 'Your pay at a glance' })).toBeVisible();
    const latest = screen.getByRole('definition');
    const checkDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${payroll.check_date}T00:00:00Z`),
    );
    await expect.element(latest.filter({ hasText: checkDate }).first()).toBeVisible();
    await expect.element(latest.filter({ hasText: money(line.gross_pay) }).first()).toBeVisible();
    await expect.element(latest.filter({ hasText: money(line.net_pay) }).first()).toBeVisible();
    const pdfLink = screen.getByRole('link', { name: `Pay stub of ${checkDate} (PDF)` });
    await expect.element(pdfLink, SLOW).toBeVisible();
    const pdf = await (await fetch(pdfLink.element().getAttribute('href')!)).text();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(`(Gross pay: ${money(line.gross_pay)})`);

    // Details: a move dated the day another address takes effect is refused on its field.
    await press(screen.getByRole('button', { name: 'Details' }));
    await expect.element(screen.getByRole('heading', { name: 'Your details' })).toHaveFocus();
    const street = screen.getByRole('textbox', { name: /Street address/ });
    await expect.element(street, SLOW).toHaveValue(current[0].street_1);
    await tabTo(street);
    await userEvent.keyboard('{Control>}a{/Control}12 New Street');
    const date = screen.getByLabelText(/Moving date/);
    await typeInto(date, '07012026');
    await press(screen.getByRole('button', { name: 'Save home address' }));
    await expectErrorOn(date, /another address/i);
    await expect.element(street).toHaveValue('12 New Street');
    // A day later it is saved.
    await typeInto(date, '07022026');
    await press(screen.getByRole('button', { name: 'Save home address' }));
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'Your home address is saved.' }))
      .toBeVisible();
    const { body: addresses } = await callDemo(api, 'GET', `/v1/employees/${me}/home_addresses`);
    expect(
      addresses.map((a: { effective_date: string; street_1: string }) => `${a.effective_date} ${a.street_1}`),
    ).toContain('2026-07-02 12 New Street');

    // Time off: a request sent, listed as pending, then cancelled.
    await press(screen.getByRole('button', { name: 'Time off' }));
    await press(screen.getByRole('button', { name: 'Request time off' }));
    await expect.element(screen.getByRole('heading', { name: 'Request time off' })).toHaveFocus();
    const policy = screen.getByRole('combobox', { name: /Policy/ });
    await tabTo(policy);
    if ((policy.element() as HTMLSelectElement).value === '') await userEvent.keyboard('{ArrowDown}');
    await typeInto(screen.getByLabelText(/First day/), '07062026');
    await typeInto(screen.getByLabelText(/Last day/), '07072026');
    await typeInto(screen.getByRole('textbox', { name: /Hours per working day/ }), '8');
    await press(screen.getByRole('button', { name: 'Send request' }));
    // Focus on the notice that says so (its box, which holds the status).
    const sent = screen.getByRole('status').filter({ hasText: /Your request of Jul 6.*Jul 7, 2026 is sent/ });
    await expect.element(sent, SLOW).toBeVisible();
    // Focus moves to it once it has painted (on a loaded runner, a moment after it shows).
    await expect.poll(() => document.activeElement, SLOW).toBe(sent.element().parentElement);
    const cancel = screen.getByRole('button', { name: /Cancel request of Jul 6.*Jul 7, 2026/ });
    await press(cancel);
    const cancelled = screen
      .getByRole('status')
      .filter({ hasText: /Your request of Jul 6.*Jul 7, 2026 is cancelled/ });
    await expect.element(cancelled, SLOW).toBeVisible();
    expect(cancelled.element().parentElement).toBe(document.activeElement);
    await expect.element(cancel).not.toBeInTheDocument();
    const { body: mine } = await session.call('GET', `/v1/companies/${api.companyUuid}/time_off/requests`);
    expect(mine.every((request: { employee: { uuid: string } }) => request.employee.uuid === me)).toBe(true);
    expect(mine.some((request: { start_date: string }) => request.start_date === '2026-07-06')).toBe(false);

    // Nothing sideways: the flow fits its column.
    const flow = document.querySelector('.pk-portal') as HTMLElement;
    expect(flow.scrollWidth).toBeLessThanOrEqual(flow.clientWidth);
    // The session reached only the person: no request of this page was refused.
    expect(
      session.requests.filter((request) => request.status === 403 && !request.path.includes('/preview')),
    ).toEqual([]);
  },
  60_000,
);
