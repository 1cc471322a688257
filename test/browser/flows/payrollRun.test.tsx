/**
 * <PayrollRun/> against the demo payroll service through the real proxy and webhook receiver, as a
 * new user would run payroll: landing, editor, calculate, review, submit, processed, paid, receipt;
 * blockers, failures, four-day ACH, two tabs, a reload mid-calculation, cancel, off-cycle.
 */
import { userEvent, type Locator } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import type { DemoApiOptions } from '../../../src/testing';
import { startPayrollStack, type PayrollStack } from './payrollRunStack';
import { callDemo } from './taxPayHelpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 15_000 };

interface ServicePayroll {
  uuid: string;
  processed: boolean;
  check_date: string;
  totals?: Record<string, string>;
  processing_request: { status: string } | null;
  payment_speed_changed?: { current_check_date: string } | null;
  employee_compensations?: Array<{
    employee_uuid: string;
    first_name: string;
    last_name: string;
    version: string;
    hourly_compensations: Array<{ name: string; hours: string; job_uuid: string }>;
    fixed_compensations: Array<{ name: string; amount: string }>;
  }>;
}

async function renderRun(stack: PayrollStack) {
  const onEvent = vi.fn();
  const screen = await stack.render(<PayrollRun companyId={stack.api.companyUuid} onEvent={onEvent} />);
  await expect.element(screen.getByRole('heading', { name: 'Run payroll' })).toBeVisible();
  return { screen, onEvent };
}

async function start(options: DemoApiOptions = {}) {
  const stack = await startPayrollStack(options);
  return { stack, ...(await renderRun(stack)) };
}

/** The first upcoming regular payroll, as the service lists it. */
async function upcoming(stack: PayrollStack): Promise<ServicePayroll> {
  const { body } = await callDemo(
    stack.api,
    'GET',
    `/v1/companies/${stack.api.companyUuid}/payrolls?processing_statuses=unprocessed&payroll_types=regular&end_date=${isoDay(89)}`,
  );
  return (body as ServicePayroll[])[0]!;
}

async function servicePayroll(
  stack: PayrollStack,
  id: string,
  query = 'include=totals',
): Promise<ServicePayroll> {
  return (await callDemo(stack.api, 'GET', `/v1/companies/${stack.api.companyUuid}/payrolls/${id}?${query}`))
    .body as ServicePayroll;
}

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

function money(decimal: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(decimal));
}

/** Opens the first upcoming payroll and waits for its editor. */
async function openEditor(screen: Locator) {
  await userEvent.click(screen.getByRole('button', { name: /^Run payroll for / }).first());
  const grid = screen.getByRole('grid', { name: 'Payroll editor' });
  await expect.element(grid.getByRole('textbox', { name: /^Regular hours for / }).first()).toBeVisible();
  return grid;
}

async function calculate(screen: Locator) {
  await expect.element(screen.getByText('All changes saved.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Calculate payroll' }));
  await expect.element(screen.getByText('Calculated. Review the amounts, then submit.'), SLOW).toBeVisible();
}

