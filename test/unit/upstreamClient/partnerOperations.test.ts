import { afterAll, describe, expect, it } from 'vitest';
import { routesOf, startUpstreamClient } from './harness';

/*
 * The partner-level operations through the upstream client, on the system token (UPSTREAM-3 M.9,
 * N.2): a payroll digest, a cancellation batch and a month's invoice lines, each answer parsed.
 */

const { api, gusto, system, reached } = startUpstreamClient({ employees: 4 });
const companyUuid = api.companyUuid;

describe('the upstream client on payroll digests, cancellation batches and invoices', () => {
  it('creates and reads a digest and a cancellation batch, and reads the month’s invoice', async () => {
    const created = await gusto.payrollDigests.postV1PayrollDigests(system, {
      requestBody: {
        idempotencyKey: 'digest',
        batchAction: 'create',
        batch: [{ entityType: 'company', uuid: companyUuid }],
      },
    });
    expect(created.payrollDigest?.status).toBe('completed');
    const digest = await gusto.payrollDigests.getV1PayrollDigestsPayrollDigestUuid(system, {
      payrollDigestUuid: created.payrollDigest!.uuid,
    });
    const company = digest.payrollDigestResults?.results?.[0];
    expect(company?.uuid).toBe(companyUuid);
    const next = company?.payrolls?.[0];
    expect(String(next?.payPeriod?.runPayrollBy)).toBe('2026-06-22');

    const batch = await gusto.payrollCancellations.postV1PayrollBatches(system, {
      requestBody: {
        idempotencyKey: 'cancel',
        batchAction: 'cancel',
        batch: [{ entityType: 'payroll', uuid: next!.payrollUuid!, companyUuid }],
      },
    });
    const cancelled = await gusto.payrollCancellations.getV1PayrollBatchesPayrollBatchUuid(system, {
      payrollBatchUuid: batch.payrollBatch!.uuid,
    });
    expect(cancelled.payrollBatchResults?.results).toEqual([
      expect.objectContaining({ uuid: next!.payrollUuid, status: 'success' }),
    ]);

    const invoice = await gusto.invoices.get(system, { invoicePeriod: '2026-06', companyUuids: companyUuid });
    expect(invoice.invoiceData?.activeCompanies).toEqual([
      expect.objectContaining({
        companyUuid,
        activeEmployees: 3,
        activeContractors: 0,
        initialInvoicePeriod: '2026-06',
      }),
    ]);
  });

  afterAll(() => {
    expect(routesOf('partnerOperations').filter((key) => !reached.has(key))).toEqual([]);
  });
});
