import type { DemoApi } from '../../src/testing';
import { demoRequest } from './withDemo';

/**
 * A story setup: the seeded company plus an unassigned twice-a-month schedule, "Hourly crew"
 * (its id as `secondSchedule`).
 *
 * @example
 * const demo: DemoParameters = { setup: secondSchedule };
 */
export async function secondSchedule(api: DemoApi): Promise<Record<string, string>> {
  const schedule = await demoRequest<{ uuid: string }>(
    api,
    'POST',
    `/v1/companies/${api.companyUuid}/pay_schedules`,
    {
      frequency: 'Twice per month',
      anchor_pay_date: '2026-06-30',
      anchor_end_of_pay_period: '2026-06-30',
      day_1: 15,
      day_2: 31,
      custom_name: 'Hourly crew',
    },
  );
  return { secondSchedule: schedule.uuid };
}
