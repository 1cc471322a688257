import { afterAll, describe, expect, it } from 'vitest';
import { GustoEmbeddedError } from '@gusto/embedded-api-v-2026-06-15/models/errors/gustoembeddederror.js';
import { NotFoundErrorObject } from '@gusto/embedded-api-v-2026-06-15/models/errors/notfounderrorobject.js';
import { UnprocessableEntityError } from '@gusto/embedded-api-v-2026-06-15/models/errors/unprocessableentityerror.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * A company's earning types through the upstream client (UPSTREAM-3 M.1, DECISIONS 67): every
 * operation it has (list, create, update, delete) parses the service's answers, and the refusals
 * come back as the client's own error classes.
 */

const { gusto, api, reached } = startUpstreamClient();
const companyId = api.companyUuid;

async function rejection(call: Promise<unknown>): Promise<GustoEmbeddedError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GustoEmbeddedError);
  return error as GustoEmbeddedError;
}

describe('the upstream client on earning types', () => {
  it('lists the defaults and the custom types as {default, custom}', async () => {
    const { earningTypeList } = await gusto.earningTypes.list({ companyId });
    expect(earningTypeList?.default?.map((t) => t.name)).toContain('Severance');
    expect(earningTypeList?.default?.every((t) => t.active === true)).toBe(true);
    expect(earningTypeList?.custom).toEqual([]);
  });

  it('creates (201), renames, deactivates (204) and reactivates a custom type', async () => {
    const created = await gusto.earningTypes.create({ companyId, requestBody: { name: 'Hazard Pay' } });
    expect(created.httpMeta.response.status).toBe(201);
    const uuid = created.earningType!.uuid;
    expect(created.earningType).toEqual({ uuid, name: 'Hazard Pay', active: true });

    const renamed = await gusto.earningTypes.update({
      companyId,
      earningTypeUuid: uuid,
      requestBody: { name: 'Hazard Allowance' },
    });
    expect(renamed.earningType).toEqual({ uuid, name: 'Hazard Allowance', active: true });

    const removed = await gusto.earningTypes.delete({ companyId, earningTypeUuid: uuid });
    expect(removed.httpMeta.response.status).toBe(204);
    const { earningTypeList } = await gusto.earningTypes.list({ companyId });
    expect(earningTypeList?.custom).toEqual([{ uuid, name: 'Hazard Allowance', active: false }]);

    const back = await gusto.earningTypes.create({ companyId, requestBody: { name: 'hazard allowance' } });
    expect(back.httpMeta.response.status).toBe(201);
    expect(back.earningType).toEqual({ uuid, name: 'Hazard Allowance', active: true });
  });

  it('parses the refusals: a taken name and a default are 422, an unknown type 404', async () => {
    const taken = await rejection(gusto.earningTypes.create({ companyId, requestBody: { name: ' bonus ' } }));
    expect(taken).toBeInstanceOf(UnprocessableEntityError);
    expect((taken as UnprocessableEntityError).errors[0]).toMatchObject({
      errorKey: 'name',
      category: 'invalid_attribute_value',
    });
    const { earningTypeList } = await gusto.earningTypes.list({ companyId });
    const bonus = earningTypeList!.default!.find((t) => t.name === 'Bonus')!;
    const fixed = await rejection(
      gusto.earningTypes.update({ companyId, earningTypeUuid: bonus.uuid, requestBody: { name: 'Bonuses' } }),
    );
    expect(fixed).toBeInstanceOf(UnprocessableEntityError);
    expect((fixed as UnprocessableEntityError).errors[0]).toMatchObject({
      errorKey: 'base',
      category: 'invalid_operation',
    });
    // The client declares no 422 on delete: it is its generic error, with the status.
    const kept = await rejection(gusto.earningTypes.delete({ companyId, earningTypeUuid: bonus.uuid }));
    expect(kept.httpMeta.response.status).toBe(422);
    const unknown = await rejection(
      gusto.earningTypes.delete({ companyId, earningTypeUuid: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown).toBeInstanceOf(NotFoundErrorObject);
  });

  afterAll(() => {
    expect(routesOf('earningTypes').filter((key) => !reached.has(key))).toEqual([]);
  });
});
