/**
 * <PaySchedules/> as a new admin would use it, against the demo payroll service with its clock
 * fixed on Mon Jun 15, 2026: a second (twice-a-month) schedule is created and starts unassigned,
 * the hourly employees move onto it after reviewing whose schedule changes, both schedules then
 * show their pay periods; auto-payroll says why it cannot be turned on; an edit names the
 * unprocessed payrolls it deletes, and they come back on the new dates (DECISIONS 39).
 */
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { PaySchedules } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo, type DemoApi } from './renderWithDemo';
import { demoAdmin } from '../../support/demoAdmin';
import { addPaySchedule, MONTHLY } from '../../support/paySchedules';
import { callDemo, expectErrorOn } from './taxPayHelpers';

const TODAY = '2026-06-15';

interface ServicePeriod {
  start_date: string;
  end_date: string;
  check_date: string;
  run_payroll_by: string;
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const show = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

async function renderFlow(employees = 12) {
  const api = createDemoApi({ employees, now: () => new Date(`${TODAY}T16:00:00Z`) });
  const onEvent = vi.fn();
  const { screen } = await renderWithDemo(
    <PaySchedules companyId={api.companyUuid} onEvent={onEvent} today={TODAY} />,
    { api },
  );
  await expect.element(screen.getByRole('button', { name: 'Edit Every other week' })).toBeVisible();
  return { api, screen, onEvent, path: `/v1/companies/${api.companyUuid}/pay_schedules` };
}

async function storedSchedules(api: DemoApi) {
  return (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/pay_schedules`)).body as Array<{
    uuid: string;
    version: string;
    custom_name: string | null;
    active: boolean;
    day_1: number | null;
    day_2: number | null;
    anchor_end_of_pay_period: string;
  }>;
}

test('a second schedule starts unassigned; the hourly employees move onto it after a review; both show their pay periods', async () => {
  const { api, screen, onEvent, path } = await renderFlow();

  // Add a twice-a-month schedule paying on the 15th and the last day (day_2).
  await userEvent.click(screen.getByRole('button', { name: 'Add pay schedule' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Pay frequency/ }), 'Twice per month');
  await userEvent.fill(screen.getByLabelText(/Last day of the first pay period/), '2026-06-30');
  await userEvent.fill(screen.getByLabelText(/First pay date/), '2026-06-30');
  await userEvent.fill(screen.getByRole('textbox', { name: /First pay day of the month/ }), '15');
  await userEvent.fill(screen.getByRole('textbox', { name: /Second pay day of the month/ }), '31');
  await userEvent.fill(screen.getByRole('textbox', { name: /Name \(optional\)/ }), 'Hourly crew');

  // The preview's dates are the service's own preview, and hand-checked: Sat Aug 15 pays on
  // Fri Aug 14, its payroll runs by Wed Aug 12 (two business days before).
  const preview = screen.getByRole('region', { name: 'Upcoming pay periods' });
  const rows = preview.getByRole('row');
  await expect.poll(() => rows.elements().length).toBe(7);
  const service = await callDemo(
    api,
    'GET',
    `${path}/preview?frequency=Twice%20per%20month&anchor_pay_date=2026-06-30&anchor_end_of_pay_period=2026-06-30&day_1=15&day_2=31`,
  );
  const periods = (service.body.pay_periods as ServicePeriod[]).slice(0, 6);
  rows
    .elements()
    .slice(1)
    .forEach((row, index) => {
      const period = periods[index]!;
      const cells = [...row.querySelectorAll('td, th')].map((cell) => cell.textContent);
      expect(cells).toEqual([
        show(period.check_date),
        `${show(period.start_date)} – ${show(period.end_date)}`,
        show(period.run_payroll_by),
      ]);
    });
  expect(rows.elements().map((row) => row.textContent)).toEqual([
    'Pay datePay periodRun payroll by',
    'Jun 30, 2026Jun 16, 2026 – Jun 30, 2026Jun 26, 2026',
    'Jul 15, 2026Jul 1, 2026 – Jul 15, 2026Jul 13, 2026',
    'Jul 31, 2026Jul 16, 2026 – Jul 31, 2026Jul 29, 2026',
    'Aug 14, 2026Aug 1, 2026 – Aug 15, 2026Aug 12, 2026',
    'Aug 31, 2026Aug 16, 2026 – Aug 31, 2026Aug 27, 2026',
    'Sep 15, 2026Sep 1, 2026 – Sep 15, 2026Sep 11, 2026',
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Save pay schedule' }));
  await expect.element(screen.getByText('Added the pay schedule Hourly crew.')).toBeVisible();
  const crew = (await storedSchedules(api)).find((s) => s.custom_name === 'Hourly crew')!;
  expect(crew).toMatchObject({ day_1: 15, day_2: 31, active: false });

  // Inactive: marked Unassigned, and the badge explained.
  await expect.element(screen.getByRole('row', { name: /Hourly crew/ })).toHaveTextContent('Unassigned');
  await expect.element(screen.getByText(/Unassigned: no one is paid on this schedule yet/)).toBeVisible();
  await expect
    .element(screen.getByRole('heading', { name: 'Pay periods of Every other week' }))
    .toBeVisible();
  expect(screen.getByRole('heading', { name: 'Pay periods of Hourly crew' }).query()).toBeNull();

  // Hourly on the new schedule, salaried where they are: review who changes, then confirm.
  await userEvent.click(screen.getByRole('radio', { name: /Hourly and salaried/ }));
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /Pay schedule of hourly employees/ }),
    'Hourly crew',
  );
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /Pay schedule of salaried employees/ }),
    'Every other week',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
  const review = screen.getByRole('region', { name: 'Changes to review' });
  const expected = await callDemo(api, 'POST', `${path}/assignment_preview`, {
    type: 'hourly_salaried',
    hourly_pay_schedule_uuid: crew.uuid,
    salaried_pay_schedule_uuid: (await storedSchedules(api))[0]!.uuid,
  });
  const changes = expected.body.employee_changes as Array<{ first_name: string; last_name: string }>;
  expect(changes.length).toBeGreaterThan(0);
  await expect
    .element(review.getByRole('status'))
    .toHaveTextContent(`${changes.length} employees move to a new pay schedule.`);
  for (const change of changes) {
    const row = review.getByRole('row', { name: new RegExp(`${change.first_name} ${change.last_name}`) });
    await expect.element(row).toHaveTextContent('Hourly crew');
    // Biweekly Jun 6–19, then Jun 20–30 bridges to the first twice-a-month period.
    await expect.element(row).toHaveTextContent('Jul 1, 2026 – Jul 15, 2026');
    await expect.element(row).toHaveTextContent('Jun 20, 2026 – Jun 30, 2026');
  }
  await userEvent.click(review.getByRole('button', { name: 'Confirm assignment' }));
  await expect.element(screen.getByText('Saved: pay schedules assigned.')).toBeVisible();
  expect(onEvent).toHaveBeenCalledWith('paySchedules.assigned', { type: 'hourly_salaried' });

  // Both active: no Unassigned badge, and the pay periods of each, with their payrolls.
  await expect.element(screen.getByRole('row', { name: /Hourly crew/ })).not.toHaveTextContent('Unassigned');
  expect((await storedSchedules(api)).map((s) => s.active)).toEqual([true, true]);
  const crewPeriods = screen.getByRole('region', { name: 'Pay periods of Hourly crew' });
  const biweeklyPeriods = screen.getByRole('region', { name: 'Pay periods of Every other week' });
  await expect.element(crewPeriods.getByRole('row', { name: /Jul 1, 2026 – Jul 15, 2026/ })).toBeVisible();
  await expect
    .element(biweeklyPeriods.getByRole('row', { name: /Jun 6, 2026 – Jun 19, 2026/ }))
    .toBeVisible();

  // "Run payroll" is the partner's to handle.
  await userEvent.click(
    crewPeriods.getByRole('button', { name: 'Run payroll for Jul 1, 2026 – Jul 15, 2026' }),
  );
  expect(onEvent).toHaveBeenCalledWith(
    'payroll.run',
    expect.objectContaining({ payScheduleId: crew.uuid, startDate: '2026-07-01', endDate: '2026-07-15' }),
  );
});

test('choosing per employee moves only the employee chosen', async () => {
  const { api, screen, path } = await renderFlow(6);
  const crew = await callDemo(api, 'POST', path, {
    frequency: 'Every week',
    anchor_pay_date: '2026-06-19',
    anchor_end_of_pay_period: '2026-06-17',
    custom_name: 'Weekly',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Add pay schedule' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  const weeklyRow = screen.getByRole('row', { name: /^Weekly (Unassigned )?Every week/ });
  await expect.element(weeklyRow).toHaveTextContent('Unassigned');

  await userEvent.click(screen.getByRole('radio', { name: /Choose per employee/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
  await expect
    .element(screen.getByText('Choose a new pay schedule for at least one employee.'))
    .toBeVisible();

  const choices = screen.getByRole('combobox', { name: /^Pay schedule of / });
  await expect.poll(() => choices.elements().length).toBe(6);
  const first = choices.elements()[0] as HTMLSelectElement;
  const name = first.labels?.[0]?.textContent
    ?.replace(/^Pay schedule of /, '')
    .replace(/\*$/, '')
    .trim();
  await userEvent.selectOptions(first, 'Weekly');
  await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
  const review = screen.getByRole('region', { name: 'Changes to review' });
  await expect
    .element(review.getByRole('status'))
    .toHaveTextContent('1 employee moves to a new pay schedule.');
  await expect.element(review.getByRole('row', { name: new RegExp(name!) })).toHaveTextContent('Weekly');
  await userEvent.click(review.getByRole('button', { name: 'Confirm assignment' }));
  await expect.element(screen.getByText('Each employee has their own pay schedule.')).toBeVisible();
  await expect.element(weeklyRow).not.toHaveTextContent('Unassigned');
  const stored = await callDemo(api, 'GET', `${path}/assignments`);
  const onWeekly = (stored.body.employees as Array<{ pay_schedule_uuid: string }>).filter(
    (e) => e.pay_schedule_uuid === crew.body.uuid,
  );
  expect(onWeekly).toHaveLength(1);
});

test('auto-payroll on edit: a company paying some employees by check reads why it cannot be turned on', async () => {
  const { screen, api, path } = await renderFlow();
  const [seeded] = (await callDemo(api, 'GET', path)).body as Array<{
    auto_payroll_enablement_blockers: Array<{ metadata: { employee_uuids?: string[] } }>;
  }>;
  const byCheck = seeded!.auto_payroll_enablement_blockers[0]!.metadata.employee_uuids!.length;
  await userEvent.click(screen.getByRole('button', { name: 'Edit Every other week' }));
  const toggle = screen.getByRole('switch', { name: 'Run payrolls automatically' });
  await expect.element(toggle).toBeVisible();
  await expect.element(screen.getByText('It cannot be turned on yet:')).toBeVisible();
  const reason = `${byCheck} employees on this schedule are paid by check. Put them on direct deposit first.`;
  await expect.element(screen.getByText(reason)).toBeVisible();
  toggle.element().focus();
  await userEvent.keyboard(' ');
  await expectErrorOn(toggle, `Auto-payroll was not turned on: ${reason}`);
  await expect.element(toggle).not.toBeChecked();
});

test('an edit names the unprocessed payrolls it deletes; after saving they are made again on the new dates', async () => {
  const { screen } = await renderFlow();
  await userEvent.click(screen.getByRole('button', { name: 'Edit Every other week' }));
  const warning = screen.getByText('Saving deletes 7 unprocessed payrolls');
  await expect.element(warning).toBeVisible();
  await expect.element(screen.getByText('Jun 6, 2026 – Jun 19, 2026, paid Jun 24, 2026')).toBeVisible();
  await expect.element(screen.getByText('Aug 29, 2026 – Sep 11, 2026, paid Sep 16, 2026')).toBeVisible();

  // Pay on the Friday each period ends instead of the Wednesday after.
  await userEvent.fill(screen.getByLabelText(/Last day of the first pay period/), '2026-06-19');
  await userEvent.fill(screen.getByLabelText(/First pay date/), '2026-06-19');
  await userEvent.click(screen.getByRole('button', { name: 'Save pay schedule' }));
  await expect.element(screen.getByText('Saved the pay schedule Every other week.')).toBeVisible();

  // Made again (DECISIONS 39), not processed, on the new dates: Fri Jun 19 is Juneteenth, so the
  // period is paid Thu Jun 18, and run by Tue Jun 16; the next one on Fri Jul 3.
  const periods = screen.getByRole('region', { name: 'Pay periods of Every other week' });
  const row = periods.getByRole('row', { name: /Jun 6, 2026 – Jun 19, 2026/ });
  await expect.element(row).toHaveTextContent('Jun 18, 2026');
  await expect.element(row).toHaveTextContent('Jun 16, 2026');
  await expect.element(row).toHaveTextContent('Not run yet');
  await userEvent.click(screen.getByRole('button', { name: 'Edit Every other week' }));
  await expect.element(screen.getByText('Jun 6, 2026 – Jun 19, 2026, paid Jun 18, 2026')).toBeVisible();
});

test('a new schedule with no one on it is edited without a warning', async () => {
  const { screen, api } = await renderFlow();
  await addPaySchedule(demoAdmin(api), { ...MONTHLY, custom_name: 'Monthly staff' });
  await userEvent.click(screen.getByRole('button', { name: 'Add pay schedule' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.click(screen.getByRole('button', { name: 'Edit Monthly staff' }));
  await expect.element(screen.getByRole('heading', { name: 'Edit pay schedule' })).toBeVisible();
  await expect.element(screen.getByRole('switch', { name: 'Run payrolls automatically' })).toBeVisible();
  expect(screen.getByText(/Saving deletes/).query()).toBeNull();
});
