// @vitest-environment jsdom
// Wire-in hooks against the in-process demo service (UPSTREAM-3 M.4, DECISIONS 70), as the admin
// of a company whose payroll waits for a wire: the request listed with its amount, the confirm-sent
// form refusing bad input before any request, the request shown in review at once while the
// service answers (optimistic), and a request the service has meanwhile approved: the refusal on
// the form and the request as the service holds it, not as the page guessed.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { getWireInRequest } from '../../../src/api/wireIn/operations';
import { useWireInRequests, useWireSentForm } from '../../../src/hooks/wireIn';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { payrollAwaitingWire } from '../../support/payrollMoney';
import { hookSession } from './hookSession';

afterEach(cleanup);

/** A fetch that holds each confirm-sent PUT until the test lets it go. */
function holdingConfirmations(fetchFn: typeof fetch) {
  let release: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (release = resolve));
  const holding: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'PUT' && request.url.includes('/v1/wire_in_requests/')) {
      await held;
      held = new Promise<void>((resolve) => (release = resolve));
    }
    return fetchFn(request);
  };
  return { fetch: holding, release: () => release() };
}

async function session() {
  let gate!: ReturnType<typeof holdingConfirmations>;
  const { api, recorder, colleague, wrapper, companyId } = hookSession({
    employees: 3,
    through: (direct) => (gate = holdingConfirmations(direct)).fetch,
  });
  const admin = demoAdmin(api);
  const { wire } = await payrollAwaitingWire(admin, (ms) => api.clock.advance(ms));
  const hook = renderHook(
    () => ({ list: useWireInRequests(companyId), form: useWireSentForm({ companyId, wire }) }),
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current.list.data).toHaveLength(1));
  const stored = async () => (await getWireInRequest(colleague, wire.uuid)).data;
  return { api, admin, wire, hook, gate, recorder, stored };
}

test('confirms a wire sent: in review at once, as the service then says', async () => {
  const { wire, hook, gate, recorder, stored } = await session();
  expect(hook.result.current.list.data![0]).toMatchObject({ status: 'awaiting_funds' });
  const form = hook.result.current.form;
  // The amount starts as the amount requested.
  expect(form.form.getValues('amount_sent')).toBe(wire.requested_amount);
  act(() => {
    form.form.setValue('date_sent', '2026-06-15');
    form.form.setValue('bank_name', 'First Bank of Oakland');
    form.form.setValue('additional_notes', 'Payroll for 24 June');
  });
  let submitting: Promise<void> = Promise.resolve();
  act(() => {
    submitting = hook.result.current.form.submit();
  });
  // The service has not answered yet: the page already shows the wire in review.
  await waitFor(() => expect(hook.result.current.list.data![0]!.status).toBe('pending_review'));
  expect((await stored()).status).toBe('awaiting_funds');
  gate.release();
  await act(() => submitting);
  const put = recorder.requests.filter((r) => r.method === 'PUT');
  expect(put).toHaveLength(1);
  expect(await put[0]!.json()).toEqual({
    date_sent: '2026-06-15',
    bank_name: 'First Bank of Oakland',
    amount_sent: wire.requested_amount,
    additional_notes: 'Payroll for 24 June',
  });
  expect(hook.result.current.form.result).toMatchObject({ status: 'pending_review' });
  expect(await stored()).toMatchObject({ status: 'pending_review', bank_name: 'First Bank of Oakland' });
  await waitFor(() => expect(hook.result.current.list.data![0]!.status).toBe('pending_review'));
});

test('refuses bad input before any request; a wire approved meanwhile is refused on the form and shown approved', async () => {
  const { admin, wire, hook, gate, recorder } = await session();
  act(() => {
    hook.result.current.form.form.setValue('date_sent', '15/06/2026');
    hook.result.current.form.form.setValue('bank_name', '   ');
    hook.result.current.form.form.setValue('amount_sent', '0');
    hook.result.current.form.form.setValue('additional_notes', 'x'.repeat(255));
  });
  await act(() => hook.result.current.form.submit());
  const errors = hook.result.current.form.form.formState.errors;
  expect(errors.date_sent?.message).toBe('validation.date');
  expect(errors.bank_name?.message).toBe('validation.required');
  expect(errors.amount_sent?.message).toBe('validation.positive');
  expect(errors.additional_notes?.message).toBe('validation.tooLong');
  expect(recorder.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

  // The bank's review approves the wire before this page sends its confirmation.
  await expectCall(admin, 200, 'PUT', `/__demo/wire_in_requests/${wire.uuid}/approve`);
  act(() => {
    hook.result.current.form.form.setValue('date_sent', '2026-06-15');
    hook.result.current.form.form.setValue('bank_name', 'First Bank of Oakland');
    hook.result.current.form.form.setValue('amount_sent', wire.requested_amount);
    hook.result.current.form.form.setValue('additional_notes', '');
  });
  let submitting: Promise<void> = Promise.resolve();
  act(() => {
    submitting = hook.result.current.form.submit();
  });
  await waitFor(() => expect(hook.result.current.list.data![0]!.status).toBe('pending_review'));
  gate.release();
  await act(() => submitting);
  expect(hook.result.current.form.formErrors).toEqual([
    expect.objectContaining({ errorKey: 'base', category: 'invalid_operation' }),
  ]);
  // Nothing typed is lost, and the request reads as the service holds it.
  expect(hook.result.current.form.form.getValues('bank_name')).toBe('First Bank of Oakland');
  await waitFor(() => expect(hook.result.current.list.data![0]!.status).toBe('approved'));
});
