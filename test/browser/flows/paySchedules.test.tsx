/**
 * <PaySchedules/> against the demo payroll service: adding a schedule, UPSTREAM C's refusals on
 * their fields (the form's and the service's), the live preview of pay periods, and a stale edit
 * asking before it overwrites a colleague's change.
 */
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { PaySchedules } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo, type DemoApi } from './renderWithDemo';
import { callDemo, expectErrorOn, proxyFetch } from './taxPayHelpers';

interface StoredSchedule {
  uuid: string;
  version: string;
  frequency: string;
  anchor_pay_date: string;
  anchor_end_of_pay_period: string;
  day_1: number | null;
  day_2: number | null;
  custom_name: string | null;
  name: string;
}

/** A date `days` from today, `YYYY-MM-DD`. */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function storedSchedules(api: DemoApi): Promise<StoredSchedule[]> {
  return (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/pay_schedules?per=100`)).body;
}

async function renderSchedules(api = createDemoApi(), tamper?: Parameters<typeof proxyFetch>[1]) {
  const onEvent = vi.fn();
  const { screen } = await renderWithDemo(<PaySchedules companyId={api.companyUuid} onEvent={onEvent} />, {
    api,
    fetch: proxyFetch(api, tamper),
  });
  await expect.element(screen.getByRole('button', { name: 'Edit Every other week' })).toBeVisible();
  const field = {
    frequency: screen.getByRole('combobox', { name: /Pay frequency/ }),
    payDate: screen.getByLabelText(/First pay date/),
    periodEnd: screen.getByLabelText(/Last day of the first pay period/),
    day1: screen.getByRole('textbox', { name: /First pay day of the month/ }),
    name: screen.getByRole('textbox', { name: /Name \(optional\)/ }),
  };
  const save = screen.getByRole('button', { name: 'Save pay schedule' });
  return { api, screen, field, save, onEvent };
}

test('adds a schedule: listed, stored, focus back on the list heading', async () => {
  const { api, screen, field, save, onEvent } = await renderSchedules();
  await userEvent.click(screen.getByRole('button', { name: 'Add pay schedule' }));
  await expect.element(screen.getByRole('heading', { name: 'Add a pay schedule' })).toHaveFocus();

  const end = inDays(10);
  const pay = inDays(14);
  await userEvent.selectOptions(field.frequency, 'Every week');
  await userEvent.fill(field.periodEnd, end);
  await userEvent.fill(field.payDate, pay);
  await userEvent.fill(field.name, 'Hourly crew');
  await userEvent.click(save);

  await expect.element(screen.getByText('Added the pay schedule Hourly crew.')).toBeVisible();
  await expect.element(screen.getByRole('heading', { name: 'Pay schedules' })).toHaveFocus();
  const row = screen.getByRole('row', { name: /Hourly crew/ });
  await expect.element(row).toBeVisible();
  await expect.element(row).toHaveTextContent('Every week');

  const stored = (await storedSchedules(api)).find((schedule) => schedule.custom_name === 'Hourly crew');
  expect(stored).toMatchObject({
    frequency: 'Every week',
    anchor_pay_date: pay,
    anchor_end_of_pay_period: end,
    day_1: null,
    day_2: null,
  });
  expect(onEvent).toHaveBeenCalledWith('paySchedule.created', { payScheduleId: stored!.uuid });
});

test('invalid input is refused on its field with values kept; the service’s refusal too', async () => {
  let tamper = false;
  const { api, screen, field, save } = await renderSchedules(createDemoApi(), (method, path, body) =>
    tamper && method === 'POST' && path.endsWith('/pay_schedules')
      ? { ...body, anchor_pay_date: '2026-02-30' }
      : body,
  );
  const before = (await storedSchedules(api)).length;
  await userEvent.click(screen.getByRole('button', { name: 'Add pay schedule' }));

  // Nothing chosen: frequency and both dates are required.
  await userEvent.click(save);
  await expectErrorOn(field.frequency, 'Choose how often employees are paid.');
  await expectErrorOn(field.payDate, 'This field is required.');
  await expectErrorOn(field.periodEnd, 'This field is required.');

  // The first period ends after the first pay date; a monthly schedule without its day.
  await userEvent.selectOptions(field.frequency, 'Monthly');
  await userEvent.fill(field.periodEnd, inDays(20));
  await userEvent.fill(field.payDate, inDays(12));
  await userEvent.fill(field.name, 'Staff');
  await userEvent.click(save);
  await expectErrorOn(field.periodEnd, 'The first pay period must end on or before the first pay date.');
  await expectErrorOn(field.day1, 'This field is required.');
  await expect.element(field.payDate).not.toHaveAttribute('aria-invalid', 'true');
  await userEvent.fill(field.day1, '45');
  await userEvent.click(save);
  await expectErrorOn(field.day1, 'Enter a day of the month from 1 to 31.');
  await expect.element(field.frequency).toHaveValue('Monthly');
  await expect.element(field.periodEnd).toHaveValue(inDays(20));
  await expect.element(field.payDate).toHaveValue(inDays(12));
  await expect.element(field.name).toHaveValue('Staff');
  expect((await storedSchedules(api)).length).toBe(before);

  // Valid for the form, a malformed date on the wire: the service's refusal lands on its field.
  tamper = true;
  await userEvent.fill(field.day1, '31');
  await userEvent.fill(field.payDate, inDays(25));
  await userEvent.click(save);
  await expectErrorOn(field.payDate, /anchor_pay_date/);
  await expect.element(field.periodEnd).not.toHaveAttribute('aria-invalid', 'true');
  await expect.element(field.payDate).toHaveValue(inDays(25));
  await expect.element(field.day1).toHaveValue('31');
  expect((await storedSchedules(api)).length).toBe(before);

  tamper = false;
  await userEvent.click(save);
  await expect.element(screen.getByRole('row', { name: /Staff/ })).toBeVisible();
  expect((await storedSchedules(api)).length).toBe(before + 1);
});

test('the preview shows the next pay periods once the values are valid', async () => {
  const { screen, field } = await renderSchedules();
  await userEvent.click(screen.getByRole('button', { name: 'Add pay schedule' }));
  const preview = screen.getByRole('region', { name: 'Upcoming pay periods' });
  await expect.element(preview).toHaveTextContent('Fill in the frequency and both dates');
  expect(preview.getByRole('table').query()).toBeNull();

  await userEvent.selectOptions(field.frequency, 'Every other week');
  await userEvent.fill(field.periodEnd, inDays(10));
  await userEvent.fill(field.payDate, inDays(14));
  const rows = preview.getByRole('row');
  // A header row and six periods.
  await expect.poll(() => rows.elements().length).toBe(7);
  const [first, second] = rows.elements().slice(1);
  expect(first!.textContent).toMatch(/–/);
  // Two weeks apart: the second period's start is the day after the first one's end.
  expect(first!.textContent).not.toBe(second!.textContent);

  // Invalid again (period end after pay date): the periods go away, and the hint says what to
  // correct rather than asking to fill in what is filled (issue 16).
  await userEvent.fill(field.periodEnd, inDays(30));
  await expect
    .element(preview)
    .toHaveTextContent(
      'Correct the dates above to see the pay periods: the first period must end on or before the first pay date.',
    );
  expect(preview.getByRole('table').query()).toBeNull();

  // Twice a month with a wrong second pay day: the hint names the pay days, not the dates.
  await userEvent.selectOptions(field.frequency, 'Twice per month');
  await userEvent.fill(field.periodEnd, inDays(10));
  await userEvent.fill(field.payDate, inDays(14));
  await expect.element(preview).toHaveTextContent('Fill in the frequency, both dates and the pay days');
  await userEvent.fill(field.day1, '15');
  await userEvent.fill(screen.getByRole('textbox', { name: /Second pay day of the month/ }), '10');
  await expect.element(preview).toHaveTextContent('Correct the pay days above to see the pay periods');
  expect(preview.getByRole('table').query()).toBeNull();
});

test('a stale edit after a change in a second tab asks about the same field', async () => {
  const api = createDemoApi();
  const { screen, field, save } = await renderSchedules(api);
  const [seeded] = await storedSchedules(api);

  await userEvent.click(screen.getByRole('button', { name: 'Edit Every other week' }));
  await expect.element(screen.getByRole('heading', { name: 'Edit pay schedule' })).toHaveFocus();
  await expect.element(field.name).toHaveValue('');
  const changed = await callDemo(
    api,
    'PUT',
    `/v1/companies/${api.companyUuid}/pay_schedules/${seeded!.uuid}`,
    {
      version: seeded!.version,
      custom_name: 'Their name',
    },
  );
  expect(changed.status).toBe(200);

  await userEvent.fill(field.name, 'My name');
  await userEvent.click(save);
  const prompt = screen.getByRole('alert').filter({ hasText: 'Someone else changed this pay schedule' });
  await expect.element(prompt).toBeVisible();
  const conflictRow = prompt.getByRole('row', { name: /Name \(optional\)/ });
  await expect.element(conflictRow).toHaveTextContent('Their name');
  await expect.element(conflictRow).toHaveTextContent('My name');
  await expect.element(field.name).toHaveValue('My name');
  expect((await storedSchedules(api))[0]!.custom_name).toBe('Their name');

  await userEvent.click(prompt.getByRole('button', { name: 'Keep my values' }));
  await expect.element(screen.getByRole('button', { name: 'Edit My name' })).toHaveFocus();
  expect((await storedSchedules(api))[0]!.custom_name).toBe('My name');
});
