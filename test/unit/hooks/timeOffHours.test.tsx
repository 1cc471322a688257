// @vitest-environment jsdom
// Hours are added in integer thousandths (the wire precision), never as floats: the one
// `hoursToThousandths`, and a time off request's total as the admin files it.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { hoursToThousandths } from '../../../src/hooks/payroll';
import { useTimeOffRequestForm } from '../../../src/hooks/timeOff';
import { demoClient, startDemo } from '../api/demoService';

afterEach(cleanup);

test('hours read as integer thousandths: at most three decimals, never negative; 0 when not hours, or the value asked for', () => {
  expect(hoursToThousandths('40.5')).toBe(40_500);
  expect(hoursToThousandths(' 8.000 ')).toBe(8_000);
  expect(hoursToThousandths('0.1') + hoursToThousandths('0.2')).toBe(300);
  for (const text of ['', 'forty', '-1', '1.2345', '1,5', undefined]) {
    expect(hoursToThousandths(text), String(text)).toBe(0);
    expect(hoursToThousandths(text, null), String(text)).toBeNull();
  }
  expect(hoursToThousandths('0', null)).toBe(0);
});

test("a request's total is the sum of its days to the thousandth of an hour, and none while a day is not hours", () => {
  const { api, fetchFn } = startDemo(2);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={demoClient(fetchFn, { retry: false })} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  const { result } = renderHook(() => useTimeOffRequestForm({ companyId: api.companyUuid }), { wrapper });
  // Friday 3 to Monday 6 July 2026: two working days of 7.333 hours, the weekend off.
  act(() => {
    result.current.form.setValue('start_date', '2026-07-03');
    result.current.form.setValue('end_date', '2026-07-06');
    result.current.form.setValue('hours', '7.333');
  });
  expect(result.current.days.map((day) => day.hours)).toEqual(['7.333', '0', '0', '7.333']);
  expect(result.current.totalHours).toBe(14.666);
  // 0.1 + 0.2 on the weekend: 14.966 exactly (as floats, 0.1 + 0.2 is 0.30000000000000004).
  act(() => result.current.setDayHours('2026-07-04', '0.1'));
  act(() => result.current.setDayHours('2026-07-05', '0.2'));
  expect(result.current.totalHours).toBe(14.966);
  act(() => result.current.setDayHours('2026-07-05', 'two'));
  expect(result.current.totalHours).toBeUndefined();
});
