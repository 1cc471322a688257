import { afterAll, describe, expect, it } from 'vitest';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Time off through the upstream client: policies and balances (UPSTREAM D.1), requests (D.2),
 * the holiday pay policy and paid holidays (D.3), an employee's time off activities.
 */

const { api, gusto, reached } = startUpstreamClient();
const companyUuid = api.companyUuid;

/** Two onboarded employees with a job: the ones a policy can hold. */
async function staff(): Promise<[string, string]> {
  const { showEmployees } = await gusto.employees.list({ companyId: companyUuid, per: 100 });
  const ready = showEmployees!.filter((e) => e.onboarded && (e.jobs?.length ?? 0) > 0);
  return [ready[0]!.uuid, ready[1]!.uuid];
}

describe('the upstream client on time off', () => {
  it('creates, enrols, balances, updates and deactivates a policy', async () => {
    const [first, second] = await staff();
    const { timeOffPolicy } = await gusto.timeOffPolicies.create({
      companyUuid,
      timeOffPolicyRequest: {
        name: 'Floating days',
        policyType: 'vacation',
        accrualMethod: 'per_anniversary_year',
        accrualRate: '40.0',
      },
    });
    expect(timeOffPolicy?.name).toBe('Floating days');
    const { timeOffPolicies } = await gusto.timeOffPolicies.getAll({ companyUuid });
    expect(timeOffPolicies?.map((p) => p.uuid)).toContain(timeOffPolicy!.uuid);
    const { timeOffPolicy: read } = await gusto.timeOffPolicies.get({
      timeOffPolicyUuid: timeOffPolicy!.uuid,
    });
    const { timeOffPolicy: renamed } = await gusto.timeOffPolicies.update({
      timeOffPolicyUuid: timeOffPolicy!.uuid,
      requestBody: { version: read!.version!, name: 'Floating holidays' },
    });
    expect(renamed?.name).toBe('Floating holidays');

    const { timeOffPolicy: enrolled } = await gusto.timeOffPolicies.addEmployees({
      timeOffPolicyUuid: timeOffPolicy!.uuid,
      requestBody: { employees: [{ uuid: first, balance: '8.0' }, { uuid: second }] },
    });
    expect(enrolled?.employees?.map((e) => e.uuid).sort()).toEqual([first, second].sort());
    const { timeOffPolicy: balanced } = await gusto.timeOffPolicies.updateBalance({
      timeOffPolicyUuid: timeOffPolicy!.uuid,
      requestBody: { employees: [{ uuid: second, balance: '16.0' }] },
    });
    expect(Number(balanced?.employees?.find((e) => e.uuid === second)?.balance)).toBe(16);
    const { timeOffPolicy: fewer } = await gusto.timeOffPolicies.removeEmployees({
      timeOffPolicyUuid: timeOffPolicy!.uuid,
      requestBody: { employees: [{ uuid: second }] },
    });
    expect(fewer?.employees?.map((e) => e.uuid)).toEqual([first]);

    const { timeOffActivityList } = await gusto.employees.getTimeOffActivities({
      employeeUuid: first,
      timeOffType: 'vacation',
    });
    expect(timeOffActivityList?.length).toBeGreaterThan(0);

    const { timeOffPolicy: inactive } = await gusto.timeOffPolicies.deactivate({
      timeOffPolicyUuid: timeOffPolicy!.uuid,
    });
    expect(inactive?.isActive).toBe(false);
  });

  it('previews, files, reads, approves, declines and withdraws requests, and reads balances', async () => {
    const { timeOffPolicies } = await gusto.timeOffPolicies.getAll({ companyUuid });
    const vacation = timeOffPolicies!.find((p) => p.policyType === 'vacation' && p.isActive)!;
    const employeeUuid = vacation.employees![0]!.uuid!;
    const days = { '2026-07-06': '8.000' };
    const request = {
      employeeUuid,
      policyUuid: vacation.uuid,
      startDate: '2026-07-06',
      endDate: '2026-07-06',
      days,
    };

    const { embeddedTimeOffRequestPreview } =
      await gusto.timeOffRequests.postV1CompaniesCompanyUuidTimeOffRequestsPreview({
        companyUuid,
        requestBody: request,
      });
    expect(embeddedTimeOffRequestPreview).toBeDefined();

    const { embeddedTimeOffRequest: filed } =
      await gusto.timeOffRequests.postV1CompaniesCompanyUuidTimeOffRequests({
        companyUuid,
        requestBody: { ...request, employeeNote: 'Family trip' },
      });
    expect(filed?.status).toBe('pending');
    const { embeddedTimeOffRequests } = await gusto.timeOffRequests.getV1CompaniesCompanyUuidTimeOffRequests({
      companyUuid,
      status: 'pending',
    });
    expect(embeddedTimeOffRequests?.map((r) => r.uuid)).toContain(filed!.uuid);
    const { embeddedTimeOffRequest: read } =
      await gusto.timeOffRequests.getV1TimeOffRequestsTimeOffRequestUuid({
        timeOffRequestUuid: filed!.uuid!,
      });
    expect(read?.employeeNote).toBe('Family trip');
    const { embeddedTimeOffRequest: approved } =
      await gusto.timeOffRequests.putV1TimeOffRequestsTimeOffRequestUuidApprove({
        timeOffRequestUuid: filed!.uuid!,
        requestBody: { employerNote: 'Enjoy' },
      });
    expect(approved?.status).toBe('approved');

    const later = {
      ...request,
      startDate: '2026-07-13',
      endDate: '2026-07-13',
      days: { '2026-07-13': '8.000' },
    };
    const { embeddedTimeOffRequest: second } =
      await gusto.timeOffRequests.postV1CompaniesCompanyUuidTimeOffRequests({
        companyUuid,
        requestBody: later,
      });
    const { embeddedTimeOffRequest: declined } =
      await gusto.timeOffRequests.putV1TimeOffRequestsTimeOffRequestUuidDecline({
        timeOffRequestUuid: second!.uuid!,
        requestBody: { employerNote: 'Stocktake week' },
      });
    expect(declined?.status).toBe('declined');

    const third = {
      ...request,
      startDate: '2026-07-20',
      endDate: '2026-07-20',
      days: { '2026-07-20': '4.000' },
    };
    const { embeddedTimeOffRequest: given } =
      await gusto.timeOffRequests.postV1CompaniesCompanyUuidTimeOffAdminApprovedRequests({
        companyUuid,
        requestBody: third,
      });
    expect(given?.status).toBe('approved');
    const withdrawn = await gusto.timeOffRequests.deleteV1TimeOffRequestsTimeOffRequestUuid({
      timeOffRequestUuid: given!.uuid!,
    });
    expect(withdrawn.httpMeta.response.ok).toBe(true);

    const { embeddedTimeOffBalances } = await gusto.timeOffRequests.getV1CompaniesCompanyUuidTimeOffBalances({
      companyUuid,
      employeeUuids: employeeUuid,
    });
    expect(embeddedTimeOffBalances?.length).toBeGreaterThan(0);
  });

  it('creates, reads, updates, staffs and deletes the holiday pay policy, and previews paid holidays', async () => {
    const none = await gusto.holidayPayPolicies.get({ companyUuid });
    expect(none.holidayPayPolicy).toBeUndefined();
    // Row 31: creating the holiday pay policy answers 200, as the upstream declares.
    const { holidayPayPolicy } = await gusto.holidayPayPolicies.create({
      companyUuid,
      holidayPayPolicyRequest: { federalHolidays: { newYearsDay: { selected: true } } },
    });
    expect(holidayPayPolicy?.version).toBeTruthy();
    const { holidayPayPolicy: read } = await gusto.holidayPayPolicies.get({ companyUuid });
    const { holidayPayPolicy: more } = await gusto.holidayPayPolicies.update({
      companyUuid,
      requestBody: { version: read!.version, federalHolidays: { juneteenth: { selected: true } } },
    });
    const [first, second] = await staff();
    const { holidayPayPolicy: staffed } = await gusto.holidayPayPolicies.addEmployees({
      companyUuid,
      requestBody: { version: more!.version, employees: [{ uuid: first }, { uuid: second }] },
    });
    expect(staffed?.employees?.length).toBe(2);
    const { holidayPayPolicy: fewer } = await gusto.holidayPayPolicies.removeEmployees({
      companyUuid,
      requestBody: { version: staffed!.version, employees: [{ uuid: second }] },
    });
    expect(fewer?.employees?.map((e) => e.uuid)).toEqual([first]);
    const { paidHolidays } = await gusto.holidayPayPolicies.previewPaidHolidays({
      companyUuid,
      year: '2026',
    });
    expect(paidHolidays?.length).toBeGreaterThan(0);
    const removed = await gusto.holidayPayPolicies.delete({ companyUuid });
    expect(removed.httpMeta.response.ok).toBe(true);
  });

  afterAll(() => {
    const timeOffRoutes = routesOf('timeOff');
    expect(timeOffRoutes.filter((key) => !reached.has(key))).toEqual([]);
  });
});
