/**
 * <PayScheduleAssignments/> against the demo payroll service with its clock fixed on Mon Jun 15,
 * 2026, as a new admin would: a second schedule is created unassigned, the hourly employees are
 * moved to it after reviewing whose pay schedule changes, and both schedules end up active.
 */
import { page, userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { PayScheduleAssignments } from '../../../src/flows/PaySchedules/PayScheduleAssignments';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { demoAdmin } from '../../support/demoAdmin';
import { addPaySchedule, TWICE_A_MONTH } from '../../support/paySchedules';
import { callDemo, expectErrorOn } from './taxPayHelpers';
import { tabTo } from '../tabTo';
import { addDepartment, employeeUuids } from '../../support/departments';
import type { DemoApi } from './renderWithDemo';

async function setUp(prepare?: (api: DemoApi) => Promise<void>) {
  const api = createDemoApi({ employees: 12, now: () => new Date('2026-06-15T16:00:00Z') });
  const schedules = `/v1/companies/${api.companyUuid}/pay_schedules`;
  const second = await addPaySchedule(demoAdmin(api), { ...TWICE_A_MONTH, custom_name: 'Hourly crew' });
  expect(second.active).toBe(false);
  await prepare?.(api);
  const onAssigned = vi.fn();
  const { screen } = await renderWithDemo(
    <PayScheduleAssignments companyId={api.companyUuid} onAssigned={onAssigned} />,
    { api },
  );
  await expect.element(screen.getByText('Everyone is paid on Every other week.')).toBeVisible();
  return { api, screen, schedules, second, onAssigned };
}

test('moves the hourly employees to a second schedule after reviewing who changes, by keyboard', async () => {
  const { api, screen, schedules, second, onAssigned } = await setUp();
  const byDepartment = screen.getByRole('radio', { name: /By department/ });
  await expect.element(byDepartment).toBeDisabled();
  await expect.element(screen.getByText('Unavailable: the company has no departments yet.')).toBeVisible();

  // Keyboard only: arrow to the second choice, tab to each select, pick with the keyboard.
  const single = screen.getByRole('radio', { name: 'Everyone on one schedule' });
  await userEvent.click(single);
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(screen.getByRole('radio', { name: /Hourly and salaried/ })).toBeChecked();
  const hourly = screen.getByRole('combobox', { name: /Pay schedule of hourly employees/ });
  const salaried = screen.getByRole('combobox', { name: /Pay schedule of salaried employees/ });
  await userEvent.selectOptions(hourly, 'Hourly crew');
  await userEvent.selectOptions(salaried, 'Every other week');
  await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));

  const review = screen.getByRole('region', { name: 'Changes to review' });
  await expect.element(review.getByRole('status')).toHaveTextContent(/employees move to a new pay schedule/);
  const rows = review.getByRole('row').all().slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    // Biweekly Jun 6–19 → the first twice-a-month period after it; Jun 20–30 is the transition.
    await expect.element(row).toHaveTextContent('Hourly crew');
    await expect.element(row).toHaveTextContent('Jul 1, 2026 – Jul 15, 2026');
    await expect.element(row).toHaveTextContent('Jun 20, 2026 – Jun 30, 2026');
  }

  const confirm = review.getByRole('button', { name: 'Confirm assignment' });
  confirm.element().focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Saved: pay schedules assigned.')).toBeVisible();
  await expect
    .element(
      screen.getByText(/Hourly employees are paid on Hourly crew; salaried employees on Every other week\./),
    )
    .toBeVisible();
  expect(onAssigned).toHaveBeenCalledWith(
    expect.objectContaining({ type: 'hourly_salaried', hourly_pay_schedule_uuid: second.uuid }),
  );
  const stored = (await callDemo(api, 'GET', schedules)).body as Array<{ active: boolean }>;
  expect(stored.map((s) => s.active)).toEqual([true, true]);
});

test('asks for a schedule on the field before reviewing, and says when no one changes', async () => {
  const { screen } = await setUp();
  await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
  const schedule = screen.getByRole('combobox', { name: /^Pay schedule/ });
  await expectErrorOn(schedule, 'Choose a pay schedule.');
  await userEvent.selectOptions(schedule, 'Every other week');
  await expect.element(schedule).not.toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
  await expect.element(screen.getByText('No one’s pay schedule changes.')).toBeVisible();
});

test('maps each department to a schedule by keyboard alone at 320 px, each required', async () => {
  await page.viewport(320, 800);
  const { api, screen, schedules, second, onAssigned } = await setUp(async (api) => {
    const staff = await employeeUuids(demoAdmin(api));
    await addDepartment(demoAdmin(api), 'Engineering', staff.slice(0, 2));
    await addDepartment(demoAdmin(api), 'Sales', staff.slice(2, 3));
  });
  const root = document.querySelector<HTMLElement>('.pk-flow-section')!;
  const fits = () => {
    expect(root.scrollWidth, 'scrolls sideways').toBeLessThanOrEqual(root.clientWidth + 1);
    const focused = document.activeElement as HTMLElement;
    if (!focused.closest('.pk-table-wrap'))
      expect(focused.getBoundingClientRect().right).toBeLessThanOrEqual(
        root.getBoundingClientRect().right + 1,
      );
  };
  await userEvent.click(screen.getByRole('radio', { name: 'Everyone on one schedule' }));
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  await expect.element(screen.getByRole('radio', { name: /By department/ })).toBeChecked();
  // A row per department with its people count.
  const rows = screen.getByRole('table').getByRole('row');
  await expect.element(rows.nth(1)).toHaveTextContent(/Engineering\s*2/);
  await expect.element(rows.nth(2)).toHaveTextContent(/Sales\s*1/);

  await tabTo(screen.getByRole('button', { name: 'Review changes' }));
  await userEvent.keyboard('{Enter}');
  const engineering = screen.getByRole('combobox', { name: 'Pay schedule of Engineering' });
  const sales = screen.getByRole('combobox', { name: 'Pay schedule of Sales' });
  await expectErrorOn(engineering, 'Choose a pay schedule.');
  await expectErrorOn(sales, 'Choose a pay schedule.');
  // Options: the placeholder, Every other week, Hourly crew.
  await tabTo(engineering, { backward: true });
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect.element(engineering).toHaveDisplayValue('Hourly crew');
  await tabTo(sales);
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(sales).toHaveDisplayValue('Every other week');
  fits();
  await tabTo(screen.getByRole('button', { name: 'Review changes' }));
  await userEvent.keyboard('{Enter}');
  const review = screen.getByRole('region', { name: 'Changes to review' });
  await expect
    .element(review.getByRole('status'))
    .toHaveTextContent('2 employees move to a new pay schedule.');
  await tabTo(review.getByRole('button', { name: 'Confirm assignment' }));
  fits();
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Each department has its own pay schedule.')).toBeVisible();
  expect(onAssigned).toHaveBeenCalledWith(expect.objectContaining({ type: 'by_department' }));
  const stored = (await callDemo(api, 'GET', `${schedules}/assignments`)).body;
  expect(stored.departments.map((d: { pay_schedule_uuid: string }) => d.pay_schedule_uuid)).toEqual([
    second.uuid,
    expect.not.stringMatching(second.uuid),
  ]);
});
