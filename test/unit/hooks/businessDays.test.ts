// The client's bank calendar (issue 47: an off-cycle payroll proposed a check date on a
// Saturday): hand-checked 2026 days, the proposed off-cycle check date, and the same calendar as
// the service's for every day of 2026 to 2030.
import { expect, test } from 'vitest';
import { businessDayOnOrBefore, isBusinessDay } from '../../../src/hooks/businessDays';
import { proposedCheckDate } from '../../../src/hooks/payroll/offCyclePayroll';
import { isBusinessDay as serviceBusinessDay } from '../../../src/demo-api/calendar/businessDays';

test('weekends and observed bank holidays are not business days (2026, hand-checked)', () => {
  expect(isBusinessDay('2026-12-04')).toBe(true); // Friday
  expect(isBusinessDay('2026-12-05')).toBe(false); // Saturday
  expect(isBusinessDay('2026-12-06')).toBe(false); // Sunday
  expect(isBusinessDay('2026-11-26')).toBe(false); // Thanksgiving, fourth Thursday
  expect(isBusinessDay('2026-01-19')).toBe(false); // Martin Luther King, Jr. Day
  expect(isBusinessDay('2026-05-25')).toBe(false); // Memorial Day, last Monday of May
  expect(isBusinessDay('2026-07-03')).toBe(true); // July 4 is a Saturday: the Fed stays open on Friday
  expect(isBusinessDay('2026-12-25')).toBe(false); // Christmas, a Friday
});

test('a day that is not a business day moves to the business day before', () => {
  expect(businessDayOnOrBefore('2026-12-05')).toBe('2026-12-04');
  expect(businessDayOnOrBefore('2026-11-26')).toBe('2026-11-25');
  expect(businessDayOnOrBefore('2026-12-28')).toBe('2026-12-28');
  expect(businessDayOnOrBefore('2026-12-27')).toBe('2026-12-24'); // Sunday, Saturday, Christmas
  expect(businessDayOnOrBefore('2027-07-05')).toBe('2027-07-02'); // July 4 on a Sunday, observed Monday
});

test('an off-cycle payroll proposes a check date a week out, on a business day', () => {
  expect(proposedCheckDate('2026-11-28')).toBe('2026-12-04'); // a week out is Saturday Dec 5
  expect(proposedCheckDate('2026-06-15')).toBe('2026-06-22'); // a Monday stays
  expect(proposedCheckDate('2026-11-19')).toBe('2026-11-25'); // a week out is Thanksgiving
});

test('the same calendar as the payroll service, every day of 2026 to 2030', () => {
  const differ: string[] = [];
  for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (isBusinessDay(date) !== serviceBusinessDay(date)) differ.push(date);
  }
  expect(differ).toEqual([]);
});
