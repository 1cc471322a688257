import { expectCall, type DemoAdmin } from './demoAdmin';

/**
 * Pay schedules set up through the demo service as a partner's admin adds and assigns them: the
 * one home of these bodies and paths for stories, browser tests and unit tests. Every call's
 * status is checked ({@link expectCall}), so a set-up the service refuses fails on the step that
 * broke. Tests of the schedule rules themselves send their own requests.
 */

/** A pay schedule as the service answers it; tests read what they need of the rest. */
export interface PayScheduleRecord {
  uuid: string;
  version: string;
  active: boolean;
  [field: string]: unknown;
}

/** Twice a month on the 15th and the last day, paid on those days: Jun 16–30, Jul 1–15, … 2026. */
export const TWICE_A_MONTH = {
  frequency: 'Twice per month',
  anchor_pay_date: '2026-06-30',
  anchor_end_of_pay_period: '2026-06-30',
  day_1: 15,
  day_2: 31,
} as const;

/** Monthly on the last day, paid that day: Jun 2026, Jul 2026, … */
export const MONTHLY = {
  frequency: 'Monthly',
  anchor_pay_date: '2026-06-30',
  anchor_end_of_pay_period: '2026-06-30',
  day_1: 31,
} as const;

/** Every week, periods Monday to Sunday, paid the Friday after: Jun 15–21 paid Jun 26, 2026. */
export const WEEKLY_TO_SUNDAY = {
  frequency: 'Every week',
  anchor_pay_date: '2026-06-26',
  anchor_end_of_pay_period: '2026-06-21',
} as const;

/**
 * Adds a pay schedule to the admin's company (201); a company's later schedules start inactive,
 * paying no one until assigned.
 *
 * @example
 * const second = await addPaySchedule(admin, TWICE_A_MONTH);
 */
export function addPaySchedule(
  admin: DemoAdmin,
  schedule: Record<string, unknown> = TWICE_A_MONTH,
): Promise<PayScheduleRecord> {
  return expectCall(admin, 201, 'POST', `/v1/companies/${admin.api.companyUuid}/pay_schedules`, schedule);
}

/**
 * The company's pay schedules (200), the seeded every-other-week one first.
 *
 * @example
 * const [biweekly] = await paySchedules(admin);
 */
export function paySchedules(admin: DemoAdmin): Promise<PayScheduleRecord[]> {
  return expectCall(admin, 200, 'GET', `/v1/companies/${admin.api.companyUuid}/pay_schedules`);
}

/**
 * Assigns the company's employees to pay schedules (200): `single`, `hourly_salaried`, `by_employee`
 * or `by_department`, with the uuids that type names.
 *
 * @example
 * await assignPaySchedules(admin, { type: 'hourly_salaried', hourly_pay_schedule_uuid, salaried_pay_schedule_uuid });
 */
export async function assignPaySchedules(
  admin: DemoAdmin,
  assignment: Record<string, unknown>,
): Promise<void> {
  await expectCall(
    admin,
    200,
    'POST',
    `/v1/companies/${admin.api.companyUuid}/pay_schedules/assign`,
    assignment,
  );
}

/**
 * Moves everyone onto one pay schedule (200): the `single` assignment.
 *
 * @example
 * await moveEveryoneTo(admin, (await addPaySchedule(admin)).uuid);
 */
export function moveEveryoneTo(admin: DemoAdmin, payScheduleUuid: string): Promise<void> {
  return assignPaySchedules(admin, { type: 'single', default_pay_schedule_uuid: payScheduleUuid });
}
