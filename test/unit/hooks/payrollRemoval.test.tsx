// @vitest-environment jsdom
// Leaving a payroll without paying anyone (issue 29): an unprocessed off-cycle payroll is deleted
// and leaves the landing; a regular pay period is skipped as a $0 payroll; what the service refuses
// comes back with its reason. Against the demo service.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { isApiError } from '../../../src/api/errors';
import {
  useCreateOffCyclePayroll,
  useDeletePayroll,
  usePayrollRunList,
  useSkipPayroll,
} from '../../../src/hooks/payroll';
import { demoCall, payrollSession } from './payrollRunHarness';

afterEach(cleanup);

function renderLanding(session: ReturnType<typeof payrollSession>) {
  return renderHook(
    () => ({
      list: usePayrollRunList(session.companyId),
      create: useCreateOffCyclePayroll(session.companyId),
      remove: useDeletePayroll(session.companyId),
      skip: useSkipPayroll(session.companyId),
    }),
    { wrapper: session.wrapper },
  );
}

test('an unprocessed off-cycle payroll is deleted and leaves the landing; a regular one is refused with what to do instead', async () => {
  const session = payrollSession(4);
  const page = renderLanding(session);
  await waitFor(() => expect(page.result.current.list.isLoading).toBe(false));
  const employees = await demoCall(session.api, 'GET', `/v1/companies/${session.companyId}/employees`);
  const created = await act(() =>
    page.result.current.create.mutateAsync({
      off_cycle: true,
      off_cycle_reason: 'Bonus',
      start_date: '2026-06-15',
      end_date: '2026-06-15',
      check_date: '2026-06-22',
      employee_uuids: [employees.body[0].uuid],
    }),
  );
  await waitFor(() =>
    expect(page.result.current.list.offCycle.map((item) => item.payroll.uuid)).toContain(created.uuid),
  );

  await act(() => page.result.current.remove.mutateAsync(created.uuid));
  await waitFor(() =>
    expect(page.result.current.list.offCycle.map((item) => item.payroll.uuid)).not.toContain(created.uuid),
  );
  const gone = await demoCall(
    session.api,
    'GET',
    `/v1/companies/${session.companyId}/payrolls/${created.uuid}`,
  );
  expect(gone.status).toBe(404);

  const regular = page.result.current.list.upcoming[0]!.payroll;
  const refused = await act(() =>
    page.result.current.remove.mutateAsync(regular.uuid).catch((e: unknown) => e),
  );
  expect(isApiError(refused) && refused.status).toBe(422);
  expect(JSON.stringify((refused as { errors: unknown }).errors)).toMatch(/Skip its pay period/);
  expect(page.result.current.list.upcoming[0]!.payroll.uuid).toBe(regular.uuid);
});

test('skipping the next regular pay period processes it as a $0 payroll and the landing moves to the next period', async () => {
  const session = payrollSession(4);
  const page = renderLanding(session);
  await waitFor(() => expect(page.result.current.list.isLoading).toBe(false));
  const first = page.result.current.list.upcoming[0]!;
  const second = page.result.current.list.upcoming[1]!;

  await act(() =>
    page.result.current.skip.mutateAsync({
      payroll_type: 'Regular',
      pay_schedule_uuid: first.payroll.pay_period.pay_schedule_uuid!,
      start_date: first.payPeriod.start_date,
      end_date: first.payPeriod.end_date,
    }),
  );
  await session.api.clock.advance(3000);
  await act(() => page.result.current.list.refetch());
  await waitFor(() => expect(page.result.current.list.upcoming[0]!.payroll.uuid).toBe(second.payroll.uuid));
  const skipped = await demoCall(
    session.api,
    'GET',
    `/v1/companies/${session.companyId}/payrolls/${first.payroll.uuid}`,
  );
  expect(skipped.body.processed).toBe(true);
  expect(skipped.body.totals.gross_pay).toBe('0.00');
  expect(skipped.body.totals.company_debit).toBe('0.00');
});
