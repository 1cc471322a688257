import { afterAll, describe, expect, it } from 'vitest';
import { GustoEmbeddedError } from '@gusto/embedded-api-v-2026-06-15/models/errors/gustoembeddederror.js';
import { UnprocessableEntityError } from '@gusto/embedded-api-v-2026-06-15/models/errors/unprocessableentityerror.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * A company's departments through the upstream client (UPSTREAM-2 J.6, UPSTREAM-3 N.9): every
 * operation it has (list, create, get, update, add and remove people, delete) parses the service's
 * answers, and a taken title comes back as the client's own 422.
 */

const { gusto, api, reached } = startUpstreamClient({ employees: 2 });
const companyUuid = api.companyUuid;

async function rejection(call: Promise<unknown>): Promise<GustoEmbeddedError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GustoEmbeddedError);
  return error as GustoEmbeddedError;
}

describe('the upstream client on departments', () => {
  it('creates (201), lists, reads, renames, adds and removes people, and deletes (204)', async () => {
    const employees = await gusto.employees.list({ companyId: companyUuid });
    const ada = employees.showEmployees![0]!.uuid;
    const created = await gusto.departments.create({
      companyUuid,
      departmentCreateRequestBody: { title: 'Engineering' },
    });
    expect(created.httpMeta.response.status).toBe(201);
    const department = created.department!;
    expect(department).toMatchObject({ companyUuid, title: 'Engineering', employees: [], contractors: [] });

    const { departmentList } = await gusto.departments.getAll({ companyUuid });
    expect(departmentList?.map((d) => d.title)).toEqual(['Engineering']);
    const read = await gusto.departments.get({ departmentUuid: department.uuid! });
    expect(read.department?.version).toBe(department.version);

    const renamed = await gusto.departments.update({
      departmentUuid: department.uuid!,
      departmentUpdateRequestBody: { version: department.version!, title: 'Product' },
    });
    expect(renamed.department?.title).toBe('Product');
    const added = await gusto.departments.addPeople({
      departmentUuid: department.uuid!,
      departmentPeopleRequestBody: { version: renamed.department!.version!, employees: [{ uuid: ada }] },
    });
    expect(added.department?.employees).toEqual([{ uuid: ada }]);
    const removed = await gusto.departments.removePeople({
      departmentUuid: department.uuid!,
      departmentPeopleRequestBody: { version: added.department!.version!, employees: [{ uuid: ada }] },
    });
    expect(removed.department?.employees).toEqual([]);
    const deleted = await gusto.departments.delete({ departmentUuid: department.uuid! });
    expect(deleted.httpMeta.response.status).toBe(204);
  });

  it('parses a taken title as its 422 on title', async () => {
    await gusto.departments.create({ companyUuid, departmentCreateRequestBody: { title: 'Sales' } });
    const taken = await rejection(
      gusto.departments.create({ companyUuid, departmentCreateRequestBody: { title: 'sales' } }),
    );
    expect(taken).toBeInstanceOf(UnprocessableEntityError);
    expect((taken as UnprocessableEntityError).errors[0]).toMatchObject({
      errorKey: 'title',
      category: 'invalid_attribute_value',
    });
  });

  afterAll(() => {
    expect(routesOf('departments').filter((key) => !reached.has(key))).toEqual([]);
  });
});
