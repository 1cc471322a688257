/**
 * Issue 26: the transition payroll a pay schedule change leaves, in <PayrollRun/> against the demo
 * service through the proxy, with both clocks pinned on Mon Jun 15, 2026. After everyone moves
 * from the biweekly schedule (current period Jun 6–19) to a twice-a-month one (first period after
 * it Jul 1–15), an admin finds the transition payroll for Jun 20–30 on the landing, labelled as a
 * transition from the old pay schedule, runs it and sees the hand-worked gross of the gap.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import { startPayrollStack } from './payrollRunStack';
import { SLOW } from './payrollRunSteps';
import { demoAdmin } from '../../support/demoAdmin';
import { addPaySchedule, moveEveryoneTo, TWICE_A_MONTH } from '../../support/paySchedules';
import { callDemo } from './taxPayHelpers';

const NOW = new Date('2026-06-15T16:00:00Z');

beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

interface Staff {
  uuid: string;
  first_name: string;
  last_name: string;
  jobs?: Array<{ rate?: string }>;
}

test('an admin runs the transition payroll a schedule change left, and its gross is the gap’s pay', async () => {
  const stack = await startPayrollStack({ employees: 6, now: () => NOW });
  const { api } = stack;
  const company = `/v1/companies/${api.companyUuid}`;
  const admin = demoAdmin(api);
  await moveEveryoneTo(admin, (await addPaySchedule(admin, TWICE_A_MONTH)).uuid);
  const staff = (await callDemo(api, 'GET', `${company}/employees?per=100`)).body as Staff[];
  const named = (rate: string) => {
    const person = staff.find((e) => e.jobs?.[0]?.rate === rate)!;
    return `${person.first_name} ${person.last_name}`;
  };

  const { locator: screen } = await stack.render(<PayrollRun companyId={api.companyUuid} />);
  const offCycle = screen.getByRole('table', { name: 'Off-cycle payrolls not yet processed' });
  const row = offCycle.getByRole('row', { name: /Transition from old pay schedule/ });
  await expect.element(row, SLOW).toBeVisible();
  // Its period is the gap; it is paid on the gap's last day, Tue Jun 30.
  await expect.element(row).toHaveTextContent('Jun 20, 2026 – Jun 30, 2026');
  await expect.element(row).toHaveTextContent('Jun 30, 2026');

  await userEvent.click(row.getByRole('button', { name: 'Run payroll for Jun 20, 2026 – Jun 30, 2026' }));
  await expect
    .element(screen.getByRole('heading', { name: 'Off-cycle payroll for Jun 20, 2026 – Jun 30, 2026' }))
    .toBeVisible();
  const grid = screen.getByRole('grid', { name: 'Payroll editor' });
  await expect.element(grid.getByRole('textbox', { name: /^Regular hours for / }).first()).toBeVisible();
  await expect.element(screen.getByText('All changes saved.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Calculate payroll' }));
  // The service's clock is pinned: its one second of calculation passes when the test says so.
  await api.clock.advance(1000);
  await expect.element(screen.getByText('Calculated. Review the amounts, then submit.'), SLOW).toBeVisible();

  // By hand: Sat Jun 20 – Tue Jun 30, 2026 holds 7 business days (Mon 22 – Fri 26, Mon 29, Tue 30).
  // Salaried at $85,000 a year: 85,000 × 7 ÷ 260 = 2,288.4615… → $2,288.46 (DECISIONS 57's day
  // rate, rounded once). Hourly at $24.50: 7 × 8 = 56 regular hours × $24.50 = $1,372.00.
  const review = screen.getByRole('table', { name: 'What each employee is paid' });
  await expect
    .element(review.getByRole('row', { name: new RegExp(`^${named('85000.00')}`) }))
    .toHaveTextContent('$2,288.46');
  await expect
    .element(review.getByRole('row', { name: new RegExp(`^${named('24.50')}`) }))
    .toHaveTextContent('$1,372.00');
}, 60_000);
