/**
 * Issue 43: <PayrollRun/>'s `pending_information_request` blocker opens <InformationRequests/>.
 * In Chromium through the real proxy: the service asks a question that blocks payroll; the
 * landing explains the blocker with a Fix button, which the partner wires to the requests flow
 * (`onOpenInformationRequests`), where the request blocking payroll stands to be answered.
 */
import { useState } from 'react';
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { InformationRequests, PayrollRun } from '../../../src/flows';
import { startPayrollStack } from './payrollRunStack';
import { SLOW } from './payrollRunSteps';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A partner's page: payroll, and the requests when a blocker's Fix asks for them. */
function PartnerPage({ companyId }: { companyId: string }) {
  const [requests, setRequests] = useState(false);
  return requests ? (
    <InformationRequests companyId={companyId} />
  ) : (
    <PayrollRun companyId={companyId} onOpenInformationRequests={() => setRequests(true)} />
  );
}

test('the information request blocker’s Fix opens the requests to answer', async () => {
  const stack = await startPayrollStack();
  const asked = await stack.control(
    'POST',
    `/__demo/companies/${stack.api.companyUuid}/information_requests`,
    {
      type: 'account_protection',
      blocking_payroll: true,
      questions: [{ question_text: 'What does the company sell?', response_type: 'text' }],
    },
  );
  expect(asked.status).toBe(201);
  const screen = (await stack.render(<PartnerPage companyId={stack.api.companyUuid} />)).locator;
  const fix = screen.getByRole('button', {
    name: 'Fix: We asked for more information: answer the open request.',
  });
  await expect.element(fix, SLOW).toBeVisible();
  await userEvent.click(fix);
  await expect
    .element(screen.getByRole('button', { name: 'Answer the request: Account protection' }), SLOW)
    .toBeVisible();
  await expect.element(screen.getByText('Payroll blocking')).toBeVisible();
}, 30_000);
