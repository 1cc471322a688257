/**
 * The off-cycle form proposes a check date that is a business day (issue 47): on Saturday
 * 2026-11-28 a week out is Saturday 2026-12-05, so it proposes Friday 2026-12-04, the day the
 * service would pay. Against the demo service through the proxy, the clock pinned.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { start } from './payrollRunSteps';

const NOW = new Date('2026-11-28T16:00:00Z');

beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('on 2026-11-28 the off-cycle form proposes Friday 2026-12-04, not Saturday 2026-12-05', async () => {
  const { screen } = await start({ now: () => NOW });
  await userEvent.click(screen.getByRole('button', { name: 'New off-cycle payroll' }));
  await expect.element(screen.getByRole('heading', { name: 'New off-cycle payroll' })).toHaveFocus();
  await expect.element(screen.getByLabelText(/^Check date/)).toHaveValue('2026-12-04');
});
