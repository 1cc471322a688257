import { afterAll, describe, expect, it } from 'vitest';
import { GustoEmbeddedError } from '@gusto/embedded-api-v-2026-06-15/models/errors/gustoembeddederror.js';
import { UnprocessableEntityError } from '@gusto/embedded-api-v-2026-06-15/models/errors/unprocessableentityerror.js';
import { RFCDate } from '@gusto/embedded-api-v-2026-06-15/types/rfcdate.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * External payrolls through the upstream client (UPSTREAM-3 M.3, DECISIONS 69): every operation
 * (create 200, list, get, update, delete 204, tax suggestions, tax liabilities and their update,
 * finalize 202) parses the service's answers; the processed payrolls parse as payrolls with
 * `external: true` and `Historical` rows, their pay stubs and receipt too; a refusal comes back
 * as the client's 422 error.
 */

const { gusto, api, reached } = startUpstreamClient({ payrollHistory: false });
const companyUuid = api.companyUuid;

async function rejection(call: Promise<unknown>): Promise<GustoEmbeddedError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GustoEmbeddedError);
  return error as GustoEmbeddedError;
}

describe('the upstream client on external payrolls', () => {
  it('creates, fills, suggests taxes, records liabilities, finalizes and reads the history', async () => {
    const { showEmployees } = await gusto.employees.list({ companyId: companyUuid, per: 1 });
    const employeeUuid = showEmployees![0]!.uuid;
    const created = await gusto.externalPayrolls.create({
      companyUuid,
      externalPayrollCreateRequest: {
        checkDate: new RFCDate('2026-02-13'),
        paymentPeriodStartDate: new RFCDate('2026-01-31'),
        paymentPeriodEndDate: new RFCDate('2026-02-13'),
      },
    });
    expect(created.httpMeta.response.status).toBe(200);
    const made = created.externalPayroll!;
    expect(made).toMatchObject({ companyUuid, checkDate: '2026-02-13', status: 'unprocessed' });
    const regular = made.applicableEarnings!.find((e) => e.name === 'Regular Hours')!;
    const socialSecurity = made.applicableTaxes!.find((t) => t.name === 'Social Security' && !t.employerTax)!;

    const { externalPayroll: updated } = await gusto.externalPayrolls.update({
      companyUuid,
      externalPayrollId: made.uuid,
      externalPayrollUpdateRequest: {
        externalPayrollItems: [
          {
            employeeUuid,
            earnings: [
              {
                earningType: 'CompanyPayType',
                earningId: regular.earningId!,
                amount: '1960.00',
                hours: '80',
              },
            ],
          },
        ],
      },
    });
    expect(updated!.externalPayrollItems![0]!.earnings).toEqual([
      { earningType: 'CompanyPayType', earningId: regular.earningId, amount: '1960.00', hours: '80.000' },
    ]);
    const { externalPayrollTaxSuggestions } = await gusto.externalPayrolls.calculateTaxes({
      companyUuid,
      externalPayrollId: made.uuid,
    });
    // 6.2 % × 1,960.00 = 121.52.
    expect(
      externalPayrollTaxSuggestions![0]!.taxSuggestions!.find((t) => t.taxId === socialSecurity.id)?.amount,
    ).toBe('121.52');

    const { externalPayrollBasics } = await gusto.externalPayrolls.get({ companyUuid });
    expect(externalPayrollBasics!.map((p) => p.uuid)).toEqual([made.uuid]);
    const { externalPayroll: read } = await gusto.externalPayrolls.retrieve({
      companyUuid,
      externalPayrollId: made.uuid,
    });
    expect(read!.metadata).toEqual({ deletable: true });

    const { taxLiabilitiesSelections } = await gusto.externalPayrolls.listTaxLiabilities({ companyUuid });
    expect(taxLiabilitiesSelections!.length).toBeGreaterThan(0);
    const saved = await gusto.externalPayrolls.updateTaxLiabilities({
      companyUuid,
      taxLiabilitySelectionsRequest: {
        liabilitySelections: [
          { taxId: socialSecurity.id!, lastUnpaidExternalPayrollUuid: null, unpaidLiabilityAmount: '0' },
        ],
      },
    });
    expect(
      saved.taxLiabilitiesSelections!.find((l) => l.taxId === socialSecurity.id)
        ?.lastUnpaidExternalPayrollUuid,
    ).toBeNull();

    // A payroll to delete, and a refused update.
    const spare = await gusto.externalPayrolls.create({
      companyUuid,
      externalPayrollCreateRequest: {
        checkDate: new RFCDate('2026-03-13'),
        paymentPeriodStartDate: new RFCDate('2026-02-28'),
        paymentPeriodEndDate: new RFCDate('2026-03-13'),
      },
    });
    const refused = await rejection(
      gusto.externalPayrolls.update({
        companyUuid,
        externalPayrollId: spare.externalPayroll!.uuid,
        externalPayrollUpdateRequest: { externalPayrollItems: [{ employeeUuid: 'nobody' }] },
      }),
    );
    expect(refused).toBeInstanceOf(UnprocessableEntityError);
    const removed = await gusto.externalPayrolls.delete({
      companyUuid,
      externalPayrollId: spare.externalPayroll!.uuid,
    });
    expect(removed.httpMeta.response.status).toBe(204);

    const finished = await gusto.externalPayrolls.finalizeTaxLiabilities({ companyUuid });
    expect(finished.httpMeta.response.status).toBe(202);
    await api.clock.advance(30_000);

    const { payrollList } = await gusto.payrolls.list({
      companyId: companyUuid,
      payrollTypes: ['external'],
      startDate: '2026-01-01',
      endDate: '2026-06-15',
    });
    expect(payrollList!.map((p) => [p.checkDate, p.external])).toEqual([['2026-02-13', true]]);
    const payrollId = payrollList![0]!.payrollUuid!;
    const { payrollShow } = await gusto.payrolls.get({ companyId: companyUuid, payrollId });
    expect(payrollShow!.employeeCompensations![0]).toMatchObject({
      paymentMethod: 'Historical',
      grossPay: '1960.00',
    });
    const { payrollReceipt } = await gusto.payrolls.getReceipt({ payrollUuid: payrollId });
    expect(payrollReceipt!.employeeCompensations![0]!.netPay).toBe('1960.00');
    const { employeePayStubsList } = await gusto.payrolls.getPayStubs({ employeeId: employeeUuid });
    expect(employeePayStubsList!.map((s) => s.checkDate)).toEqual(['2026-02-13']);
  });

  afterAll(() => {
    expect(routesOf('externalPayrolls').filter((key) => !reached.has(key))).toEqual([]);
  });
});
