import { describe, expect, it } from 'vitest';
import { bankHolidays, payrollDeadline, runPayrollBy } from '../../../src/demo-api/calendar/businessDays';
import { createDemoApi, type DemoApi } from '../../../src/testing';
import { call, fixedNow, type ApiJson } from './request';

/** Day of the week of a date, to make the hand-checked expectations readable. */
const weekday = (date: string) =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${date}T00:00:00Z`).getUTCDay()];

/** A company with no employees whose service clock reads 16:00 UTC on `today`. */
const companyOn = (today: string): DemoApi =>
  createDemoApi({ now: fixedNow(`${today}T16:00:00Z`), employees: 0 });

async function preview(api: DemoApi, query: Record<string, string>): Promise<ApiJson> {
  const res = await call(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/pay_schedules/preview?${new URLSearchParams(query)}`,
  );
  expect(res.status).toBe(200);
  return res.body;
}

const dates = (body: ApiJson) =>
  body.pay_periods.map((p: ApiJson) => [p.end_date, p.check_date, p.run_payroll_by]);

describe('Federal Reserve calendar (DECISIONS 46)', () => {
  it('lists the observed bank holidays of 2026 and 2027, checked against a calendar', () => {
    // 2026: Jul 4 is a Saturday, so the Fed does not observe it (no Friday holiday).
    expect(bankHolidays('2026-01-01', '2026-12-31')).toEqual([
      '2026-01-01', // Thu
      '2026-01-19', // MLK
      '2026-02-16', // Presidents' Day
      '2026-05-25',
      '2026-06-19', // Fri
      '2026-09-07',
      '2026-10-12',
      '2026-11-11', // Wed
      '2026-11-26',
      '2026-12-25', // Fri
    ]);
    // 2027: Jun 19 and Dec 25 are Saturdays (not observed); Jul 4 is a Sunday → Monday Jul 5.
    expect(bankHolidays('2027-01-01', '2027-12-31')).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
    ]);
    expect(bankHolidays('2027-01-01', '2027-12-31').map(weekday)).not.toContain('Sat');
  });

  it('puts the deadline at 4 pm Pacific on the run-by day, in daylight and standard time', () => {
    // Check Fri Jun 19, 2026 is itself a holiday-free Friday; run by Wed Jun 17 (PDT).
    expect(payrollDeadline('2026-06-19')).toBe('2026-06-17T16:00:00-07:00');
    // Daylight time starts Sun Mar 8, 2026: Thu Mar 5 is still standard time, Mon Mar 9 is not.
    expect(payrollDeadline('2026-03-09')).toBe('2026-03-05T16:00:00-08:00');
    expect(payrollDeadline('2026-03-11')).toBe('2026-03-09T16:00:00-07:00');
    // It ends Sun Nov 1, 2026: Fri Oct 30 is daylight time, Tue Nov 3 standard.
    expect(payrollDeadline('2026-11-03')).toBe('2026-10-30T16:00:00-07:00');
    expect(payrollDeadline('2026-11-05')).toBe('2026-11-03T16:00:00-08:00');
    expect(new Date(payrollDeadline('2026-11-05')).toISOString()).toBe('2026-11-04T00:00:00.000Z');
  });

  it('counts two business days back across a weekend and a holiday', () => {
    // Mon Nov 30, 2026 → Fri 27, then Wed 25 (Thu 26 is Thanksgiving).
    expect(runPayrollBy('2026-11-30')).toBe('2026-11-25');
    expect(runPayrollBy('2026-12-28')).toBe('2026-12-23'); // Mon → Thu 24, Wed 23 (Fri 25 closed)
  });
});

