/**
 * <PayrollRun/> against the demo payroll service through the real proxy and webhook receiver, as a
 * new user would run payroll: landing, editor, calculate, review, submit, processed, paid, receipt;
 * blockers, failures, four-day ACH, two tabs, a reload mid-calculation, cancel, off-cycle.
 */
import { page, userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { startPayrollStack } from './payrollRunStack';
import {
  SLOW,
  calculate,
  money,
  openEditor,
  renderRun,
  servicePayroll,
  start,
  submitDialog,
  submittedEvents,
  upcoming,
} from './payrollRunSteps';
import { callDemo } from './taxPayHelpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

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
  // Each employee's gross, own taxes and net, as the service calculated them.
  const results = await servicePayroll(stack, payroll.uuid, 'include=taxes&page=1&per=100');
  const paid = results.employee_compensations!.find((line) =>
    line.fixed_compensations.some((item) => item.name === 'Bonus' && item.amount === '250.00'),
  )!;
  const taxes = paid
    .taxes!.filter((tax) => !tax.employer)
    .reduce((sum, tax) => sum + Math.round(Number(tax.amount) * 100), 0);
  const resultRow = screen.getByRole('row', { name: new RegExp(`^${paid.first_name} ${paid.last_name}`) });
  await expect.element(resultRow).toHaveTextContent(money(String(paid.gross_pay)));
  await expect.element(resultRow).toHaveTextContent(money((taxes / 100).toFixed(2)));
  await expect.element(resultRow).toHaveTextContent(money(String(paid.net_pay)));

  const dialog = await submitDialog(screen);
  await expect
    .element(dialog)
    .toHaveTextContent(`${money(debit)} will be debited from the company’s bank account`);
  await userEvent.click(dialog.getByRole('button', { name: 'Submit payroll' }));

  await expect.element(screen.getByText('Submitted. The payments are being scheduled.'), SLOW).toBeVisible();
  await expect.element(screen.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await expect
    .element(screen.getByText(/^Payments scheduled: the company is debited on /), SLOW)
    .toBeVisible();
  await expect
    .poll(() => onEvent.mock.calls)
    .toContainEqual(['payroll.processed', { payrollId: payroll.uuid }]);
  await expect.poll(() => onEvent.mock.calls).toContainEqual(['payroll.paid', { payrollId: payroll.uuid }]);
  expect((await servicePayroll(stack, payroll.uuid)).processed).toBe(true);
  // Processed: nothing left to edit.
  expect(screen.getByRole('textbox', { name: /^Regular hours for / }).elements()).toHaveLength(0);
}, 60_000);

test('a company blocker is explained, disables Run and is named to the partner; fixed through the demo controls, the run goes on', async () => {
  const stack = await startPayrollStack();
  await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/blockers`, {
    keys: ['missing_bank_info'],
  });
  const { screen, onEvent } = await renderRun(stack);
  await expect
    .element(screen.getByText('No company bank account: add the account payroll is paid from.'))
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
    .element(screen.getByText('Company onboarding is not finished: complete the remaining steps.'))
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
    screen.getByRole('radio', { name: `Four-day direct deposit: paid on ${fourDayText}` }),
  );
  await expect.element(screen.getByText(`The check date moves to ${fourDayText}.`)).toBeVisible();
  const dialog = await submitDialog(screen);
  await expect.element(dialog).toHaveTextContent(`People are paid on ${fourDayText}.`);
  await userEvent.click(dialog.getByRole('button', { name: 'Submit payroll' }));
  await expect.element(screen.getByText('Submitted. The payments are being scheduled.'), SLOW).toBeVisible();
  const after = await servicePayroll(stack, payroll.uuid, 'include=risk_blockers');
  expect(after.processed).toBe(true);
  expect(after.payment_speed_changed?.current_check_date).toBe(fourDay.check_date);
}, 60_000);

test('submitting from two tabs (and double clicking) submits once', async () => {
  const stack = await startPayrollStack();
  const first = (await renderRun(stack)).screen;
  const grid = await openEditor(first);
  await userEvent.type(grid.getByRole('textbox', { name: /^Bonus for / }).first(), '5');
  await calculate(first);
  const second = (await renderRun(stack)).screen;
  await userEvent.click(second.getByRole('button', { name: /^Continue payroll for / }).first());
  await expect.element(second.getByText('Calculated. Review the amounts, then submit.'), SLOW).toBeVisible();
  const payroll = await upcoming(stack);

  // The first tab confirms with a double click while the second still shows the payroll calculated
  // and submits too. (The first tab's modal dialog makes the rest of this page inert, which two
  // real tabs are not, so the clicks are dispatched on the elements.)
  const secondSubmit = second.getByRole('button', { name: 'Submit payroll' }).element() as HTMLElement;
  await userEvent.click(first.getByRole('button', { name: 'Submit payroll' }));
  const dialog = page.getByRole('alertdialog', { name: 'Submit this payroll?' });
  const firstConfirm = dialog.getByRole('button', { name: 'Submit payroll' }).element() as HTMLElement;
  firstConfirm.click();
  firstConfirm.click();
  secondSubmit.click();
  const confirmIn = () =>
    [...document.querySelectorAll<HTMLElement>('[role="alertdialog"] button')].filter(
      (button) => button.textContent === 'Submit payroll' && button !== firstConfirm,
    );
  await expect.poll(() => confirmIn().length).toBeGreaterThan(0);
  confirmIn()[0]!.click();
  for (const tab of [first, second])
    await expect.element(tab.getByText('Submitted. The payments are being scheduled.'), SLOW).toBeVisible();
  const submits = stack.requests.filter(
    (request) => request.method === 'PUT' && request.path.endsWith('/submit'),
  );
  // One accepted submission. The double click sent nothing more; the second tab may have sent its
  // own before the first was accepted, and the service refused it.
  expect(submits.filter((request) => request.status === 202)).toHaveLength(1);
  expect(submits.length).toBeLessThanOrEqual(2);
  expect(submits.filter((request) => request.status !== 202).every((request) => request.status === 422)).toBe(
    true,
  );
  expect(await submittedEvents(stack, payroll.uuid)).toBe(1);
}, 60_000);
