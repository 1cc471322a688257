/**
 * <PayScheduleUpdateWarning/> against the demo payroll service with its clock fixed on Mon Jun 15,
 * 2026: the warning names the unprocessed payrolls an edit would delete, and only when there are
 * some; after the edit the service has made them again on the new dates (DECISIONS 39).
 */
import { expect, test } from 'vitest';
import { PayScheduleUpdateWarning } from '../../../src/flows/PaySchedules/PayScheduleUpdateWarning';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { demoAdmin } from '../../support/demoAdmin';
import { addPaySchedule, MONTHLY } from '../../support/paySchedules';
import { callDemo } from './taxPayHelpers';

const TODAY = '2026-06-15';

test('names the payrolls an edit deletes, none for a schedule without payrolls, and the new ones after it', async () => {
  const api = createDemoApi({ employees: 6, now: () => new Date(`${TODAY}T16:00:00Z`) });
  const path = `/v1/companies/${api.companyUuid}/pay_schedules`;
  const [seeded] = (await callDemo(api, 'GET', path)).body as Array<{
    uuid: string;
    version: string;
    anchor_end_of_pay_period: string;
  }>;
  const second = await addPaySchedule(demoAdmin(api), MONTHLY);

  const { screen } = await renderWithDemo(
    <>
      <section aria-label="Biweekly">
        <PayScheduleUpdateWarning companyId={api.companyUuid} payScheduleId={seeded!.uuid} today={TODAY} />
      </section>
      <section aria-label="Monthly">
        <PayScheduleUpdateWarning companyId={api.companyUuid} payScheduleId={second.uuid} today={TODAY} />
      </section>
    </>,
    { api },
  );
  const biweekly = screen.getByRole('region', { name: 'Biweekly' });
  await expect.element(biweekly.getByText('Saving deletes 7 unprocessed payrolls')).toBeVisible();
  await expect.element(biweekly.getByText('Jun 6, 2026 – Jun 19, 2026, paid Jun 24, 2026')).toBeVisible();
  await expect.element(biweekly.getByText('Aug 29, 2026 – Sep 11, 2026, paid Sep 16, 2026')).toBeVisible();
  // The new monthly schedule has no one on it, so no payrolls: no warning at all.
  expect(screen.getByRole('region', { name: 'Monthly' }).element().textContent).toBe('');

  // Pay on the Friday the period ends: the payrolls are deleted and made again on the new dates.
  const updated = await callDemo(api, 'PUT', `${path}/${seeded!.uuid}`, {
    version: seeded!.version,
    anchor_pay_date: seeded!.anchor_end_of_pay_period,
  });
  expect(updated.status).toBe(200);
  const after = await renderWithDemo(
    <PayScheduleUpdateWarning companyId={api.companyUuid} payScheduleId={seeded!.uuid} today={TODAY} />,
    { api },
  );
  // Fri Jun 19 is Juneteenth: paid Thursday the 18th.
  await expect.element(after.screen.getByText('Jun 6, 2026 – Jun 19, 2026, paid Jun 18, 2026')).toBeVisible();
});