describe('pay dates and run-by dates in the preview (issue 16, DECISIONS 46)', () => {
  it('moves a twice-a-month schedule anchored on Dec 15, 2026 off weekends and Presidents’ Day', async () => {
    const body = await preview(companyOn('2026-12-01'), {
      frequency: 'Twice per month',
      anchor_pay_date: '2026-12-15',
      anchor_end_of_pay_period: '2026-12-15',
      day_1: '15',
      day_2: '31',
      end_date: '2027-03-01',
    });
    expect(dates(body)).toEqual([
      // Tue Dec 15: run by Fri Dec 11, not Sun Dec 13.
      ['2026-12-15', '2026-12-15', '2026-12-11'],
      // Thu Dec 31: Wed 30, Tue 29.
      ['2026-12-31', '2026-12-31', '2026-12-29'],
      ['2027-01-15', '2027-01-15', '2027-01-13'],
      // Sun Jan 31 → Fri Jan 29.
      ['2027-01-31', '2027-01-29', '2027-01-27'],
      // Mon Feb 15 is Presidents' Day → Fri Feb 12; run by Wed Feb 10, not Sat Feb 13.
      ['2027-02-15', '2027-02-12', '2027-02-10'],
      // Sun Feb 28 → Fri Feb 26.
      ['2027-02-28', '2027-02-26', '2027-02-24'],
    ]);
    for (const p of body.pay_periods) {
      expect(['Sat', 'Sun']).not.toContain(weekday(p.check_date));
      expect(['Sat', 'Sun']).not.toContain(weekday(p.run_payroll_by));
      expect(body.holidays).not.toContain(p.check_date);
    }
    expect(body.holidays).toEqual(['2026-12-25', '2027-01-01', '2027-01-18', '2027-02-15']);
  });

  it('counts the run-by days past a Monday holiday', async () => {
    // Weekly, periods end on Fridays and are paid the Tuesday after.
    const body = await preview(companyOn('2027-01-04'), {
      frequency: 'Every week',
      anchor_pay_date: '2027-01-19',
      anchor_end_of_pay_period: '2027-01-15',
      end_date: '2027-02-13',
    });
    expect(dates(body)).toEqual([
      // Tue Jan 19 follows MLK Day (Mon 18): Fri 15, Thu 14.
      ['2027-01-15', '2027-01-19', '2027-01-14'],
      ['2027-01-22', '2027-01-26', '2027-01-22'],
      ['2027-01-29', '2027-02-02', '2027-01-29'],
      ['2027-02-05', '2027-02-09', '2027-02-05'],
      // Tue Feb 16 follows Presidents' Day: Fri 12, Thu 11.
      ['2027-02-12', '2027-02-16', '2027-02-11'],
    ]);
  });

  it('observes a Sunday holiday on Monday and ignores a Saturday one', async () => {
    const api = companyOn('2026-05-01');
    // Monthly on the 5th: Mon Jul 5, 2027 is Independence Day observed → Fri Jul 2.
    const sunday = await preview(api, {
      frequency: 'Monthly',
      anchor_pay_date: '2027-06-05',
      anchor_end_of_pay_period: '2027-06-05',
      day_1: '5',
      end_date: '2027-08-01',
    });
    expect(dates(sunday)).toEqual([
      ['2027-06-05', '2027-06-04', '2027-06-02'], // Sat → Fri
      ['2027-07-05', '2027-07-02', '2027-06-30'], // Jul 4 Sunday → observed Mon 5 → Fri 2
    ]);
    expect(sunday.holidays).toContain('2027-07-05');
    expect(sunday.holidays).not.toContain('2027-07-04');
    // Monthly on the 3rd: Fri Jul 3, 2026 stays, since Sat Jul 4, 2026 is not observed.
    const saturday = await preview(api, {
      frequency: 'Monthly',
      anchor_pay_date: '2026-06-03',
      anchor_end_of_pay_period: '2026-06-03',
      day_1: '3',
      end_date: '2026-07-31',
    });
    expect(dates(saturday)).toEqual([
      ['2026-06-03', '2026-06-03', '2026-06-01'],
      ['2026-07-03', '2026-07-03', '2026-07-01'],
    ]);
    expect(saturday.holidays).toEqual(['2026-05-25', '2026-06-19']);
  });

  it('gives each pay period its deadline at 4 pm Pacific two business days before the check date', async () => {
    const api = createDemoApi({ now: fixedNow('2026-06-15T16:00:00Z'), employees: 3 });
    const res = await call(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/pay_periods?start_date=2026-06-01&end_date=2026-09-15`,
    );
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(3);
    for (const period of res.body) {
      const { check_date: check, payroll_deadline: deadline } = period.payroll;
      expect(['Sat', 'Sun']).not.toContain(weekday(check));
      expect(bankHolidays(check, check)).toEqual([]);
      expect(deadline).toMatch(/T16:00:00-0[78]:00$/);
      expect(deadline.slice(0, 10)).toBe(runPayrollBy(check));
    }
  });
});