async function submit(screen: Locator) {
  await userEvent.click(screen.getByRole('button', { name: 'Submit payroll' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Submit this payroll?' });
  await userEvent.click(dialog.getByRole('button', { name: 'Submit payroll' }));
  return dialog;
}

async function submittedEvents(stack: PayrollStack, payrollId: string): Promise<number> {
  const response = await stack.api.fetch(
    `/v1/events?event_type=payroll.submitted&resource_uuid=${payrollId}`,
    {
      headers: { authorization: `Bearer ${stack.api.tokens.system}` },
    },
  );
  const events = (await response.json()) as Array<{ entity_uuid: string }>;
  return events.filter((event) => event.entity_uuid === payrollId).length;
}

test('runs a regular payroll end to end: hours and a bonus, calculate, review, submit, processed, paid, receipt', async () => {
  const { stack, screen, onEvent } = await start();
  const grid = await openEditor(screen);
  const hours = grid.getByRole('textbox', { name: /^Regular hours for / }).first();
  await userEvent.clear(hours);
  await userEvent.type(hours, '40');
  await userEvent.type(grid.getByRole('textbox', { name: /^Bonus for / }).first(), '250');
  await calculate(screen);
  expect(onEvent).toHaveBeenCalledWith('payroll.calculated', expect.anything());

  const payroll = await upcoming(stack);
  const calculated = await servicePayroll(stack, payroll.uuid);
  const debit = calculated.totals!.company_debit!;
  expect(calculated.totals!.employee_bonuses).toBe('250.00');
  await expect.element(screen.getByText(money(debit)).first()).toBeVisible();

  const dialog = await submitDialog(screen);
  await expect
    .element(dialog)
    .toHaveTextContent(`${money(debit)} will be debited from the company’s bank account`);
  await userEvent.click(dialog.getByRole('button', { name: 'Submit payroll' }));

  await expect.element(screen.getByText('Processed. The money moves on the debit date.'), SLOW).toBeVisible();
  await expect.element(screen.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await expect.element(screen.getByText('Paid.'), SLOW).toBeVisible();
  expect(onEvent).toHaveBeenCalledWith('payroll.processed', { payrollId: payroll.uuid });
  expect(onEvent).toHaveBeenCalledWith('payroll.paid', { payrollId: payroll.uuid });
  expect((await servicePayroll(stack, payroll.uuid)).processed).toBe(true);
  // Processed: nothing left to edit.
  expect(screen.getByRole('textbox', { name: /^Regular hours for / }).elements()).toHaveLength(0);
}, 60_000);

async function submitDialog(screen: Locator) {
  await userEvent.click(screen.getByRole('button', { name: 'Submit payroll' }));
  return screen.getByRole('alertdialog', { name: 'Submit this payroll?' });
}

test('a company blocker is explained, disables Run and is named to the partner; fixed through the demo controls, the run goes on', async () => {
  const stack = await startPayrollStack();
  await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/blockers`, {
    keys: ['missing_bank_info'],
  });
  const { screen, onEvent } = await renderRun(stack);
  await expect
    .element(screen.getByText('The company has no bank account. Add the account payroll is paid from.'))
    .toBeVisible();
  await expect.element(screen.getByRole('button', { name: /^Run payroll for / }).first()).toBeDisabled();
  expect(onEvent).toHaveBeenCalledWith('payroll.blocked', { blockers: ['missing_bank_info'] });

  await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/blockers`, { keys: [] });
  await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
  await expect.element(screen.getByRole('button', { name: /^Run payroll for / }).first()).toBeEnabled();
  const grid = await openEditor(screen);

  // A blocker that appears mid-run refuses the calculation, explained in place; fixed, it runs.
  await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/blockers`, {
    keys: ['needs_onboarding'],
  });
  await userEvent.type(grid.getByRole('textbox', { name: /^Bonus for / }).first(), '10');
  await expect.element(screen.getByText('All changes saved.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Calculate payroll' }));
  await expect
    .element(screen.getByText('Company onboarding is not finished. Complete the remaining onboarding steps.'))
    .toBeVisible();
  await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/blockers`, { keys: [] });
  await userEvent.click(screen.getByRole('button', { name: 'Calculate payroll' }));
  await expect.element(screen.getByText('Calculated. Review the amounts, then submit.'), SLOW).toBeVisible();
}, 60_000);

test('a calculation that fails is explained and retried', async () => {
  const { stack, screen, onEvent } = await start();
  await openEditor(screen);
  const payroll = await upcoming(stack);
  await stack.control('POST', `/__demo/payrolls/${payroll.uuid}/fail-next`, {
    step: 'calculate',
    errors: [{ error_key: 'base', category: 'processing_error', message: 'The tax engine timed out.' }],
  });
  await userEvent.click(screen.getByRole('button', { name: 'Calculate payroll' }));
  await expect
    .element(screen.getByRole('alert').getByText('The payroll could not be processed'), SLOW)
    .toBeVisible();
  await expect.element(screen.getByText('The tax engine timed out.')).toBeVisible();
  expect(onEvent).toHaveBeenCalledWith('payroll.failed', {
    payrollId: payroll.uuid,
    errors: [{ message: 'The tax engine timed out.', key: 'base' }],
  });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await expect.element(screen.getByText('Calculated. Review the amounts, then submit.'), SLOW).toBeVisible();
}, 60_000);

test('a submission blocker is resolved by moving to four-day ACH, with the new check date shown before submitting', async () => {
  const { stack, screen } = await start();
  await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/settings`, {
    fast_ach_threshold: '1.00',
  });
  await openEditor(screen);
  await calculate(screen);
  const payroll = await upcoming(stack);
  const summary = (
    await callDemo(
      stack.api,
      'GET',
      `/v1/companies/${stack.api.companyUuid}/payrolls/${payroll.uuid}?include=risk_blockers,totals`,
    )
  ).body as {
    submission_blockers: Array<{ unblock_options: Array<{ unblock_type: string; check_date: string }> }>;
  };
  const fourDay = summary.submission_blockers[0]!.unblock_options.find(
    (o) => o.unblock_type === 'move_to_four_day',
  )!;
  const fourDayText = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${fourDay.check_date}T00:00:00Z`),
  );

  // Submitting without a choice is refused on the choice.
  await userEvent.click(screen.getByRole('button', { name: 'Submit payroll' }));
  await expect.element(screen.getByText('Choose how to pay this payroll.')).toBeVisible();
  await userEvent.click(
    screen.getByRole('radio', { name: `Use four-day direct deposit: people are paid on ${fourDayText}` }),
  );
  await expect
    .element(screen.getByText(`With four-day direct deposit the check date moves to ${fourDayText}.`))
    .toBeVisible();
  const dialog = await submitDialog(screen);
  await expect.element(dialog).toHaveTextContent(`People are paid on ${fourDayText}.`);
  await userEvent.click(dialog.getByRole('button', { name: 'Submit payroll' }));
  await expect.element(screen.getByText('Processed. The money moves on the debit date.'), SLOW).toBeVisible();
  const after = await servicePayroll(stack, payroll.uuid, 'include=risk_blockers');
  expect(after.processed).toBe(true);
  expect(after.payment_speed_changed?.current_check_date).toBe(fourDay.check_date);
}, 60_000);

