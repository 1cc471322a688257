import { afterAll, describe, expect, it } from 'vitest';
import { RFCDate } from '@gusto/embedded-api-v-2026-06-15/types/rfcdate.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * The company's own setup through the upstream client: token introspection, locations and their
 * minimum wages (UPSTREAM B), pay schedules, pay periods and assignments (UPSTREAM C).
 */

const { api, gusto, reached } = startUpstreamClient();
const companyId = api.companyUuid;

describe('the upstream client on company setup', () => {
  it('reads the token it holds', async () => {
    const { tokenInfo } = await gusto.introspection.getInfo({});
    expect(tokenInfo?.resource?.uuid).toBe(companyId);
  });

  it('lists, adds, reads and updates locations, and reads their minimum wages', async () => {
    const { companyLocationsList } = await gusto.locations.get({ companyId });
    expect(companyLocationsList?.length).toBeGreaterThan(0);
    const { location } = await gusto.locations.create({
      companyId,
      companyLocationRequest: {
        street1: '500 Market St',
        city: 'San Francisco',
        state: 'CA',
        zip: '94105',
        phoneNumber: '4155550123',
      },
    });
    expect(location?.state).toBe('CA');
    const { location: read } = await gusto.locations.retrieve({ locationId: location!.uuid });
    const { location: moved } = await gusto.locations.update({
      locationId: location!.uuid,
      requestBody: { version: read!.version!, street2: 'Suite 400' },
    });
    expect(moved?.street2).toBe('Suite 400');

    const { minimumWageList } = await gusto.locations.getMinimumWages({ locationUuid: location!.uuid });
    expect(minimumWageList?.length).toBeGreaterThan(0);
    expect(minimumWageList?.[0]?.wage).toMatch(/^\d+\.\d{2}$/);
  });

  it('previews, creates, reads and updates pay schedules, and lists pay periods', async () => {
    const { paySchedulePreview } = await gusto.paySchedules.getPreview({
      companyId,
      frequency: 'Every week',
      anchorPayDate: new RFCDate('2026-07-03'),
      anchorEndOfPayPeriod: new RFCDate('2026-07-01'),
    });
    expect(paySchedulePreview?.payPeriods?.length).toBeGreaterThan(0);

    const { payScheduleShow: weekly } = await gusto.paySchedules.create({
      companyId,
      payScheduleCreateRequest: {
        frequency: 'Every week',
        anchorPayDate: new RFCDate('2026-07-03'),
        anchorEndOfPayPeriod: new RFCDate('2026-07-01'),
      },
    });
    // No custom name given: the field is left out and `name` says the frequency (UPSTREAM C).
    expect(weekly?.customName).toBeUndefined();
    expect(weekly?.name).toBeTruthy();
    const { payScheduleShowResponse } = await gusto.paySchedules.getAll({ companyId });
    expect(payScheduleShowResponse?.map((s) => s.uuid)).toContain(weekly!.uuid);
    const { payScheduleShow: read } = await gusto.paySchedules.get({
      companyId,
      payScheduleId: weekly!.uuid,
    });
    const { payScheduleShow: named } = await gusto.paySchedules.update({
      companyId,
      payScheduleId: weekly!.uuid,
      payScheduleUpdateRequest: { version: read!.version, customName: 'Hourly crew' },
    });
    expect(named?.customName).toBe('Hourly crew');

    const { payPeriods } = await gusto.paySchedules.getPayPeriods({
      companyId,
      startDate: new RFCDate('2026-05-01'),
      endDate: new RFCDate('2026-07-31'),
    });
    expect(payPeriods?.length).toBeGreaterThan(0);
  });

  it('reads, previews and applies pay schedule assignments', async () => {
    const { payScheduleAssignment } = await gusto.paySchedules.getAssignments({ companyId });
    expect(payScheduleAssignment?.type).toBe('single');
    const { payScheduleShowResponse } = await gusto.paySchedules.getAll({ companyId });
    const [first, second] = payScheduleShowResponse!;
    const body = {
      type: 'hourly_salaried' as const,
      hourlyPayScheduleUuid: second!.uuid,
      salariedPayScheduleUuid: first!.uuid,
    };
    const { payScheduleAssignmentPreview } = await gusto.paySchedules.previewAssignment({
      companyId,
      payScheduleAssignmentBody: body,
    });
    expect(payScheduleAssignmentPreview?.employeeChanges?.length).toBeGreaterThan(0);
    const assigned = await gusto.paySchedules.assign({ companyId, payScheduleAssignmentBody: body });
    expect(assigned.httpMeta.response.ok).toBe(true);
    const { payScheduleAssignment: after } = await gusto.paySchedules.getAssignments({ companyId });
    expect(after?.type).toBe('hourly_salaried');
  });

  afterAll(() => {
    const setupRoutes = routesOf('companySetup');
    expect(setupRoutes.filter((key) => !reached.has(key))).toEqual([]);
  });
});
