/**
 * The pay schedule blocks in a partner's narrow column: at 320 px and 390 px the block's root
 * never scrolls sideways (tables scroll inside themselves or stack).
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { PayPeriodsTable } from '../../../src/flows/PaySchedules/PayPeriodsTable';
import { PayScheduleAssignments } from '../../../src/flows/PaySchedules/PayScheduleAssignments';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';

const TODAY = '2026-06-15';

for (const width of [320, 390]) {
  test(`pay periods and the assignment review fit a ${width} px column`, async () => {
    const api = createDemoApi({ employees: 8, now: () => new Date(`${TODAY}T16:00:00Z`) });
    const { screen } = await renderWithDemo(
      <div data-testid="column" style={{ width: `${width}px` }}>
        <PayPeriodsTable companyId={api.companyUuid} today={TODAY} onRunPayroll={() => undefined} />
        <PayScheduleAssignments companyId={api.companyUuid} />
      </div>,
      { api },
    );
    await expect.element(screen.getByRole('row', { name: /Jun 6, 2026 – Jun 19, 2026/ })).toBeVisible();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Pay schedule/ }),
      'Every other week',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    await expect.element(screen.getByText('No one’s pay schedule changes.')).toBeVisible();
    const column = screen.getByTestId('column').element() as HTMLElement;
    expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  });
}
