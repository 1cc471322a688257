/**
 * <AutoPayrollSwitch/> against the demo payroll service: a company paying some employees by check
 * tries to turn auto-payroll on and reads why not; a company with nothing in the way turns it on.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { AutoPayrollSwitch } from '../../../src/flows/PaySchedules/AutoPayrollSwitch';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo, expectErrorOn } from './taxPayHelpers';

async function renderSwitch(employees: number) {
  const api = createDemoApi({ employees, now: () => new Date('2026-06-15T16:00:00Z') });
  const path = `/v1/companies/${api.companyUuid}/pay_schedules`;
  const [schedule] = (await callDemo(api, 'GET', path)).body as Array<{
    uuid: string;
    auto_payroll_enablement_blockers: Array<{ key: string; metadata: { employee_uuids?: string[] } }>;
  }>;
  const { screen } = await renderWithDemo(
    <AutoPayrollSwitch companyId={api.companyUuid} payScheduleId={schedule!.uuid} />,
    { api },
  );
  const toggle = screen.getByRole('switch', { name: 'Run payrolls automatically' });
  await expect.element(toggle).toBeVisible();
  return { api, screen, toggle, schedule: schedule!, path };
}

test('paying employees by check blocks it: the reason is shown, and the refusal explained by keyboard', async () => {
  const { api, screen, toggle, schedule, path } = await renderSwitch(12);
  const byCheck = schedule.auto_payroll_enablement_blockers[0]!.metadata.employee_uuids!.length;
  expect(byCheck).toBeGreaterThan(0);
  const reason = `${byCheck} employees on this schedule are paid by check. Put them on direct deposit first.`;
  await expect.element(screen.getByText(reason)).toBeVisible();

  toggle.element().focus();
  await userEvent.keyboard(' ');
  await expectErrorOn(toggle, `Auto-payroll was not turned on: ${reason}`);
  await expect.element(toggle).not.toBeChecked();
  const stored = (await callDemo(api, 'GET', `${path}/${schedule.uuid}`)).body;
  expect(stored.auto_payroll).toBe(false);
});

test('with nothing in the way it turns on and stays on', async () => {
  const { api, screen, toggle, schedule, path } = await renderSwitch(0);
  await expect.element(screen.getByText(/runs on its own before its deadline/)).toBeVisible();
  await userEvent.click(toggle);
  await expect.element(toggle).toBeChecked();
  await expect
    .poll(async () => (await callDemo(api, 'GET', `${path}/${schedule.uuid}`)).body.auto_payroll)
    .toBe(true);
  await expect.element(toggle).not.toHaveAttribute('aria-invalid', 'true');
});
