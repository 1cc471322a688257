/**
 * Issue 45, bulk enrolment, through the real proxy (clock pinned to Monday 15 June 2026): from
 * the 401(k)'s enrolments in <CompanyBenefits/>, by the keyboard alone in a 320 px column, Ada
 * and Grace Lovelace are chosen and sent in one `PUT …/employee_benefits`. A 150 % deduction is
 * refused by the service on each of their rows and on the deduction, with the choice and the
 * typed values kept and nothing written; at 5 % both are enrolled, the result's heading has
 * focus, and the service holds both enrolments.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { CompanyBenefits } from '../../../src/flows';
import { tabTo } from '../tabTo';
import { startPayrollStack } from './payrollRunStack';
import { SLOW } from './payrollRunSteps';
import { callDemo, expectErrorOn, seededEmployee } from './taxPayHelpers';

const NOW = new Date('2026-06-15T16:00:00Z');
const TODAY = '2026-06-15';
const REFUSAL = 'A percent deduction must be at most 100.';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Nothing of the column scrolls sideways, and `target` stands inside it. */
function fitsColumn(target: Element) {
  const column = document.querySelector<HTMLElement>('[data-column]')!;
  expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  const box = target.getBoundingClientRect();
  const frame = column.getBoundingClientRect();
  expect(box.left).toBeGreaterThanOrEqual(frame.left);
  expect(box.right).toBeLessThanOrEqual(frame.right);
}

test('two employees enrolled in one send by keyboard at 320 px, a refusal on their rows with everything kept', async () => {
  const stack = await startPayrollStack({ employees: 4, now: () => NOW });
  const companyId = stack.api.companyUuid;
  const plan = (
    await callDemo(stack.api, 'POST', `/v1/companies/${companyId}/company_benefits`, {
      benefit_type: 5,
      description: 'Acme 401(k)',
    })
  ).body as { uuid: string };
  const adaId = await seededEmployee(stack.api, 'Ada', 'Lovelace');
  const graceId = await seededEmployee(stack.api, 'Grace', 'Lovelace');
  const enrolmentsPath = `/v1/company_benefits/${plan.uuid}/employee_benefits`;

  const { locator: screen } = await stack.render(
    <div data-column="" style={{ width: '320px' }}>
      <CompanyBenefits companyId={companyId} today={TODAY} />
    </div>,
  );
  const enrolments = screen.getByRole('button', { name: 'Enrolments in Acme 401(k)' });
  await expect.element(enrolments, SLOW).toBeVisible();
  await tabTo(enrolments);
  await userEvent.keyboard('{Enter}');
  await expect
    .element(screen.getByRole('heading', { name: 'Who is enrolled in Acme 401(k)' }), SLOW)
    .toHaveFocus();
  await tabTo(screen.getByRole('button', { name: 'Enrol employees' }));
  await userEvent.keyboard('{Enter}');
  await expect
    .element(screen.getByRole('heading', { name: 'Enrol employees in Acme 401(k)' }), SLOW)
    .toHaveFocus();

  // Ada and Grace, 150 % of pay: the service refuses each, on their rows and on the deduction.
  const ada = screen.getByRole('checkbox', { name: 'Ada Lovelace' });
  const grace = screen.getByRole('checkbox', { name: 'Grace Lovelace' });
  await tabTo(ada);
  await userEvent.keyboard(' ');
  await tabTo(grace);
  await userEvent.keyboard(' ');
  await tabTo(screen.getByRole('checkbox', { name: 'Deduct a percent of pay' }));
  await userEvent.keyboard(' ');
  const deduction = screen.getByRole('textbox', { name: /Employee deduction \(percent of pay\)/ });
  await tabTo(deduction);
  await userEvent.keyboard('{Control>}a{/Control}150');
  const send = screen.getByRole('button', { name: 'Enrol the chosen employees' });
  await tabTo(send);
  fitsColumn(send.element());
  await userEvent.keyboard('{Enter}');
  await expect
    .element(screen.getByRole('heading', { name: 'Result: nobody enrolled in Acme 401(k)' }), SLOW)
    .toHaveFocus();
  await expectErrorOn(ada, REFUSAL);
  await expectErrorOn(grace, REFUSAL);
  await expectErrorOn(deduction, REFUSAL);
  await expect.element(screen.getByText(`Ada Lovelace: Refused: ${REFUSAL}`)).toBeVisible();
  await expect.element(ada).toBeChecked();
  await expect.element(grace).toBeChecked();
  await expect.element(screen.getByRole('checkbox', { name: 'Alan Lovelace' })).not.toBeChecked();
  await expect.element(deduction).toHaveValue('150');
  expect((await callDemo(stack.api, 'GET', enrolmentsPath)).body).toEqual([]);

  // 5 %: both enrolled in the same single send.
  await tabTo(deduction);
  await userEvent.keyboard('{Control>}a{/Control}5');
  await tabTo(send);
  await userEvent.keyboard('{Enter}');
  await expect
    .element(screen.getByRole('heading', { name: 'Result: 2 enrolled in Acme 401(k)' }), SLOW)
    .toHaveFocus();
  await expect.element(screen.getByText('Ada Lovelace: Enrolled')).toBeVisible();
  await expect.element(screen.getByText('Grace Lovelace: Enrolled')).toBeVisible();
  // Enrolled, they are no longer offered; the others still are.
  await expect.element(ada).not.toBeInTheDocument();
  await expect.element(screen.getByRole('checkbox', { name: 'Alan Lovelace' })).toBeVisible();
  fitsColumn(send.element());

  const saved = (await callDemo(stack.api, 'GET', enrolmentsPath)).body as Array<{
    employee_uuid: string;
    employee_deduction: string;
    deduct_as_percentage: boolean;
    effective_date: string;
  }>;
  expect(saved.map((e) => e.employee_uuid).sort()).toEqual([adaId, graceId].sort());
  for (const enrolment of saved) {
    expect(Number(enrolment.employee_deduction)).toBe(5);
    expect(enrolment.deduct_as_percentage).toBe(true);
    expect(enrolment.effective_date).toBe(TODAY);
  }
}, 30_000);
