import { afterAll, describe, expect, it } from 'vitest';
import { RFCDate } from '@gusto/embedded-api-v-2026-06-15/types/rfcdate.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * A payroll run through the upstream client (UPSTREAM E): list, blockers, prepare, update,
 * calculate, submit, receipt and cancel, and an off-cycle payroll. The run's asynchronous steps
 * move on the demo clock, which the test advances.
 */

const { api, gusto, reached } = startUpstreamClient();
const companyId = api.companyUuid;

async function nextRegularPayroll() {
  const { payrollList } = await gusto.payrolls.list({ companyId, processingStatuses: ['unprocessed'] });
  const payroll = payrollList!.find((p) => !p.offCycle)!;
  expect(payroll.processed).toBe(false);
  return payroll;
}

describe('the upstream client on payrolls', () => {
  it('reads the blockers: none for the seeded company', async () => {
    const { payrollBlockers } = await gusto.payrolls.getBlockers({ companyUuid: companyId });
    expect(payrollBlockers).toEqual([]);
  });

  it('prepares, updates, calculates, submits and cancels a regular payroll, and reads its receipt', async () => {
    const listed = await nextRegularPayroll();
    // Before calculation: no totals, and an hourly line's amount is "0.00" (DECISIONS 60).
    const { payrollPrepared } = await gusto.payrolls.prepare({
      companyId,
      payrollId: listed.payrollUuid!,
      per: 100,
    });
    const { payrollShow: uncalculated } = await gusto.payrolls.get({
      companyId,
      payrollId: listed.payrollUuid!,
      include: ['totals'],
      per: 1,
    });
    expect(uncalculated?.totals).toBeUndefined();
    const hourlyRow = payrollPrepared!.employeeCompensations!.find(
      (e) => (e.hourlyCompensations?.length ?? 0) > 0,
    );
    expect(hourlyRow?.hourlyCompensations?.[0]?.amount).toBe('0.00');
    const row = payrollPrepared!.employeeCompensations![0]!;

    const { payrollPrepared: updated } = await gusto.payrolls.update({
      companyId,
      payrollId: listed.payrollUuid!,
      payrollUpdate: {
        employeeCompensations: [
          {
            employeeUuid: row.employeeUuid,
            version: row.version,
            fixedCompensations: [
              { name: 'Bonus', amount: '250.00', jobUuid: row.fixedCompensations?.[0]?.jobUuid },
            ],
          },
        ],
      },
    });
    const bonus = updated!
      .employeeCompensations!.find((e) => e.employeeUuid === row.employeeUuid)!
      .fixedCompensations!.find((f) => f.name === 'Bonus');
    expect(bonus?.amount).toBe('250.00');

    const calculating = await gusto.payrolls.calculate({ companyId, payrollId: listed.payrollUuid! });
    expect(calculating.httpMeta.response.status).toBe(202);
    await api.clock.advance(1000);
    const { payrollShow: calculated } = await gusto.payrolls.get({
      companyId,
      payrollId: listed.payrollUuid!,
      include: ['taxes', 'totals'],
      per: 100,
    });
    expect(calculated?.processingRequest?.status).toBe('calculate_success');
    expect(Number(calculated?.totals?.grossPay)).toBeGreaterThan(0);

    const submitting = await gusto.payrolls.submit({
      companyId,
      payrollId: listed.payrollUuid!,
      requestBody: {},
    });
    expect(submitting.httpMeta.response.status).toBe(202);
    await api.clock.advance(2000);
    const { payrollShow: processed } = await gusto.payrolls.get({
      companyId,
      payrollId: listed.payrollUuid!,
    });
    expect(processed?.processed).toBe(true);
    // The speed did not change: the field is left out rather than null (DECISIONS 60).
    expect(processed?.paymentSpeedChanged).toBeUndefined();

    const { payrollReceipt } = await gusto.payrolls.getReceipt({ payrollUuid: listed.payrollUuid! });
    expect(payrollReceipt?.totals?.companyDebit).toBe(processed?.totals?.companyDebit);

    const { unprocessedPayroll: cancelled } = await gusto.payrolls.cancel({
      companyId,
      payrollId: listed.payrollUuid!,
    });
    expect(cancelled?.processed).toBe(false);
  });

  it('creates an off-cycle payroll with 200, as the upstream declares (DECISIONS 31)', async () => {
    const { showEmployees } = await gusto.employees.list({ companyId, per: 3 });
    const created = await gusto.payrolls.createOffCycle({
      companyId,
      requestBody: {
        offCycle: true,
        offCycleReason: 'Bonus',
        startDate: new RFCDate('2026-06-01'),
        endDate: new RFCDate('2026-06-14'),
        checkDate: new RFCDate('2026-06-24'),
        employeeUuids: showEmployees!.map((e) => e.uuid),
      },
    });
    expect(created.httpMeta.response.status).toBe(200);
    expect(created.payrollUnprocessed?.offCycle).toBe(true);
    const { payrollShow } = await gusto.payrolls.get({
      companyId,
      payrollId: created.payrollUnprocessed!.payrollUuid!,
    });
    expect(payrollShow).toMatchObject({ offCycle: true, offCycleReason: 'Bonus', processed: false });

    // An unprocessed off-cycle payroll can be deleted; it is gone from the list (UPSTREAM E.1).
    const offCycles = async () =>
      (
        await gusto.payrolls.list({
          companyId,
          payrollTypes: ['off_cycle'],
          processingStatuses: ['unprocessed'],
        })
      ).payrollList?.map((p) => p.payrollUuid);
    expect(await offCycles()).toContain(payrollShow!.payrollUuid);
    const deleted = await gusto.payrolls.delete({ companyId, payrollId: payrollShow!.payrollUuid! });
    expect(deleted.httpMeta.response.status).toBe(204);
    expect(await offCycles()).not.toContain(payrollShow!.payrollUuid);
  });

  it('skips a regular pay period: a $0 payroll, processed after the run (UPSTREAM E.10)', async () => {
    const listed = await nextRegularPayroll();
    const skipping = await gusto.payrolls.skip({
      companyUuid: companyId,
      requestBody: {
        payrollType: 'Regular',
        payScheduleUuid: listed.payPeriod!.payScheduleUuid!,
        startDate: listed.payPeriod!.startDate!,
        endDate: listed.payPeriod!.endDate!,
      },
    });
    expect(skipping.httpMeta.response.status).toBe(202);
    await api.clock.advance(2000);
    const { payrollShow: skipped } = await gusto.payrolls.get({
      companyId,
      payrollId: listed.payrollUuid!,
      include: ['totals'],
    });
    expect(skipped?.processed).toBe(true);
    expect(skipped?.totals?.companyDebit).toBe('0.00');
  });

  afterAll(() => {
    const payrollRoutes = routesOf('payrolls');
    expect(payrollRoutes.filter((key) => !reached.has(key))).toEqual([]);
  });
});
