import { afterAll, describe, expect, it } from 'vitest';
import { GustoEmbeddedError } from '@gusto/embedded-api-v-2026-06-15/models/errors/gustoembeddederror.js';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Recovery cases through the upstream client (UPSTREAM-3 M.5, DECISIONS 70): a processed
 * payroll's debit returned by the demo control opens one; the list and the redebit (202, no body)
 * parse, and a second redebit comes back as the client's error with its status.
 */

const { gusto, api, reached } = startUpstreamClient();
const companyId = api.companyUuid;

describe('the upstream client on recovery cases', () => {
  it('lists an open case and redebits it; a second redebit is refused', async () => {
    const admin = demoAdmin(api);
    const payrollUuid = await processedPayroll(admin, (ms) => api.clock.advance(ms));
    await expectCall(admin, 201, 'POST', `/__demo/payrolls/${payrollUuid}/fail_debit`, { code: 'R01' });
    const { recoveryCases } = await gusto.recoveryCases.get({ companyUuid: companyId });
    expect(recoveryCases).toEqual([
      expect.objectContaining({
        status: 'open',
        latestErrorCode: 'R01',
        payrollUuid,
        contractorPaymentUuids: null,
      }),
    ]);
    const redebited = await gusto.recoveryCases.redebit({ recoveryCaseUuid: recoveryCases![0]!.uuid });
    expect(redebited.httpMeta.response.status).toBe(202);
    const listed = await gusto.recoveryCases.get({ companyUuid: companyId });
    expect(listed.recoveryCases![0]!.status).toBe('redebit_initiated');
    const again = await gusto.recoveryCases.redebit({ recoveryCaseUuid: recoveryCases![0]!.uuid }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(again).toBeInstanceOf(GustoEmbeddedError);
    expect((again as GustoEmbeddedError).httpMeta.response.status).toBe(422);
  });

  afterAll(() => {
    expect(routesOf('recoveryCases').filter((key) => !reached.has(key))).toEqual([]);
  });
});
