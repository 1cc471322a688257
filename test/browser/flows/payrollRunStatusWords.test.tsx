/**
 * <PayrollRun/>'s status words follow the money (issue 29): a payroll just submitted is
 * "Submitted", then "Payments scheduled (debit …, paid …)" when the service sends `payroll.paid`
 * (which means the payments are scheduled, SPEC §6.2), and "Paid" only from its check date; the
 * cancel dialog, offered while the service says `cancellable`, says what cancelling stops.
 */
import { page, userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { SLOW, start, upcoming, servicePayroll, startCalculated, submitPayroll } from './payrollRunSteps';

const dateText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T12:00:00Z`),
  );

test('a submitted payroll reads Submitted, then Payments scheduled with its dates, never Paid before its check date', async () => {
  const { stack, screen } = await startCalculated({ bonus: '50' });
  const payroll = await upcoming(stack);
  await submitPayroll(screen);

  const served = await servicePayroll(stack, payroll.uuid);
  expect(served.payment_speed_changed ?? null).toBeNull();
  const debit = dateText(String(served.payroll_status_meta!.expected_debit_time));
  const check = dateText(served.check_date);
  await expect
    .element(
      screen.getByText(
        `Payments scheduled: the company is debited on ${debit} and people are paid on ${check}.`,
      ),
      SLOW,
    )
    .toBeVisible();
  const steps = screen.getByRole('listitem');
  await expect.element(steps.filter({ hasText: 'Submitted' })).toHaveTextContent('(done)');
  await expect
    .element(steps.filter({ hasText: `Payments scheduled (debit ${debit}, paid ${check})` }))
    .toHaveTextContent('(done)');
  // Its check date is ahead: not paid yet.
  await expect
    .element(steps.filter({ hasText: /Paid \((done|to come|in progress)\)/ }))
    .toHaveTextContent('(to come)');
  expect(screen.getByText(/^Paid\./).elements()).toHaveLength(0);
  // The payroll's status says the same (issue 47): the debit to come, never "Paid" before the check date.
  await expect.element(screen.getByText(`Debit on ${debit}`, { exact: true })).toBeVisible();
  expect(screen.getByText(/^Paid( on .*)?$/).elements()).toHaveLength(0);

  // Cancel is offered (the service says cancellable) with words true to this moment.
  expect((await servicePayroll(stack, payroll.uuid)).payroll_status_meta!.cancellable).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel payroll' }));
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this payroll?' });
  await expect
    .element(confirm)
    .toHaveTextContent(
      `No money has moved yet: cancelling stops the debit on ${debit} and the payments on ${check}`,
    );
  await userEvent.click(confirm.getByRole('button', { name: 'Keep payroll' }));
}, 60_000);

test('a payroll whose check date has passed reads Paid, and offers no cancel', async () => {
  const { screen } = await start();
  await userEvent.click(screen.getByRole('button', { name: /^View payroll for / }).first());
  await expect.element(screen.getByText(/^Paid: people were paid on /), SLOW).toBeVisible();
  const paidOn = screen
    .getByText(/^Paid: people were paid on /)
    .element()
    .textContent!.slice(26, -1);
  await expect.element(screen.getByText(`Paid on ${paidOn}`, { exact: true })).toBeVisible();
  await expect
    .element(screen.getByRole('listitem').filter({ hasText: /Paid \((done|to come|in progress)\)/ }))
    .toHaveTextContent('(done)');
  expect(screen.getByRole('button', { name: 'Cancel payroll' }).elements()).toHaveLength(0);
}, 60_000);

test('the landing names a calculated payroll in words ("Calculated"), never the raw phase', async () => {
  const { screen } = await startCalculated({ bonus: '25' });
  await userEvent.click(screen.getByRole('button', { name: 'Back to payrolls' }));
  const resume = screen.getByRole('button', { name: /^Continue payroll for / }).first();
  await expect.element(resume, SLOW).toBeVisible();
  const row = resume.element().closest('tr')!;
  expect(row.textContent).toContain('Calculated');
  expect(row.textContent).not.toMatch(/calculated/);
}, 60_000);

test('the landing shows a payroll deadline in the company payroll zone, named (issue 47)', async () => {
  const { stack, screen } = await start();
  const payroll = await upcoming(stack);
  const served = (await servicePayroll(stack, payroll.uuid, 'include=payroll_status_meta')) as unknown as {
    payroll_deadline: string;
  };
  // The service keeps 16:00 America/Los_Angeles (DECISIONS 46); in June that is daylight time.
  const deadline = new Date(served.payroll_deadline);
  expect(served.payroll_deadline).toMatch(/T16:00:00-07:00$/);
  const text = `${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/Los_Angeles' }).format(deadline)}, 4:00 PM PDT`;
  const run = screen.getByRole('button', { name: /^Run payroll for / }).first();
  await expect.element(run, SLOW).toBeVisible();
  const row = run.element().closest('tr')!;
  expect(row.textContent).toContain(text);
}, 60_000);
