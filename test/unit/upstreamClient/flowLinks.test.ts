import { afterAll, describe, expect, it } from 'vitest';
import { routesOf, startUpstreamClient } from './harness';

/* Flows through the upstream client (UPSTREAM-3 N.8): a link's answer (201 {url}) parses. */

const { gusto, api, reached } = startUpstreamClient({ employees: 1 });

describe('the upstream client on flows', () => {
  it('creates a link to a company flow', async () => {
    const { flow } = await gusto.flows.create({
      companyUuid: api.companyUuid,
      createFlowRequest: { flowType: 'add_addresses,add_employees' },
    });
    expect(flow?.url).toMatch(/\/flows\/[^/?]+\?flow_type=add_addresses%2Cadd_employees/);
  });

  afterAll(() => {
    expect(routesOf('flowLinks').filter((key) => !reached.has(key))).toEqual([]);
  });
});
