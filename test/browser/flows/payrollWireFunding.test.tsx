/**
 * Issue 44, funding (DECISIONS 70, UPSTREAM-3 M.4): a payroll whose debit is over the company's
 * fast payment limit, submitted with "wire the funds", through the real proxy in a 320 px column.
 * The run shows the wire instructions (amount, deadline in the payroll zone, bank, account and
 * routing numbers, the reference) as the service holds them; the "I've sent the wire" form is
 * completed by the keyboard alone, a refusal of the service lands on its field with everything
 * typed kept; the payroll then waits for the wire and, once the demo approves it, is processed.
 */
import { render } from 'vitest-browser-react';
import { userEvent, type Locator } from 'vitest/browser';
import { expect, test } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import { payrollDeadlineText } from '../../../src/flows/shared/payrollDeadline';
import { PayrollProvider } from '../../../src/provider/PayrollProvider';
import { tabTo } from '../tabTo';
import { startPayrollStack } from './payrollRunStack';
import {
  SLOW,
  calculate,
  money,
  openEditor,
  servicePayroll,
  submitDialog,
  upcoming,
} from './payrollRunSteps';
import { callDemo, expectErrorOn } from './taxPayHelpers';

async function typeInto(target: Locator, text: string) {
  await tabTo(target, { presses: 60 });
  await userEvent.keyboard(text);
}

test('a large payroll funded by wire: instructions, the sent form by keyboard at 320 px, then approval', async () => {
  const stack = await startPayrollStack();
  await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/settings`, {
    fast_ach_threshold: '1.00',
  });
  // The first confirmation reaches the service with a date it refuses (the form's own checks
  // passed): the service's 422 on `date_sent` must land on that field.
  let tampered = false;
  const fetchThrough: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!tampered && request.method === 'PUT' && request.url.includes('/wire_in_requests/')) {
      tampered = true;
      const body = (await request.json()) as Record<string, unknown>;
      return stack.fetch(
        new Request(request.url, {
          method: 'PUT',
          headers: request.headers,
          body: JSON.stringify({ ...body, date_sent: '2026-02-30' }),
        }),
      );
    }
    return stack.fetch(request);
  };
  const rendered = await render(
    <PayrollProvider baseUrl={stack.baseUrl} fetch={fetchThrough}>
      <div data-column="" style={{ width: '320px' }}>
        <PayrollRun companyId={stack.api.companyUuid} />
      </div>
    </PayrollProvider>,
  );
  const screen = rendered.locator;
  const column = document.querySelector<HTMLElement>('[data-column]')!;
  const fits = () => expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);

  await openEditor(screen);
  await calculate(screen);
  const payroll = await upcoming(stack);
  await userEvent.click(screen.getByRole('radio', { name: /^Wire the funds in: paid on / }));
  const dialog = await submitDialog(screen);
  await userEvent.click(dialog.getByRole('button', { name: 'Submit payroll' }));

  // The instructions, as the service's request says them.
  const funding = screen.getByRole('region', { name: 'Wire the funds for this payroll' });
  await expect.element(funding, SLOW).toBeVisible();
  const wires = (await callDemo(stack.api, 'GET', `/v1/companies/${stack.api.companyUuid}/wire_in_requests`))
    .body as Array<Record<string, string>>;
  const wire = wires.find((w) => w.payment_uuid === payroll.uuid)!;
  expect(wire.status).toBe('awaiting_funds');
  const deadline = payrollDeadlineText(wire.wire_in_deadline!, 'en-US');
  await expect
    .element(funding)
    .toHaveTextContent(`To make payroll, wire ${money(wire.requested_amount!)} by ${deadline}.`);
  for (const figure of [
    `Amount${money(wire.requested_amount!)}`,
    `Deadline${deadline}`,
    `Bank${wire.origination_bank}`,
    `Recipient${wire.recipient_name}`,
    `Account number${wire.recipient_account_number}`,
    `Routing number${wire.recipient_routing_number}`,
    `Reference${wire.unique_tracking_code}`,
  ])
    await expect.element(funding).toHaveTextContent(figure);
  await expect.element(funding).toHaveTextContent(/moves to four-day direct deposit/);
  fits();

  // The form by the keyboard alone: the amount starts as the amount requested.
  const form = funding.getByRole('form', { name: 'Tell us you sent the wire' });
  const amount = form.getByRole('textbox', { name: /Amount sent/ });
  await expect.element(amount).toHaveValue(wire.requested_amount!);
  await tabTo(form.getByRole('button', { name: 'I’ve sent the wire' }), { presses: 60 });
  await userEvent.keyboard('{Enter}');
  await expectErrorOn(form.getByLabelText(/Date sent/), 'This field is required.');
  await expectErrorOn(
    form.getByRole('textbox', { name: /Bank you sent it from/ }),
    'This field is required.',
  );
  await typeInto(form.getByLabelText(/Date sent/), '06152026');
  await typeInto(form.getByRole('textbox', { name: /Bank you sent it from/ }), 'First Bank of Oakland');
  await typeInto(form.getByRole('textbox', { name: /Notes/ }), 'Payroll of June');
  await tabTo(form.getByRole('button', { name: 'I’ve sent the wire' }));
  await userEvent.keyboard('{Enter}');
  // The service refused the date it got: on the field, the rest kept, nothing confirmed.
  await expectErrorOn(form.getByLabelText(/Date sent/), 'date_sent must be a date (YYYY-MM-DD).');
  await expect
    .element(form.getByRole('textbox', { name: /Bank you sent it from/ }))
    .toHaveValue('First Bank of Oakland');
  await expect.element(form.getByRole('textbox', { name: /Notes/ })).toHaveValue('Payroll of June');
  fits();
  await tabTo(form.getByRole('button', { name: 'I’ve sent the wire' }), { presses: 60 });
  await userEvent.keyboard('{Enter}');

  // Waiting for the wire, then the demo's bank approves it and the payroll goes on.
  const waiting = screen.getByText(/^You sent \$[\d,.]+ on Jun 15, 2026 from First Bank of Oakland\./);
  await expect.element(waiting).toBeVisible();
  await expect
    .element(screen.getByRole('region', { name: 'Wire the funds for this payroll' }))
    .not.toBeInTheDocument();
  expect((await servicePayroll(stack, payroll.uuid)).processed).toBe(false);
  const sent = (await callDemo(stack.api, 'GET', `/v1/wire_in_requests/${wire.uuid}`)).body as Record<
    string,
    string
  >;
  expect(sent).toMatchObject({
    status: 'pending_review',
    date_sent: '2026-06-15',
    bank_name: 'First Bank of Oakland',
    amount_sent: wire.requested_amount,
    additional_notes: 'Payroll of June',
  });
  fits();
  await stack.control('PUT', `/__demo/wire_in_requests/${wire.uuid}/approve`);
  await expect.element(screen.getByText('Submitted. The payments are being scheduled.'), SLOW).toBeVisible();
  expect((await servicePayroll(stack, payroll.uuid)).processed).toBe(true);
  await expect.element(waiting).not.toBeInTheDocument();
}, 60_000);
