import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/api/endpoints';
import { buildEndpointInventory } from '../../../src/server';
import inventory from '../../../src/server/endpoint-inventory.json';

describe('endpoint inventory', () => {
  it('is current with what the library calls (regenerate: npx tsx scripts/endpoint-inventory.ts)', () => {
    expect(inventory).toEqual(buildEndpointInventory(endpoints));
  });

  it('marks the system-token operations so the proxy never forwards them', () => {
    const system = inventory.endpoints.filter((entry) => entry.token === 'system').map((entry) => entry.path);
    for (const path of system) expect(path).toMatch(/^\/v1\/(events|webhook_subscriptions)/);
    const company = inventory.endpoints
      .filter((entry) => entry.token === 'company')
      .map((entry) => entry.path);
    expect(company.some((path) => path.startsWith('/v1/events'))).toBe(false);
  });
});