test('submitting from two tabs (and double clicking) submits once', async () => {
  const stack = await startPayrollStack();
  const first = await renderRun(stack);
  const grid = await openEditor(first.screen);
  await userEvent.type(grid.getByRole('textbox', { name: /^Bonus for / }).first(), '5');
  await calculate(first.screen);
  const second = await renderRun(stack);
  await userEvent.click(second.screen.getByRole('button', { name: /^Continue payroll for / }).first());
  await expect
    .element(second.screen.getByText('Calculated. Review the amounts, then submit.'), SLOW)
    .toBeVisible();

  const dialogs = [];
  for (const tab of [first.screen, second.screen]) {
    await userEvent.click(tab.getByRole('button', { name: 'Submit payroll' }));
    dialogs.push(tab.getByRole('alertdialog', { name: 'Submit this payroll?' }).last());
  }
  const confirm = dialogs.map(
    (dialog) => dialog.getByRole('button', { name: 'Submit payroll' }).element() as HTMLElement,
  );
  confirm[0]!.click();
  confirm[0]!.click();
  confirm[1]!.click();
  for (const tab of [first.screen, second.screen])
    await expect.element(tab.getByText('Processed. The money moves on the debit date.'), SLOW).toBeVisible();
  const payroll = await upcoming(stack).catch(() => undefined);
  const processed = payroll ?? undefined;
  void processed;
  const list = (
    await callDemo(
      stack.api,
      'GET',
      `/v1/companies/${stack.api.companyUuid}/payrolls?processing_statuses=processed&include=totals`,
    )
  ).body as ServicePayroll[];
  const submittedPayroll =
    list.find((candidate) => candidate.processing_request?.status === 'submit_success') ?? list[0]!;
  expect(await submittedEvents(stack, submittedPayroll.uuid)).toBe(1);
}, 60_000);
