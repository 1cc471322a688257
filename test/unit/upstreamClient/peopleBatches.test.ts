import { afterAll, describe, expect, it } from 'vitest';
import { PeopleBatchConflictError } from '@gusto/embedded-api-v-2026-06-15/models/errors/peoplebatchconflicterror.js';
import { RFCDate } from '@gusto/embedded-api-v-2026-06-15/types/rfcdate.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * People batches through the upstream client (UPSTREAM-3 N.5, DECISIONS 75): a batch created
 * (201) and its results read, a created item with its employee and a refused one with its fields
 * nested by part; the same key again is the client's 409 error naming the batch.
 */

const { gusto, api, reached } = startUpstreamClient({ employees: 2 });

describe('the upstream client on people batches', () => {
  it('creates a batch, reads its per-item results and gets the 409 of a reused key', async () => {
    const companyId = api.companyUuid;
    const requestBody = {
      idempotencyKey: '22222222-2222-4222-8222-222222222222',
      batchAction: 'create' as const,
      batch: [
        {
          entityType: 'employee' as const,
          person: { externalId: 'a-1', firstName: 'Grace', lastName: 'Import', ssn: '123-45-6789' },
          homeAddress: { street1: '1 Main St', city: 'Denver', state: 'CO', zip: '80202' },
          job: { title: 'Cook', hireDate: new RFCDate('2026-06-01') },
          compensation: { rate: '22.00', paymentUnit: 'Hour' as const, flsaStatus: 'Nonexempt' as const },
        },
        {
          entityType: 'employee' as const,
          person: { externalId: 'a-2', firstName: 'Alan', lastName: 'Import', email: 'nope' },
        },
      ],
    };
    const created = await gusto.peopleBatches.postV1CompaniesCompanyIdPeopleBatches({
      companyId,
      requestBody,
    });
    expect(created.peopleBatch).toMatchObject({ status: 'partial_success', batchAction: 'create' });
    const read = await gusto.peopleBatches.getV1PeopleBatchesPeopleBatchUuid({
      peopleBatchUuid: created.peopleBatch!.uuid,
    });
    const { results, ...batch } = read.peopleBatchResults!;
    expect(batch).toMatchObject({ submittedItems: 2, processedItems: 2, excludedItems: 0, exclusions: [] });
    expect(results?.[0]).toMatchObject({ externalId: 'a-1', status: 'success', idx: 0 });
    expect(results?.[0]?.employeeUuid).toEqual(expect.any(String));
    expect(results?.[1]).toMatchObject({
      externalId: 'a-2',
      status: 'failed',
      errors: [{ errorKey: 'person', category: 'nested_errors' }],
    });

    const reused = await gusto.peopleBatches
      .postV1CompaniesCompanyIdPeopleBatches({ companyId, requestBody })
      .catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(PeopleBatchConflictError);
    expect((reused as PeopleBatchConflictError).errors?.[0]?.metadata).toEqual({
      entityType: 'PeopleBatch',
      entityUuid: created.peopleBatch!.uuid,
    });
  });

  afterAll(() => {
    expect(routesOf('peopleBatches').filter((key) => !reached.has(key))).toEqual([]);
  });
});
