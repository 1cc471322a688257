// Rules of the payroll engine that sit under the routes: run dates, upcoming payrolls after a
// schedule change, blockers derived from the company's records.
import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../../../src/demo-api';
import {
  earliestCheckDate,
  fourDayCheckDate,
  payDay,
  runDayFrom,
} from '../../../src/demo-api/payroll/payrollDates';
import { PAYROLL_BLOCKER_KEYS } from '../../../src/demo-api/payroll/payrollBlockers';
import { call, fixedNow, type ApiJson } from './request';
import { addBusinessDays } from '../../../src/demo-api/calendar/businessDays';

describe('run dates (DECISIONS 46)', () => {
  it('counts business days over weekends and Fed holidays', () => {
    // Thu 18 Jun 2026 + 1 → Mon 22 Jun (Fri 19 Jun is Juneteenth).
    expect(addBusinessDays('2026-06-18', 1)).toBe('2026-06-22');
    // Fri 4 Sep + 1 → Tue 8 Sep (Labor Day).
    expect(addBusinessDays('2026-09-04', 1)).toBe('2026-09-08');
    expect(payDay('2026-09-07')).toBe('2026-09-04');
    expect(payDay('2026-06-20')).toBe('2026-06-18');
    // 4 July 2026 is a Saturday: the Fed does not observe it, so Friday 3 July is a business day.
    expect(payDay('2026-07-04')).toBe('2026-07-03');
  });

  it('runs today until 16:00 Pacific, then on the next business day', () => {
    // Monday 15 June 2026, 15:59 PDT = 22:59Z: still today; the check date is two business days on.
    expect(runDayFrom(new Date('2026-06-15T22:59:00Z'))).toBe('2026-06-15');
    expect(earliestCheckDate(new Date('2026-06-15T22:59:00Z'))).toBe('2026-06-17');
    // 16:00 PDT: tomorrow.
    expect(runDayFrom(new Date('2026-06-15T23:00:00Z'))).toBe('2026-06-16');
    // Thursday 18 June after the cut-off: Friday is Juneteenth, so Monday 22; paid Wed 24.
    expect(runDayFrom(new Date('2026-06-19T00:30:00Z'))).toBe('2026-06-22');
    expect(earliestCheckDate(new Date('2026-06-19T00:30:00Z'))).toBe('2026-06-24');
    // In winter the cut-off is 16:00 PST = 00:00Z the next day.
    expect(runDayFrom(new Date('2026-12-15T23:30:00Z'))).toBe('2026-12-15');
    expect(fourDayCheckDate('2026-06-15')).toBe('2026-06-22');
  });
});

describe('upcoming payrolls after a schedule change (DECISIONS 39)', () => {
  it('replaces the unprocessed payrolls an update deleted, on the new dates', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 8 });
    const schedules = await call(api, 'GET', `/v1/companies/${api.companyUuid}/pay_schedules`);
    const schedule = schedules.body[0];
    const before = await call(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/payrolls?processing_statuses=unprocessed`,
    );
    const updated = await call(
      api,
      'PUT',
      `/v1/companies/${api.companyUuid}/pay_schedules/${schedule.uuid}`,
      {
        body: {
          version: schedule.version,
          anchor_pay_date: '2026-06-26',
          anchor_end_of_pay_period: '2026-06-21',
        },
      },
    );
    expect(updated.status).toBe(200);
    const periods = await call(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/pay_periods?start_date=2026-06-15&end_date=2026-09-15`,
    );
    const future = periods.body.filter((p: ApiJson) => p.end_date >= '2026-06-21');
    expect(future.length).toBeGreaterThan(0);
    for (const p of future) expect(p.payroll.payroll_uuid).toEqual(expect.any(String));
    const after = await call(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/payrolls?processing_statuses=unprocessed`,
    );
    const oldUuids = new Set(before.body.map((p: ApiJson) => p.uuid));
    expect(after.body.every((p: ApiJson) => !oldUuids.has(p.uuid))).toBe(true);
    expect(after.body[0].pay_period.end_date).toBe('2026-06-21');
  });

  it('keeps one payroll per period however often the list is read', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 4 });
    const path = `/v1/companies/${api.companyUuid}/payrolls?processing_statuses=unprocessed&per=100`;
    const first = await call(api, 'GET', path);
    const again = await call(api, 'GET', path);
    expect(again.body.map((p: ApiJson) => p.uuid)).toEqual(first.body.map((p: ApiJson) => p.uuid));
  });
});

describe('payroll blockers from the records (UPSTREAM E.9)', () => {
  it('lists every key of UPSTREAM E.9 and derives keys from an empty company', async () => {
    expect(PAYROLL_BLOCKER_KEYS).toHaveLength(24);
    const api = createDemoApi({ now: fixedNow(), employees: 0 });
    const res = await call(api, 'GET', `/v1/companies/${api.companyUuid}/payrolls/blockers`);
    expect(res.body.map((b: ApiJson) => b.key)).toContain('missing_employee_setup');
  });
});
