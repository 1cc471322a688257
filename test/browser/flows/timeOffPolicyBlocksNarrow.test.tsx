/**
 * The time off policy blocks in a partner's narrow column: at 320 px and 390 px none of them
 * scrolls sideways (tables scroll inside themselves or stack).
 */
import { expect, test } from 'vitest';
import { HolidayPay, PolicyEmployees, PolicyForm, PolicyList } from '../../../src/flows/TimeOff/policies';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo } from './taxPayHelpers';

for (const width of [320, 390]) {
  test(`the policy list, form, employees and holiday pay fit a ${width} px column`, async () => {
    const api = createDemoApi();
    await callDemo(api, 'POST', `/v1/companies/${api.companyUuid}/holiday_pay_policy`, {});
    const policies = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/time_off_policies`))
      .body as Array<{ uuid: string; name: string }>;
    const vacation = policies.find((p) => p.name === 'Vacation')!;
    const { screen } = await renderWithDemo(
      <div data-testid="column" style={{ width: `${width}px` }}>
        <PolicyList companyId={api.companyUuid} onAdd={() => undefined} onEdit={() => undefined} />
        <PolicyForm companyId={api.companyUuid} policyId={vacation.uuid} />
        <PolicyEmployees companyId={api.companyUuid} policyId={vacation.uuid} />
        <HolidayPay companyId={api.companyUuid} year={2027} />
      </div>,
      { api },
    );
    await expect.element(screen.getByRole('button', { name: 'Deactivate Vacation' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Edit Vacation' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Employees on Vacation' })).toBeVisible();
    await expect.element(screen.getByRole('table', { name: /Paid holidays in 2027/ })).toBeVisible();
    const column = screen.getByTestId('column').element() as HTMLElement;
    expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  });
}
