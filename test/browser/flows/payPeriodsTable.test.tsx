/**
 * <PayPeriodsTable/> against the demo payroll service with its clock fixed on Mon Jun 15, 2026:
 * past and upcoming periods with their pay dates, run-by deadlines and payrolls, "Run payroll"
 * handing the payroll to the partner, and the 3-month limit explained in words.
 */
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { PayPeriodsTable } from '../../../src/flows/PaySchedules/PayPeriodsTable';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo } from './taxPayHelpers';

const TODAY = '2026-06-15';
const fixedApi = () => createDemoApi({ employees: 6, now: () => new Date(`${TODAY}T16:00:00Z`) });

/**
 * A deadline as every payroll screen shows it (issue 47): in the company's payroll zone, named,
 * whatever zone the viewer's browser is in (these tests' Chromium runs in UTC).
 */
const shown = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Los_Angeles',
  }).format(Date.parse(iso)) + ' PDT';

test('lists the processed period and the upcoming ones, and hands a payroll to run to the partner', async () => {
  const api = fixedApi();
  const onRunPayroll = vi.fn();
  const { screen } = await renderWithDemo(
    <PayPeriodsTable companyId={api.companyUuid} today={TODAY} onRunPayroll={onRunPayroll} />,
    { api },
  );
  const processed = screen.getByRole('row', { name: /May 23, 2026 – Jun 5, 2026/ });
  await expect.element(processed).toHaveTextContent('Processed');
  // Period Jun 6–19 is paid Wed Jun 24; run by Mon Jun 22 at 4 pm Pacific (daylight time).
  const next = screen.getByRole('row', { name: /Jun 6, 2026 – Jun 19, 2026/ });
  await expect.element(next).toHaveTextContent('Jun 24, 2026');
  await expect.element(next).toHaveTextContent(shown('2026-06-22T16:00:00-07:00'));
  await expect.element(next).toHaveTextContent('Not run yet');
  // Period Jun 20 – Jul 3 is paid Wed Jul 8; run by Mon Jul 6 (Fri Jul 3 is a business day:
  // Independence Day falls on Saturday and the Fed does not observe it).
  const july = screen.getByRole('row', { name: /Jun 20, 2026 – Jul 3, 2026/ });
  await expect.element(july).toHaveTextContent(shown('2026-07-06T16:00:00-07:00'));

  await userEvent.click(screen.getByRole('button', { name: 'Run payroll for Jun 6, 2026 – Jun 19, 2026' }));
  const periods = (
    await callDemo(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/pay_periods?start_date=2026-06-19&end_date=2026-06-19`,
    )
  ).body as Array<{ payroll: { payroll_uuid: string } }>;
  expect(onRunPayroll).toHaveBeenCalledWith(periods[0]!.payroll.payroll_uuid, expect.anything());
  // A processed payroll has nothing to run.
  await expect
    .element(screen.getByRole('button', { name: 'Run payroll for May 23, 2026 – Jun 5, 2026' }))
    .not.toBeInTheDocument();
});

test('explains the 3-month limit instead of showing the service’s refusal', async () => {
  const api = fixedApi();
  const { screen } = await renderWithDemo(
    <PayPeriodsTable companyId={api.companyUuid} today={TODAY} endDate="2026-09-16" />,
    { api },
  );
  await expect
    .element(screen.getByText('Pay periods can be listed up to 3 months ahead. Choose an earlier end date.'))
    .toBeVisible();
});
