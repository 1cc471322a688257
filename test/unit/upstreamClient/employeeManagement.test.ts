import { afterAll, describe, expect, it } from 'vitest';
import { routesOf, startUpstreamClient } from './harness';
import { usd } from '../../support/usd';

/*
 * Employee management through the upstream client (UPSTREAM-2 J, UPSTREAM A.11): terminations and
 * the dismissal pay period, rehire and employment history, garnishments and child support
 * agencies, pay stubs and their PDF. Each call resolving means the client parsed the answer.
 */

const { api, gusto, reached } = startUpstreamClient();
const companyId = api.companyUuid;

/** An onboarded salaried employee and an onboarded hourly one. */
async function staff() {
  const { showEmployees } = await gusto.employees.list({ companyId, per: 100 });
  const onboarded = showEmployees!.filter((e) => e.onboarded && (e.jobs?.length ?? 0) > 0);
  return {
    salaried: onboarded.find((e) => e.jobs![0]!.paymentUnit === 'Year')!,
    hourly: onboarded.find((e) => e.jobs![0]!.paymentUnit === 'Hour')!,
  };
}

describe('the upstream client on employee management', () => {
  it('terminates, updates, lists the dismissal pay period, rehires and reads the history', async () => {
    const { salaried, hourly } = await staff();
    const employeeId = salaried.uuid;
    const { termination } = await gusto.employeeEmployments.createTermination({
      employeeId,
      requestBody: { effectiveDate: '2026-06-16', runTerminationPayroll: true },
    });
    expect(termination?.effectiveDate).toBe('2026-06-16');
    const { terminations } = await gusto.employeeEmployments.getTerminations({ employeeId });
    expect(terminations?.map((t) => t.uuid)).toEqual([termination!.uuid]);
    const { termination: read } = await gusto.employeeEmployments.getV1TerminationsEmployeeId({ employeeId });
    const { termination: updated } = await gusto.employeeEmployments.updateTermination({
      employeeId,
      requestBody: { version: read!.version!, effectiveDate: '2026-06-17', runTerminationPayroll: true },
    });
    expect(updated?.effectiveDate).toBe('2026-06-17');
    const { unprocessedTerminationPayPeriods } = await gusto.paySchedules.getUnprocessedTerminationPeriods({
      companyId,
    });
    expect(unprocessedTerminationPayPeriods?.map((p) => [p.employeeUuid, p.startDate, p.endDate])).toEqual([
      [employeeId, '2026-06-06', '2026-06-19'],
    ]);

    // A cancelable termination of another employee, cancelled.
    await gusto.employeeEmployments.createTermination({
      employeeId: hourly.uuid,
      requestBody: { effectiveDate: '2026-07-31' },
    });
    await gusto.employeeEmployments.deleteTermination({ employeeId: hourly.uuid });
    expect(
      (await gusto.employeeEmployments.getTerminations({ employeeId: hourly.uuid })).terminations,
    ).toEqual([]);

    const { companyLocationsList: locations } = await gusto.locations.get({ companyId });
    const { rehire } = await gusto.employeeEmployments.createRehire({
      employeeId,
      rehireBody: {
        effectiveDate: '2026-07-06',
        fileNewHireReport: false,
        workLocationUuid: locations![0]!.uuid,
        employmentStatus: 'full_time',
      },
    });
    expect(rehire?.effectiveDate).toBe('2026-07-06');
    const { rehire: shown } = await gusto.employeeEmployments.getRehire({ employeeId });
    const { rehire: moved } = await gusto.employeeEmployments.rehire({
      employeeId,
      rehireUpdateRequestBody: {
        version: shown!.version!,
        effectiveDate: '2026-07-13',
        fileNewHireReport: true,
        workLocationUuid: locations![0]!.uuid,
      },
    });
    expect(moved?.effectiveDate).toBe('2026-07-13');
    const { employmentHistoryList } = await gusto.employeeEmployments.getHistory({ employeeId });
    expect(employmentHistoryList?.map((h) => h.terminationDate ?? null)).toEqual(['2026-06-17', null]);
    await gusto.employeeEmployments.deleteRehire({ employeeId });
  });

  it('creates, lists, reads and updates a child support garnishment, with the agencies', async () => {
    const { salaried } = await staff();
    const { childSupportData } = await gusto.garnishments.getChildSupportData({});
    const florida = childSupportData?.agencies?.find((a) => a.state === 'FL');
    expect(florida?.requiredAttributes?.map((a) => a.key)).toEqual(['case_number']);
    const { garnishment } = await gusto.garnishments.create({
      employeeId: salaried.uuid,
      garnishmentRequest: {
        garnishmentType: 'child_support',
        courtOrdered: true,
        amount: '40',
        deductAsPercentage: true,
        payPeriodMaximum: '500.00',
        annualMaximum: '6000.00',
        childSupport: { state: 'FL', fipsCode: '12011', paymentPeriod: 'Monthly', caseNumber: 'FL-2026-118' },
      },
    });
    expect(garnishment?.amount).toBe('40.00');
    const { garnishments } = await gusto.garnishments.list({ employeeId: salaried.uuid });
    expect(garnishments?.map((g) => g.uuid)).toEqual([garnishment!.uuid]);
    const { garnishment: read } = await gusto.garnishments.get({ garnishmentId: garnishment!.uuid });
    const { garnishment: ended } = await gusto.garnishments.update({
      garnishmentId: garnishment!.uuid,
      updateGarnishmentRequest: { version: read!.version!, active: false },
    });
    expect(ended?.active).toBe(false);
  });

  it('lists pay stubs and downloads one as a PDF', async () => {
    const { salaried } = await staff();
    const { employeePayStubsList } = await gusto.payrolls.getPayStubs({ employeeId: salaried.uuid });
    expect(employeePayStubsList?.length).toBeGreaterThan(0);
    const stub = employeePayStubsList![0]!;
    const { responseStream } = await gusto.payrolls.getPayStub({
      payrollId: stub.payrollUuid!,
      employeeId: salaried.uuid,
    });
    const text = await new Response(responseStream).text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`(Gross pay: ${usd(stub.grossPay!)})`);
  });

  afterAll(() => {
    expect(routesOf('employeeManagement').filter((key) => !reached.has(key))).toEqual([]);
  });
});
