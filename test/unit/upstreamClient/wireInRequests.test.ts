import { afterAll, describe, expect, it } from 'vitest';
import { GustoEmbeddedError } from '@gusto/embedded-api-v-2026-06-15/models/errors/gustoembeddederror.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Wire-in requests through the upstream client (UPSTREAM-3 M.4, DECISIONS 70): a payroll over
 * the fast payment limit submitted with `wire_in` opens one; list, get and the confirm-sent
 * submit parse, and a refusal comes back as the client's error with its status.
 */

const { gusto, api, reached } = startUpstreamClient();
const companyId = api.companyUuid;

async function payrollAwaitingWire(): Promise<void> {
  const settings = await api.fetch(`/__demo/companies/${companyId}/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fast_ach_threshold: '1000.00' }),
  });
  expect(settings.status).toBe(200);
  const { payrollList } = await gusto.payrolls.list({ companyId, processingStatuses: ['unprocessed'] });
  const payrollId = payrollList!.find((p) => !p.offCycle)!.payrollUuid!;
  await gusto.payrolls.prepare({ companyId, payrollId });
  await gusto.payrolls.calculate({ companyId, payrollId });
  await api.clock.advance(1000);
  await gusto.payrolls.submit({
    companyId,
    payrollId,
    requestBody: {
      submissionBlockers: [{ blockerType: 'fast_ach_threshold_exceeded', selectedOption: 'wire_in' }],
    },
  });
  await api.clock.advance(2000);
}

describe('the upstream client on wire-in requests', () => {
  it('lists, reads and confirms a wire sent; a second confirmation is refused', async () => {
    await payrollAwaitingWire();
    const listed = await gusto.wireInRequests.list({ companyUuid: companyId });
    const [wire] = listed.wireInRequestList!;
    expect(wire).toMatchObject({ status: 'awaiting_funds', paymentType: 'Payroll', amountSent: null });
    const { wireInRequest } = await gusto.wireInRequests.get({ wireInRequestUuid: wire!.uuid! });
    expect(wireInRequest).toEqual(wire);
    const sent = await gusto.wireInRequests.submit({
      wireInRequestUuid: wire!.uuid!,
      wireInRequestUpdateRequestBody: {
        dateSent: '2026-06-15',
        bankName: 'First Bank of Oakland',
        amountSent: wire!.requestedAmount!,
      },
    });
    expect(sent.wireInRequest).toMatchObject({ status: 'pending_review', amountSent: wire!.requestedAmount });
    const again = await gusto.wireInRequests
      .submit({
        wireInRequestUuid: wire!.uuid!,
        wireInRequestUpdateRequestBody: { dateSent: '2026-06-15', bankName: 'X', amountSent: '1.00' },
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(again).toBeInstanceOf(GustoEmbeddedError);
    expect((again as GustoEmbeddedError).httpMeta.response.status).toBe(422);
  });

  afterAll(() => {
    expect(routesOf('wireInRequests').filter((key) => !reached.has(key))).toEqual([]);
  });
});
