import { describe, expect, it } from 'vitest';
import { ALL_ROUTES, AREAS, NOT_IN_UPSTREAM_CLIENT } from './harness';

/*
 * Every read and write the demo service implements is driven through the upstream client by one
 * file of this suite: a route the service adds belongs to an area (and so must be reached by that
 * area's file) or is listed, with its reason, as one the upstream client has no operation for.
 */

describe('the upstream client suite covers the service', () => {
  it('places every route of the service in exactly one area, or names why the client cannot call it', () => {
    const placement = ALL_ROUTES.map((key) => ({
      key,
      areas: Object.entries(AREAS)
        .filter(([, pattern]) => pattern.test(key))
        .map(([area]) => area),
    }));
    const unplaced = placement.filter((p) => p.areas.length === 0 && !(p.key in NOT_IN_UPSTREAM_CLIENT));
    const doubled = placement.filter((p) => p.areas.length > 1);
    expect(unplaced.map((p) => p.key)).toEqual([]);
    expect(doubled.map((p) => `${p.key}: ${p.areas.join(', ')}`)).toEqual([]);
    // The excluded routes exist: a stale exclusion would hide a route from the suite.
    // An excluded route is in no area, so no area file is asked to reach it.
    for (const key of Object.keys(NOT_IN_UPSTREAM_CLIENT)) {
      expect(ALL_ROUTES).toContain(key);
      expect(placement.find((p) => p.key === key)?.areas).toEqual([]);
    }
    // The 80 calls, and every route added since, are driven by the area files.
    expect(placement.filter((p) => p.areas.length === 1).length).toBeGreaterThanOrEqual(80);
  });
});
