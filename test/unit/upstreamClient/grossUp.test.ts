import { afterAll, describe, expect, it } from 'vitest';
import { RFCDate } from '@gusto/embedded-api-v-2026-06-15/types/rfcdate.js';
import { UnprocessableEntityError } from '@gusto/embedded-api-v-2026-06-15/models/errors/unprocessableentityerror.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Gross-up through the upstream client (UPSTREAM-3 M.7, DECISIONS 71): the answer of a bonus
 * payroll's gross-up parses, and a net that is not a number comes back as the client's 422.
 */

const { api, gusto, reached } = startUpstreamClient();
const companyId = api.companyUuid;

describe('the upstream client on gross-up', () => {
  it('grosses up a bonus to a net of $1,000.00 and reads the refusal of a net that is no number', async () => {
    const { showEmployees } = await gusto.employees.list({ companyId, per: 100 });
    const ada = showEmployees!.find((e) => e.firstName === 'Ada' && e.lastName === 'Lovelace')!;
    const { payrollUnprocessed } = await gusto.payrolls.createOffCycle({
      companyId,
      requestBody: {
        offCycle: true,
        offCycleReason: 'Bonus',
        startDate: new RFCDate('2026-06-06'),
        endDate: new RFCDate('2026-06-19'),
        employeeUuids: [ada.uuid],
        fixedWithholdingRate: true,
        skipRegularDeductions: true,
      },
    });
    const payrollUuid = payrollUnprocessed!.payrollUuid!;
    const { payrollGrossUpResponse } = await gusto.payrolls.calculateGrossUp({
      payrollUuid,
      payrollGrossUpRequest: { employeeUuid: ada.uuid, netPay: '1000.00' },
    });
    // Hand-checked in test/unit/demo-api/grossUp.test.ts (California, supplemental rates).
    expect(payrollGrossUpResponse).toEqual({ grossUp: '1568.61' });

    const refused = await gusto.payrolls
      .calculateGrossUp({ payrollUuid, payrollGrossUpRequest: { employeeUuid: ada.uuid, netPay: 'abc' } })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(refused).toBeInstanceOf(UnprocessableEntityError);
    expect((refused as UnprocessableEntityError).errors[0]).toMatchObject({
      errorKey: 'net_pay',
      category: 'invalid_attribute_value',
    });
  });

  afterAll(() => {
    expect(routesOf('grossUp').filter((key) => !reached.has(key))).toEqual([]);
  });
});
