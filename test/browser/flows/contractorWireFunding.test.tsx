/**
 * Issue 44, funding "the same for contractor payment groups" (DECISIONS 70, UPSTREAM-3 M.4–M.6):
 * a contractor payment over the company's fast payment limit, through the real proxy in a 320 px
 * column, by the keyboard alone. The preview offers the two ways on; "Wire the money in" shows the
 * wire instructions as the service holds them, "I've sent the wire" puts it in review, the demo's
 * bank approves it, and the payment reads Funded with the money it moved.
 */
import { userEvent, type Locator } from 'vitest/browser';
import { expect, test } from 'vitest';
import { Contractors } from '../../../src/flows';
import { payrollDeadlineText } from '../../../src/flows/shared/payrollDeadline';
import { startPayrollStack } from '../../../stories/flows/payrollRunStack';
import { addOnboardedContractor, HOURLY_INDIVIDUAL } from '../../support/contractors';
import { demoAdmin } from '../../support/demoAdmin';
import { tabTo } from '../tabTo';
import { renderWithDemo } from './renderWithDemo';
import { callDemo } from './taxPayHelpers';

/** Monday 2026-06-15, 09:00 in California. */
const NOW = Date.parse('2026-06-15T16:00:00Z');
const SLOW = { timeout: 10_000 };

async function typeInto(target: Locator, text: string) {
  await tabTo(target, { presses: 60 });
  await userEvent.keyboard(text);
}

test('a large contractor payment funded by wire, by keyboard at 320 px: the ways on, the instructions, sent, approved, money moved', async () => {
  const stack = await startPayrollStack({ employees: 1, rateLimit: 100_000, now: () => new Date(NOW) });
  await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/settings`, {
    fast_ach_threshold: '500.00',
  });
  // Katherine Johnson, paid $42.50 an hour by direct deposit.
  await addOnboardedContractor(demoAdmin(stack.api), { ...HOURLY_INDIVIDUAL, ssn: '123456789' });
  const { screen } = await renderWithDemo(
    <div data-column="" style={{ width: '320px' }}>
      <Contractors companyId={stack.api.companyUuid} today="2026-06-15" initialScreen={{ name: 'pay' }} />
    </div>,
    { api: stack.api, baseUrl: stack.baseUrl, fetch: stack.fetch },
  );
  const column = document.querySelector<HTMLElement>('[data-column]')!;
  const fits = () => expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);

  // 20 hours × $42.50 = $850.00, over the $500.00 limit.
  await tabTo(screen.getByRole('checkbox', { name: 'Katherine Johnson' }));
  await userEvent.keyboard(' ');
  await typeInto(screen.getByLabelText(/Payment date/), '06172026');
  await typeInto(
    screen.getByRole('group', { name: 'Katherine Johnson' }).getByRole('textbox', { name: 'Hours' }),
    '20',
  );
  await tabTo(screen.getByRole('button', { name: 'Preview payment' }));
  await userEvent.keyboard('{Enter}');
  const preview = screen.getByRole('region', { name: 'Preview' });
  await expect.element(preview).toHaveTextContent(/Debited from the company account\s*\$850\.00/);
  // The two ways on: wire the money (the date holds) or pay four business days from today's run (Mon 22 Jun; Fri 19 Jun is Juneteenth).
  const wireIn = preview.getByRole('radio', { name: 'Wire the money in' });
  await expect.element(preview.getByRole('radio', { name: 'Pay on Jun 22, 2026 instead' })).toBeVisible();
  fits();
  await tabTo(wireIn);
  await userEvent.keyboard(' ');
  await expect.element(wireIn).toBeChecked();
  await tabTo(screen.getByRole('button', { name: 'Confirm payment' }));
  await userEvent.keyboard('{Enter}');
  await expect
    .element(screen.getByRole('heading', { name: 'Payment of Jun 17, 2026', level: 2 }), SLOW)
    .toHaveFocus();

  // The instructions, as the service's request says them.
  const funding = screen.getByRole('region', { name: 'Wire the funds for this contractor payment' });
  await expect.element(funding, SLOW).toBeVisible();
  const wires = (await callDemo(stack.api, 'GET', `/v1/companies/${stack.api.companyUuid}/wire_in_requests`))
    .body as Array<Record<string, string>>;
  expect(wires).toHaveLength(1);
  const wire = wires[0]!;
  expect(wire).toMatchObject({ payment_type: 'ContractorPaymentGroup', requested_amount: '850.00' });
  const deadline = payrollDeadlineText(wire.wire_in_deadline!, 'en-US');
  await expect.element(funding).toHaveTextContent(`To pay your contractors, wire $850.00 by ${deadline}.`);
  for (const figure of [
    `Bank${wire.origination_bank}`,
    `Account number${wire.recipient_account_number}`,
    `Routing number${wire.recipient_routing_number}`,
    `Reference${wire.unique_tracking_code}`,
  ])
    await expect.element(funding).toHaveTextContent(figure);
  await expect.element(funding).toHaveTextContent(/your contractors are paid later/);
  fits();

  // "I've sent the wire" by the keyboard: the amount starts as the amount requested.
  const form = funding.getByRole('form', { name: 'Tell us you sent the wire' });
  await expect.element(form.getByRole('textbox', { name: /Amount sent/ })).toHaveValue('850.00');
  await typeInto(form.getByLabelText(/Date sent/), '06152026');
  await typeInto(form.getByRole('textbox', { name: /Bank you sent it from/ }), 'First Bank of Oakland');
  await tabTo(form.getByRole('button', { name: 'I’ve sent the wire' }));
  await userEvent.keyboard('{Enter}');
  await expect
    .element(
      screen.getByText('You sent $850.00 on Jun 15, 2026 from First Bank of Oakland.', { exact: false }),
    )
    .toBeVisible();
  await expect
    .element(screen.getByRole('row', { name: /Katherine Johnson.*\$850\.00.*Unfunded/ }))
    .toBeVisible();

  // The demo's bank approves the wire: the payment is funded and shows the money it moved.
  await stack.control('PUT', `/__demo/wire_in_requests/${wire.uuid}/approve`);
  await expect
    .element(screen.getByRole('row', { name: /Katherine Johnson.*\$850\.00.*Funded/ }), SLOW)
    .toBeVisible();
  const moved = screen.getByRole('table', { name: 'Money moved' });
  await expect.element(moved).toHaveTextContent(/Debit for contractor pay\s*\$850\.00/);
  await expect.element(moved).toHaveTextContent(/Pay to: Katherine Johnson\s*\$850\.00/);
  await expect.element(screen.getByRole('region', { name: /Wire the funds/ })).not.toBeInTheDocument();
  fits();
}, 30_000);
