/**
 * The payroll editor's saves as a partner and a user meet them, against the demo service through
 * the proxy, clocks pinned: a save the service refuses offers "Save again", which sends it; a 409
 * that leaves a row in conflict reaches the partner's `onEvent` after React's commit, so a handler
 * that sets state is fine.
 */
import { useState } from 'react';
import { userEvent } from 'vitest/browser';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import { startPayrollStack } from './payrollRunStack';
import { SLOW, openEditor, servicePayroll, start, upcoming } from './payrollRunSteps';
import { callDemo } from './taxPayHelpers';

const NOW = new Date('2026-06-15T16:00:00Z');

beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test('a save the service refused is kept on its row and "Save again" sends it', async () => {
  const { stack, screen } = await start({ now: () => NOW });
  const grid = await openEditor(screen);
  const payroll = await upcoming(stack);
  const bonus = grid.getByRole('textbox', { name: /^Bonus for / }).first();
  const name = bonus.element().getAttribute('aria-label')!.replace('Bonus for ', '');
  const fault = await callDemo(stack.api, 'POST', `/__demo/payrolls/${payroll.uuid}/fail-next`, {
    step: 'update',
  });
  expect(fault.status).toBe(204);

  await userEvent.fill(bonus, '125');
  await expect
    .element(screen.getByText('Some rows could not be saved (1); they are kept here.'), SLOW)
    .toBeVisible();
  await expect
    .element(grid.getByText('Not saved: The payroll could not be updated just now. Try again.'))
    .toBeVisible();
  await expect.element(bonus).toHaveValue('125');

  await userEvent.click(screen.getByRole('button', { name: 'Save again' }));
  await expect.element(screen.getByText('All changes saved.'), SLOW).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'Save again' })).not.toBeInTheDocument();
  const rows = (await servicePayroll(stack, payroll.uuid, 'page=1&per=100')).employee_compensations!;
  const row = rows.find((line) => `${line.first_name} ${line.last_name}` === name)!;
  expect(row.fixed_compensations.find((line) => line.name === 'Bonus')?.amount).toBe('125.00');
});

test("a conflict reaches the partner's onEvent after the render: a handler that sets state does not warn", async () => {
  const stack = await startPayrollStack({ now: () => NOW });
  const errors = vi.spyOn(console, 'error');
  function PartnerPage() {
    const [conflicts, setConflicts] = useState<string[]>([]);
    return (
      <>
        <p>Conflicts reported: {conflicts.length}</p>
        <PayrollRun
          companyId={stack.api.companyUuid}
          onEvent={(type, payload) => {
            if (type === 'payroll.conflict')
              setConflicts((list) => [...list, (payload as { employeeId: string }).employeeId]);
          }}
        />
      </>
    );
  }
  const screen = (await stack.render(<PartnerPage />)).locator;
  const grid = await openEditor(screen);
  const payroll = await upcoming(stack);
  const cell = grid.getByRole('textbox', { name: /^Regular hours for / }).first();
  const name = cell.element().getAttribute('aria-label')!.replace('Regular hours for ', '');

  // A colleague changes the same employee's regular hours first.
  const row = (await servicePayroll(stack, payroll.uuid, 'page=1&per=100')).employee_compensations!.find(
    (line) => `${line.first_name} ${line.last_name}` === name,
  )!;
  const regular = row.hourly_compensations.find((line) => line.name === 'Regular Hours')!;
  const colleague = await callDemo(
    stack.api,
    'PUT',
    `/v1/companies/${stack.api.companyUuid}/payrolls/${payroll.uuid}`,
    {
      employee_compensations: [
        {
          employee_uuid: row.employee_uuid,
          version: row.version,
          hourly_compensations: [{ job_uuid: regular.job_uuid, name: 'Regular Hours', hours: '12' }],
        },
      ],
    },
  );
  expect(colleague.status).toBe(200);

  await userEvent.fill(cell, '20');
  await expect.element(screen.getByText('Conflicts reported: 1'), SLOW).toBeVisible();
  await expect.element(grid.getByText('Changed elsewhere')).toBeVisible();
  await expect.element(cell).toHaveValue('20');
  const warnings = errors.mock.calls.filter((call) => String(call[0]).includes('Cannot update a component'));
  expect(warnings).toEqual([]);
});
