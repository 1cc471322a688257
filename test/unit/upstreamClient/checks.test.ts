import { afterAll, describe, expect, it } from 'vitest';
import { GustoEmbeddedError } from '@gusto/embedded-api-v-2026-06-15/models/errors/gustoembeddederror.js';
import { demoAdmin } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Printable payroll checks through the upstream client (UPSTREAM-3 M.8, DECISIONS 72): the print
 * request and the generated document (pending, then succeeded with its PDF) parse; a starting
 * number on top stock comes back as the client's error with its status.
 */

const { gusto, api, reached } = startUpstreamClient();

describe('the upstream client on printable checks', () => {
  it('prints a payroll’s checks and reads the document until it has succeeded', async () => {
    const payrollUuid = await processedPayroll(demoAdmin(api), (ms) => api.clock.advance(ms));
    const { payrollCheck } = await gusto.payrolls.generatePrintableChecks({
      payrollUuid,
      printablePayrollChecksBody: { printingFormat: 'bottom', startingCheckNumber: 7001 },
    });
    expect(payrollCheck).toMatchObject({
      printingFormat: 'bottom',
      startingCheckNumber: 7001,
      status: 'pending',
    });
    expect(payrollCheck!.employeeCheckNumberMapping![0]).toMatchObject({ checkNumber: 7001 });
    const requestUuid = payrollCheck!.requestUuid!;
    const pending = await gusto.generatedDocuments.get({
      documentType: 'printable_payroll_checks',
      requestUuid,
    });
    expect(pending.generatedDocument).toMatchObject({ status: 'pending', documentUrls: [] });
    await api.clock.advance(2000);
    const done = await gusto.generatedDocuments.get({
      documentType: 'printable_payroll_checks',
      requestUuid,
    });
    expect(done.generatedDocument!.status).toBe('succeeded');
    expect(done.generatedDocument!.documentUrls![0]).toMatch(/^data:application\/pdf;base64,/);

    const refused = await gusto.payrolls
      .generatePrintableChecks({
        payrollUuid,
        printablePayrollChecksBody: { printingFormat: 'top', startingCheckNumber: 1 },
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(refused).toBeInstanceOf(GustoEmbeddedError);
    expect((refused as GustoEmbeddedError).httpMeta.response.status).toBe(422);
  });

  afterAll(() => {
    expect(routesOf('checks').filter((key) => !reached.has(key))).toEqual([]);
  });
});
