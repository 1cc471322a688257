/**
 * Issue 43: after a rehire dated ahead, the employee's page said "Employed." while the list said
 * "Terminated". Both now tell one status with its date. <EmployeeManagement/> through the real
 * proxy, the service's clock pinned to Monday 15 June 2026.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { EmployeeManagement } from '../../../src/flows';
import { startPayrollStack } from './payrollRunStack';
import { callDemo, seededEmployee } from './taxPayHelpers';

const NOW = Date.parse('2026-06-15T16:00:00Z');
const SLOW = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

test('terminated with a last day of 12 June and rehired from 29 June: the list and the page say terminated, with its date', async () => {
  const stack = await startPayrollStack({ employees: 12, now: () => new Date(NOW) });
  const grace = await seededEmployee(stack.api, 'Grace', 'Lovelace');
  expect(
    (
      await callDemo(stack.api, 'POST', `/v1/employees/${grace}/terminations`, {
        effective_date: '2026-06-12',
      })
    ).status,
  ).toBe(201);
  const { body: locations } = await callDemo(
    stack.api,
    'GET',
    `/v1/companies/${stack.api.companyUuid}/locations`,
  );
  const rehire = await callDemo(stack.api, 'POST', `/v1/employees/${grace}/rehire`, {
    effective_date: '2026-06-29',
    file_new_hire_report: false,
    work_location_uuid: (locations as Array<{ uuid: string }>)[0]!.uuid,
  });
  expect(rehire.status).toBe(201);
  const { locator: screen } = await stack.render(
    <EmployeeManagement companyId={stack.api.companyUuid} today="2026-06-15" />,
  );

  const row = screen.getByRole('row').filter({ hasText: 'Grace Lovelace' });
  await expect.element(row, SLOW).toHaveTextContent('Terminated, last day Jun 12, 2026');
  await userEvent.click(screen.getByRole('button', { name: 'Manage Grace Lovelace' }));
  await expect
    .element(
      screen.getByText('Terminated: the last day of work was Jun 12, 2026. Rehired from Jun 29, 2026.'),
      SLOW,
    )
    .toBeVisible();
  expect(screen.getByText('Employed.').query()).toBeNull();
  expect(screen.getByRole('button', { name: 'Terminate employment' }).query()).toBeNull();
}, 30_000);
