import { describe, expect, it } from 'vitest';
import { createPeopleBatch, getPeopleBatch } from '../../../src/api/peopleBatches/operations';
import { proxyForTwoCompanies } from './twoCompanyProxy';

// A people batch is created under its company's path (the proxy's company scope) and read at
// `/v1/people_batches/{uuid}`, which names no company: the proxy finds its owner as the session's
// company whose token reads it, so an admin imports into its own company only and never reads
// another company's batch (its people's names and results) by uuid.
describe('people batches through the proxy', () => {
  it('lets an admin create and read its own company’s batch and refuses another company’s', async () => {
    const { api, newcomer, call, client, signIn } = await proxyForTwoCompanies({ employees: 1 });
    const item = {
      entity_type: 'employee' as const,
      person: { external_id: 'r-1', first_name: 'Katherine', last_name: 'Johnson', ssn: '123-45-6789' },
    };
    signIn([newcomer]);
    const foreign = await call('POST', `/v1/companies/${api.companyUuid}/people_batches`, {
      idempotency_key: 'k-0',
      batch_action: 'create',
      batch: [item],
    });
    expect(foreign.status).toBe(404);

    signIn([api.companyUuid]);
    const { data: created } = await createPeopleBatch(client, api.companyUuid, {
      idempotencyKey: 'k-1',
      items: [item],
    });
    const { data: results } = await getPeopleBatch(client, created.uuid);
    expect(results.results).toEqual([expect.objectContaining({ external_id: 'r-1', status: 'success' })]);

    signIn([newcomer]);
    expect((await call('GET', `/v1/people_batches/${created.uuid}`)).status).toBe(404);
    signIn([newcomer, api.companyUuid]);
    expect((await call('GET', `/v1/people_batches/${created.uuid}`)).status).toBe(200);
  });
});
