/**
 * <EmployeeManagement/> against the demo payroll service through the real proxy, as an admin
 * would after onboarding: a raise from the next pay period (paid by that payroll), a child support
 * garnishment refused on its pay-period maximum then added, a pay stub's PDF, a termination with
 * a dismissal payroll handed to <PayrollRun/> (its gross is DECISIONS 57's hand-worked figure),
 * and a rehire. The service's clock is pinned to Monday 15 June 2026.
 */
import { userEvent, type Locator } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { EmployeeManagement } from '../../../src/flows';
import { startPayrollStack, type PayrollStack } from './payrollRunStack';
import { callDemo, expectErrorOn, seededEmployee } from './taxPayHelpers';

const NOW = Date.parse('2026-06-15T16:00:00Z');
const SLOW = { timeout: 15_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderManagement(width?: number) {
  const stack = await startPayrollStack({ employees: 12, now: () => new Date(NOW) });
  const onRunDismissalPayroll = vi.fn();
  const onEvent = vi.fn();
  const ui = (
    <EmployeeManagement
      companyId={stack.api.companyUuid}
      onRunDismissalPayroll={onRunDismissalPayroll}
      onEvent={onEvent}
      today="2026-06-15"
    />
  );
  const rendered = await stack.render(width ? <div style={{ width: `${width}px` }}>{ui}</div> : ui);
  return { stack, screen: rendered.locator, onRunDismissalPayroll, onEvent };
}

/** Calculates a payroll through the service and reads the employee's gross pay and deductions. */
async function calculated(stack: PayrollStack, payrollId: string, employeeId: string) {
  const { api } = stack;
  const path = `/v1/companies/${api.companyUuid}/payrolls/${payrollId}`;
  expect((await callDemo(api, 'PUT', `${path}/calculate`)).status).toBe(202);
  await api.clock.advance(1000);
  const { body } = await callDemo(api, 'GET', `${path}?include=deductions&page=1&per=100`);
  const row = (
    body as {
      employee_compensations: Array<{
        employee_uuid: string;
        gross_pay: string;
        deductions?: Array<{ name: string; amount: string }>;
      }>;
    }
  ).employee_compensations.find((entry) => entry.employee_uuid === employeeId)!;
  return row;
}

/** The unprocessed regular payroll of the pay period starting on `start`. */
async function regularPayroll(stack: PayrollStack, start: string): Promise<string> {
  const { body } = await callDemo(
    stack.api,
    'GET',
    `/v1/companies/${stack.api.companyUuid}/payrolls?processing_statuses=unprocessed&payroll_types=regular&per=100`,
  );
  return (body as Array<{ uuid: string; pay_period: { start_date: string } }>).find(
    (payroll) => payroll.pay_period.start_date === start,
  )!.uuid;
}

async function openEmployee(screen: Locator, name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Manage ${name}` }));
  const heading = screen.getByRole('heading', { name, level: 2 });
  await expect.element(heading, SLOW).toHaveFocus();
}

test('a raise from the next pay period paid by that payroll; a child support garnishment refused on its pay-period maximum, then added and taken as a deduction shown on the pay stub PDF', async () => {
  const { stack, screen, onEvent } = await renderManagement();
  const grace = await seededEmployee(stack.api, 'Grace', 'Lovelace');
  await expect.element(screen.getByRole('heading', { name: 'Team' })).toBeVisible();
  await openEmployee(screen, 'Grace Lovelace');

  // Job and compensation: $85,000 a year now; $91,000 from Saturday 20 June, the next period.
  const history = screen.getByRole('table', { name: /Pay history of/ });
  await expect
    .element(history.getByRole('row', { name: /\$85,000\.00 Per year/ }))
    .toHaveTextContent('Current');
  await userEvent.click(screen.getByRole('button', { name: 'Change pay from a date' }));
  await expect.element(screen.getByRole('heading', { name: 'Change pay from a date' }), SLOW).toHaveFocus();
  const rate = screen.getByRole('textbox', { name: /New rate/ });
  await userEvent.fill(rate, '91000');
  await userEvent.click(screen.getByRole('button', { name: 'Save the pay change' }));
  // No date: refused on its field, the rate kept.
  await expectErrorOn(screen.getByLabelText(/Effective from/), 'This field is required');
  await expect.element(rate).toHaveValue('91000.00');
  await userEvent.fill(screen.getByLabelText(/Effective from/), '2026-06-20');
  await userEvent.click(screen.getByRole('button', { name: 'Save the pay change' }));
  await expect.element(screen.getByText(/The new pay of \$91,000\.00 takes effect on/)).toBeVisible();
  await expect
    .element(history.getByRole('row', { name: /\$91,000\.00 Per year/ }))
    .toHaveTextContent('Upcoming');
  await expect.element(screen.getByRole('heading', { name: 'Job and compensation' })).toHaveFocus();
  expect(onEvent).toHaveBeenCalledWith(
    'compensation.changed',
    expect.objectContaining({ employeeId: grace, effectiveDate: '2026-06-20' }),
  );

  // Deductions: a child support order whose pay-period maximum is above its annual maximum.
  await userEvent.click(screen.getByRole('button', { name: 'Add a garnishment' }));
  await expect.element(screen.getByRole('heading', { name: 'Add a garnishment' }), SLOW).toHaveFocus();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Kind of order/ }), 'child_support');
  await userEvent.fill(screen.getByRole('textbox', { name: 'Description' }), 'Child support, Broward County');
  await userEvent.fill(screen.getByRole('textbox', { name: /Amount per payroll/ }), '150');
  await userEvent.fill(screen.getByRole('textbox', { name: /Annual maximum/ }), '500');
  const perPeriod = screen.getByRole('textbox', { name: /Pay-period maximum/ });
  await userEvent.fill(perPeriod, '600');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /State of the order/ }), 'FL');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /County/ }), '12011');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Payment period/ }), 'Monthly');
  await userEvent.click(screen.getByRole('button', { name: 'Save garnishment' }));
  await expectErrorOn(perPeriod, 'Enter $499.99 or less.');
  expect((await callDemo(stack.api, 'GET', `/v1/employees/${grace}/garnishments`)).body as unknown[]).toEqual(
    [],
  );

  // A valid order: $1,200 a year, $100 a pay period, with the case number Florida requires.
  await userEvent.fill(screen.getByRole('textbox', { name: /Annual maximum/ }), '1200');
  await userEvent.fill(perPeriod, '100');
  await userEvent.fill(screen.getByRole('textbox', { name: /Case number/ }), 'FL-2026-118');
  await userEvent.click(screen.getByRole('button', { name: 'Save garnishment' }));
  await expect
    .element(screen.getByText('Added the garnishment Child support, Broward County.'))
    .toBeVisible();
  const order = screen.getByRole('row', { name: /Child support, Broward County/ });
  await expect.element(order).toHaveTextContent(/Child support.*\$150\.00.*Active/);

  // The payroll of 6–19 June, still the old pay ($85,000 ÷ 26 = $3,269.23), takes the order,
  // capped at its $100 pay-period maximum; processed, it gives Grace a pay stub.
  const currentPayroll = await regularPayroll(stack, '2026-06-06');
  const current = await calculated(stack, currentPayroll, grace);
  expect(current.gross_pay).toBe('3269.23');
  expect(current.deductions).toContainEqual(
    expect.objectContaining({ name: 'Child support, Broward County', amount: '100.00' }),
  );
  const submitPath = `/v1/companies/${stack.api.companyUuid}/payrolls/${currentPayroll}/submit`;
  expect((await callDemo(stack.api, 'PUT', submitPath, {})).status).toBe(202);
  await stack.api.clock.advance(2000);

  // The next payroll (20 June – 3 July) pays the raise, $91,000 ÷ 26, and takes the order too.
  const next = await calculated(stack, await regularPayroll(stack, '2026-06-20'), grace);
  expect(next.gross_pay).toBe('3500.00');
  expect(next.deductions).toContainEqual(
    expect.objectContaining({ name: 'Child support, Broward County', amount: '100.00' }),
  );

  // Pay stubs, read again when Grace's page opens again: the new stub of 24 June, newest first,
  // and its PDF with the payroll's own figures and the deduction line.
  await userEvent.click(screen.getByRole('button', { name: 'Back to employees' }));
  await openEmployee(screen, 'Grace Lovelace');
  const stubs = screen.getByRole('table', { name: /Pay stubs of this employee/ });
  await expect.element(stubs.getByRole('row').nth(1), SLOW).toHaveTextContent(/Jun 24, 2026.*\$3,269\.23/);
  await expect.element(stubs.getByRole('row', { name: /Jun 10, 2026/ })).toBeVisible();
  await userEvent.click(stubs.getByRole('button', { name: 'View the pay stub of Jun 24, 2026' }));
  const preview = screen.getByTitle('Pay stub of Jun 24, 2026');
  await expect.element(preview, SLOW).toBeVisible();
  const link = screen.getByRole('link', { name: 'Open the pay stub of Jun 24, 2026 in a new tab' });
  const href = link.element().getAttribute('href')!;
  expect(href).toMatch(/^blob:/);
  expect(preview.element().getAttribute('src')).toBe(href);
  const pdf = await (await fetch(href)).text();
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain('(Gross pay: $3,269.23)');
  expect(pdf).toContain('(Child support, Broward County: $100.00)');
}, 90_000);

test('terminating a salaried employee with a dismissal payroll hands it to PayrollRun with the hand-worked final pay; the employee is rehired', async () => {
  const { stack, screen, onRunDismissalPayroll, onEvent } = await renderManagement();
  const grace = await seededEmployee(stack.api, 'Grace', 'Lovelace');
  await openEmployee(screen, 'Grace Lovelace');
  await expect.element(screen.getByText('Employed.')).toBeVisible();

  // Last day Tuesday 16 June, final wages on a dismissal payroll.
  await userEvent.click(screen.getByRole('button', { name: 'Terminate employment' }));
  await expect.element(screen.getByRole('heading', { name: 'Terminate employment' }), SLOW).toHaveFocus();
  await userEvent.fill(screen.getByLabelText(/Last day of work/), '2026-06-16');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Run a dismissal payroll for the final pay' }));
  await userEvent.click(screen.getByRole('button', { name: 'Terminate', exact: true }));
  await expect.element(screen.getByText(/The final pay is paid on a dismissal payroll\./)).toBeVisible();
  expect(onEvent).toHaveBeenCalledWith('employee.terminated', {
    employeeId: grace,
    runDismissalPayroll: true,
  });
  // A dismissal payroll makes it final: no cancel, and the period waits for its payroll.
  await expect.element(screen.getByText(/can no longer be cancelled/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Cancel the termination' }).query()).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Run the dismissal payroll' }));
  await vi.waitFor(() => expect(onRunDismissalPayroll).toHaveBeenCalledTimes(1), SLOW);
  const payrollId = onRunDismissalPayroll.mock.calls[0]![0] as string;
  const { body: payroll } = await callDemo(
    stack.api,
    'GET',
    `/v1/companies/${stack.api.companyUuid}/payrolls/${payrollId}`,
  );
  expect(payroll).toMatchObject({ off_cycle_reason: 'Dismissed employee', final_termination_payroll: true });
  // DECISIONS 57 by hand: Mon 8 – Tue 16 June is 7 business days, $85,000 × 7 ÷ 260 = $2,288.46;
  // the Vacation policy pays out its 48 h at $85,000 ÷ 2,080 = $40.87 an hour, $1,961.76.
  // Gross: $4,250.22.
  expect((await calculated(stack, payrollId, grace)).gross_pay).toBe('4250.22');
  // Pressed again, it opens the same payroll rather than create a second one.
  await userEvent.click(screen.getByRole('button', { name: 'Open the dismissal payroll' }));
  expect(onRunDismissalPayroll).toHaveBeenLastCalledWith(payrollId);
  const { body: offCycle } = await callDemo(
    stack.api,
    'GET',
    `/v1/companies/${stack.api.companyUuid}/payrolls?processing_statuses=unprocessed&payroll_types=off_cycle&per=100`,
  );
  expect(
    (offCycle as Array<{ off_cycle_reason: string }>).filter(
      (p) => p.off_cycle_reason === 'Dismissed employee',
    ),
  ).toHaveLength(1);

  // Back on Monday 29 June at the company's office.
  await userEvent.click(screen.getByRole('button', { name: 'Rehire' }));
  await expect.element(screen.getByRole('heading', { name: 'Rehire' }), SLOW).toHaveFocus();
  await userEvent.fill(screen.getByLabelText(/First day back/), '2026-06-29');
  // The rehire form's own work location (the page's Work address section has one too).
  const location = screen
    .getByRole('region', { name: 'Rehire' })
    .getByRole('combobox', { name: /Work location/ });
  await expect.element(location.getByRole('option').nth(1)).toBeInTheDocument();
  await userEvent.selectOptions(
    location,
    location.getByRole('option').nth(1).element().getAttribute('value')!,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Rehire', exact: true }));
  // The saved notice, and the employment's status.
  await expect.element(screen.getByText('Rehired from Jun 29, 2026.').first()).toBeVisible();
  const employments = screen.getByRole('table', { name: /Employments of this employee/ });
  await expect.element(employments.getByRole('row').nth(1)).toHaveTextContent(/Jun 16, 2026/);
  await expect.element(employments.getByRole('row').nth(2)).toHaveTextContent(/Jun 29, 2026.*Current/);
  expect(onEvent).toHaveBeenCalledWith('employee.rehired', {
    employeeId: grace,
    effectiveDate: '2026-06-29',
  });
}, 90_000);

test('a termination without a dismissal payroll is cancelled while its last day is ahead', async () => {
  const { stack, screen, onEvent } = await renderManagement();
  const alan = await seededEmployee(stack.api, 'Alan', 'Lovelace');
  await openEmployee(screen, 'Alan Lovelace');
  await userEvent.click(screen.getByRole('button', { name: 'Terminate employment' }));
  await userEvent.fill(screen.getByLabelText(/Last day of work/), '2026-06-30');
  await userEvent.click(screen.getByRole('button', { name: 'Terminate', exact: true }));
  await expect.element(screen.getByText(/The final pay is paid on the regular schedule\./)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel the termination' }));
  const dialog = screen.getByRole('alertdialog').or(screen.getByRole('dialog'));
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel the termination' }));
  await expect.element(screen.getByText('The termination was cancelled.')).toBeVisible();
  await expect.element(screen.getByText('Employed.')).toBeVisible();
  expect(onEvent).toHaveBeenCalledWith('termination.cancelled', { employeeId: alan });
  expect((await callDemo(stack.api, 'GET', `/v1/employees/${alan}/terminations`)).body).toEqual([]);
}, 60_000);

/** The first seeded employee whose only job is paid by the hour (the seed pays every other one so). */
async function hourlyEmployee(stack: PayrollStack): Promise<{ uuid: string; name: string }> {
  const { body } = await callDemo(
    stack.api,
    'GET',
    `/v1/companies/${stack.api.companyUuid}/employees?per=100`,
  );
  for (const employee of body as Array<{ uuid: string; first_name: string; last_name: string }>) {
    const jobs = (await callDemo(stack.api, 'GET', `/v1/employees/${employee.uuid}/jobs`)).body as Array<{
      compensations?: Array<{ payment_unit: string }>;
    }>;
    if (jobs.length === 1 && jobs[0]!.compensations?.[0]?.payment_unit === 'Hour')
      return { uuid: employee.uuid, name: `${employee.first_name} ${employee.last_name}` };
  }
  throw new Error('No hourly seeded employee');
}

test('an hourly employee gets a further job at an hourly rate, refused on its field until named; a salaried one is not offered it', async () => {
  const { stack, screen, onEvent } = await renderManagement();
  const hourly = await hourlyEmployee(stack);
  await openEmployee(screen, hourly.name);

  await userEvent.click(screen.getByRole('button', { name: 'Add a job' }));
  await expect.element(screen.getByRole('heading', { name: 'Add a job' }), SLOW).toHaveFocus();
  const rate = screen.getByRole('textbox', { name: /Hourly rate/ });
  await userEvent.fill(rate, '19.5');
  await userEvent.fill(screen.getByLabelText(/Start date/), '2026-06-20');
  await userEvent.click(screen.getByRole('button', { name: 'Add the job' }));
  // No title: refused on its field before anything is sent, the rate kept.
  await expectErrorOn(screen.getByRole('textbox', { name: /Job title/ }), 'This field is required');
  await expect.element(rate).toHaveValue('19.50');
  expect(
    (await callDemo(stack.api, 'GET', `/v1/employees/${hourly.uuid}/jobs`)).body as unknown[],
  ).toHaveLength(1);

  await userEvent.fill(screen.getByRole('textbox', { name: /Job title/ }), 'Weekend barista');
  await userEvent.click(screen.getByRole('button', { name: 'Add the job' }));
  await expect.element(screen.getByText('Added the job Weekend barista.'), SLOW).toBeVisible();
  await expect.element(screen.getByRole('heading', { name: 'Job and compensation' })).toHaveFocus();
  // Read back from the service: the job is named beside the first, paid $19.50 an hour.
  await expect.element(screen.getByText(/Weekend barista, hired Jun 20, 2026/)).toBeVisible();
  const jobs = (await callDemo(stack.api, 'GET', `/v1/employees/${hourly.uuid}/jobs`)).body as Array<{
    uuid: string;
    title: string;
    compensations: Array<{ rate: string; payment_unit: string; flsa_status: string }>;
  }>;
  const added = jobs.find((job) => job.title === 'Weekend barista')!;
  expect(added.compensations).toContainEqual(
    expect.objectContaining({ rate: '19.50', payment_unit: 'Hour', flsa_status: 'Nonexempt' }),
  );
  expect(onEvent).toHaveBeenCalledWith('job.created', { employeeId: hourly.uuid, jobId: added.uuid });

  // Grace is paid a salary: only hourly employees may hold several jobs.
  await userEvent.click(screen.getByRole('button', { name: 'Back to employees' }));
  await openEmployee(screen, 'Grace Lovelace');
  await expect.element(screen.getByRole('button', { name: 'Change pay from a date' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Add a job' }).query()).toBeNull();
}, 60_000);

test('at 320 px every section fits the column, nothing scrolls sideways', async () => {
  const { screen } = await renderManagement(320);
  await openEmployee(screen, 'Grace Lovelace');
  await expect.element(screen.getByRole('table', { name: /Pay stubs of this employee/ })).toBeVisible();
  const root = document.querySelector<HTMLElement>('.pk-employee-management')!;
  expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  expect(root.scrollWidth).toBeLessThanOrEqual(320);
}, 60_000);

/** Presses Tab until `target` has focus: it is reachable from the keyboard, in page order. */
async function tabTo(target: Locator, presses = 80) {
  await expect.element(target, SLOW).toBeVisible();
  const element = target.element();
  for (let press = 0; press < presses && document.activeElement !== element; press += 1)
    await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe(element);
}

test('from the keyboard alone: a garnishment edited and deactivated, a termination made and cancelled', async () => {
  const { stack, screen } = await renderManagement();
  const alan = await seededEmployee(stack.api, 'Alan', 'Lovelace');
  await callDemo(stack.api, 'POST', `/v1/employees/${alan}/garnishments`, {
    description: 'Student loan',
    garnishment_type: 'student_loan',
    court_ordered: true,
    amount: '50.00',
    recurring: true,
  });
  await tabTo(screen.getByRole('button', { name: 'Manage Alan Lovelace' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Alan Lovelace', level: 2 }), SLOW).toHaveFocus();

  // Deactivate the order: Edit, clear Active with Space, save with Enter.
  await tabTo(screen.getByRole('button', { name: 'Edit Student loan' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Edit garnishment' }), SLOW).toHaveFocus();
  const active = screen.getByRole('checkbox', { name: /^Active/ });
  await expect.element(active).toBeChecked();
  await tabTo(active);
  await userEvent.keyboard(' ');
  await expect.element(active).not.toBeChecked();
  await tabTo(screen.getByRole('button', { name: 'Save garnishment' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Saved the garnishment Student loan.')).toBeVisible();
  await expect
    .element(screen.getByRole('row', { name: /Student loan/ }).first())
    .toHaveTextContent('Inactive');
  await expect.element(screen.getByRole('button', { name: 'Edit Student loan' })).toHaveFocus();
  const { body: orders } = await callDemo(stack.api, 'GET', `/v1/employees/${alan}/garnishments`);
  expect(orders).toMatchObject([{ description: 'Student loan', active: false }]);

  // Terminate from the 30th, then cancel it in the dialog.
  await tabTo(screen.getByRole('button', { name: 'Terminate employment' }));
  await userEvent.keyboard('{Enter}');
  const lastDay = screen.getByLabelText(/Last day of work/);
  await expect.element(screen.getByRole('heading', { name: 'Terminate employment' }), SLOW).toHaveFocus();
  await tabTo(lastDay);
  await userEvent.keyboard('06302026');
  await expect.element(lastDay).toHaveValue('2026-06-30');
  await tabTo(screen.getByRole('button', { name: 'Terminate', exact: true }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText(/The final pay is paid on the regular schedule\./)).toBeVisible();
  await tabTo(screen.getByRole('button', { name: 'Cancel the termination' }));
  await userEvent.keyboard('{Enter}');
  const dialog = screen.getByRole('alertdialog').or(screen.getByRole('dialog'));
  const confirm = dialog.getByRole('button', { name: 'Cancel the termination' });
  await expect.element(dialog.getByRole('button', { name: 'Keep it' })).toHaveFocus();
  await tabTo(confirm, 5);
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('The termination was cancelled.')).toBeVisible();
  expect((await callDemo(stack.api, 'GET', `/v1/employees/${alan}/terminations`)).body).toEqual([]);
}, 90_000);
