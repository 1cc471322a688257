// The one payroll deadline format (issue 47): the service's 4 pm Pacific cut-off shown in the
// payroll zone with its name, from a date-time or a run-by day, whatever zone the process runs in.
import { expect, test } from 'vitest';
import {
  payrollCutOffTime,
  payrollDeadlineText,
  payrollToday,
} from '../../../src/flows/shared/payrollDeadline';

test('a deadline reads in Pacific time with its zone, from the service date-time or the run-by day', () => {
  expect(payrollDeadlineText('2026-12-09T16:00:00-08:00', 'en-US')).toBe('Dec 9, 2026, 4:00 PM PST');
  // The same instant written in UTC is not moved to the next day.
  expect(payrollDeadlineText('2026-12-10T00:00:00Z', 'en-US')).toBe('Dec 9, 2026, 4:00 PM PST');
  expect(payrollDeadlineText('2026-12-09', 'en-US')).toBe('Dec 9, 2026, 4:00 PM PST');
  // Daylight time, and both days of the 2026 switches (Mar 8, Nov 1).
  expect(payrollDeadlineText('2026-06-26', 'en-US')).toBe('Jun 26, 2026, 4:00 PM PDT');
  expect(payrollDeadlineText('2026-03-08', 'en-US')).toBe('Mar 8, 2026, 4:00 PM PDT');
  expect(payrollDeadlineText('2026-11-01', 'en-US')).toBe('Nov 1, 2026, 4:00 PM PST');
  expect(payrollDeadlineText('not a date', 'en-US')).toBe('not a date');
  expect(payrollCutOffTime('en-US')).toBe('4:00 PM PT');
});

test("today is the payroll zone's date, not the UTC one", () => {
  expect(payrollToday(Date.parse('2026-12-09T03:00:00Z'))).toBe('2026-12-08');
  expect(payrollToday(Date.parse('2026-12-09T08:00:00Z'))).toBe('2026-12-09');
  expect(payrollToday(Date.parse('2026-06-15T06:59:00Z'))).toBe('2026-06-14');
});
