/**
 * Issue 45: `<EmployeeOnboarding deductions={deductionsStep}/>`'s optional Deductions step, by the keyboard alone in
 * a 320 px column, through the proxy's requests (`proxyFetch`): Bessie Coleman, onboarded by the
 * admin up to the payment method, is paid by check and reaches Deductions (shown in the stepper);
 * enrolled in the company's 401(k) at 6 %, the service's 422 on the percent (the request made to
 * ask 150 %) lands on the field with everything typed kept; once enrolled the step continues to
 * the documents, and her page in `<EmployeeManagement/>` shows the enrolment.
 */
import { userEvent, type Locator } from 'vitest/browser';
import { expect, test } from 'vitest';
import { deductionsStep, EmployeeManagement, EmployeeOnboarding } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { demoAdmin } from '../../support/demoAdmin';
import { employeeBeforePayment } from '../../support/employeeBeforePayment';
import { tabTo } from '../tabTo';
import { renderWithDemo } from './renderWithDemo';
import { callDemo, expectErrorOn, proxyFetch } from './taxPayHelpers';

const SLOW = { timeout: 5000 };

/** Tabs to a control and presses Enter on it. */
async function press(target: Locator) {
  await tabTo(target);
  await userEvent.keyboard('{Enter}');
}

test('the Deductions step enrols in a 401(k) at 6% by keyboard at 320 px, the service’s 422 on the percent keeping what was typed', async () => {
  const api = createDemoApi();
  const employeeId = await employeeBeforePayment(demoAdmin(api));
  await callDemo(api, 'POST', `/v1/companies/${api.companyUuid}/company_benefits`, {
    benefit_type: 5,
    description: 'Acme 401(k)',
  });
  let overPercent = false;
  const fetch = proxyFetch(api, (method, path, body) =>
    overPercent && method === 'POST' && path.endsWith('/employee_benefits')
      ? { ...body, employee_deduction: '150' }
      : body,
  );
  const { screen } = await renderWithDemo(
    <div data-column="" style={{ width: '320px' }}>
      <EmployeeOnboarding companyId={api.companyUuid} employeeId={employeeId} deductions={deductionsStep} />
    </div>,
    { api, fetch },
  );
  const column = document.querySelector<HTMLElement>('[data-column]')!;

  // Resumed at the payment method; a paper check, saved.
  await expect.element(screen.getByRole('heading', { name: 'Payment method', level: 2 }), SLOW).toHaveFocus();
  await press(screen.getByRole('button', { name: 'Save and continue' }));

  // Deductions, step 8 of 10 in the narrow stepper.
  const heading = screen.getByRole('heading', { name: 'Deductions', level: 2 });
  await expect.element(heading, SLOW).toHaveFocus();
  await expect.element(screen.getByText('Step 8 of 10')).toBeVisible();
  await expect.element(screen.getByText('Not enrolled in any benefit')).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'No deductions' })).toBeVisible();

  await press(screen.getByRole('button', { name: 'Enrol in a benefit' }));
  await expect.element(screen.getByRole('heading', { name: 'Enrol in a benefit' }), SLOW).toHaveFocus();
  const benefit = screen.getByRole('combobox', { name: /^Benefit/ });
  await tabTo(benefit);
  await userEvent.keyboard('Acme');
  await expect.element(benefit).toHaveDisplayValue('Acme 401(k)');
  await tabTo(screen.getByRole('checkbox', { name: 'Deduct a percent of pay' }));
  await userEvent.keyboard(' ');
  const percent = screen.getByRole('textbox', { name: /Employee deduction \(percent of pay\)/ });
  await tabTo(percent);
  await userEvent.keyboard('{Control>}a{/Control}6');

  // The service refuses a percent over 100 on the field; the 6 typed and the plan chosen stay.
  overPercent = true;
  await press(screen.getByRole('button', { name: 'Save enrolment' }));
  await expectErrorOn(percent, 'A percent deduction must be at most 100.');
  await expect.element(percent).toHaveValue('6');
  await expect.element(benefit).toHaveDisplayValue('Acme 401(k)');
  expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);

  overPercent = false;
  await press(screen.getByRole('button', { name: 'Save enrolment' }));
  await expect.element(screen.getByText('Enrolled in Acme 401(k).'), SLOW).toBeVisible();
  await expect.element(screen.getByRole('row', { name: /Acme 401\(k\)/ })).toHaveTextContent('6% of pay');
  expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);

  // Enrolled: the step continues (no longer "No deductions") to the documents.
  await press(screen.getByRole('button', { name: 'Continue' }));
  await expect.element(screen.getByRole('heading', { name: 'Documents', level: 2 }), SLOW).toHaveFocus();

  // Her page shows the enrolment.
  const { screen: page } = await renderWithDemo(<EmployeeManagement companyId={api.companyUuid} />, {
    api,
    fetch,
  });
  await userEvent.click(page.getByRole('button', { name: 'Manage Bessie Coleman' }));
  await expect.element(page.getByRole('row', { name: /Acme 401\(k\)/ }), SLOW).toHaveTextContent('6% of pay');
}, 30_000);
