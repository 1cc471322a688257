/**
 * Issue 29: an unsubmitted off-cycle payroll could not be deleted (the only way out was to submit
 * and cancel it, after which it stayed "Unprocessed" for ever). On the landing, each off-cycle
 * payroll not yet run offers Delete, which asks first; regular payrolls never offer it.
 */
import { page, userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { callDemo } from './taxPayHelpers';
import { isoDay, renderRun } from './payrollRunSteps';
import { startPayrollStack } from './payrollRunStack';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('an off-cycle payroll not yet run is deleted from the landing after asking; regular ones offer no Delete', async () => {
  const stack = await startPayrollStack();
  const employees = await callDemo(
    stack.api,
    'GET',
    `/v1/companies/${stack.api.companyUuid}/employees?per=5`,
  );
  const created = await callDemo(stack.api, 'POST', `/v1/companies/${stack.api.companyUuid}/payrolls`, {
    off_cycle: true,
    off_cycle_reason: 'Correction',
    start_date: isoDay(0),
    end_date: isoDay(0),
    check_date: isoDay(7),
    employee_uuids: [(employees.body as Array<{ uuid: string }>)[0]!.uuid],
  });
  expect(created.status).toBeLessThan(300);
  const payrollId = (created.body as { uuid: string }).uuid;
  const { screen, onEvent } = await renderRun(stack);

  const offCycle = screen.getByRole('table', { name: /off-cycle/i });
  const remove = offCycle.getByRole('button', { name: /^Delete the off-cycle payroll for / });
  await expect.element(remove).toBeVisible();
  const regular = screen.getByRole('table', { name: /upcoming/i });
  await expect.element(regular.getByRole('button', { name: /^Run payroll for / }).first()).toBeVisible();
  expect(regular.getByRole('button', { name: /^Delete/ }).elements()).toHaveLength(0);

  // Asked first; keeping it changes nothing.
  await userEvent.click(remove);
  const ask = page.getByRole('alertdialog', { name: 'Delete this off-cycle payroll?' });
  await expect.element(ask.getByText(/The Correction payroll for .* is removed/)).toBeVisible();
  await userEvent.click(ask.getByRole('button', { name: 'Keep it' }));
  await expect.element(ask).not.toBeInTheDocument();
  expect(
    (await callDemo(stack.api, 'GET', `/v1/companies/${stack.api.companyUuid}/payrolls/${payrollId}`)).status,
  ).toBe(200);

  // Confirmed: the service deletes it and the landing no longer lists it.
  await userEvent.click(remove);
  await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Delete payroll' }));
  await expect.element(offCycle).not.toBeInTheDocument();
  expect(
    (await callDemo(stack.api, 'GET', `/v1/companies/${stack.api.companyUuid}/payrolls/${payrollId}`)).status,
  ).toBe(404);
  expect(onEvent).toHaveBeenCalledWith('payroll.deleted', { payrollId });
  // Focus is not lost with the row: it is on the landing's heading.
  await expect.element(screen.getByRole('heading', { name: 'Run payroll' })).toHaveFocus();
}, 60_000);
