import { describe, expect, it } from 'vitest';
import { GustoEmbeddedError } from '@gusto/embedded-api-v-2026-06-15/models/errors/gustoembeddederror.js';
import { NotFoundErrorObject } from '@gusto/embedded-api-v-2026-06-15/models/errors/notfounderrorobject.js';
import { UnprocessableEntityError } from '@gusto/embedded-api-v-2026-06-15/models/errors/unprocessableentityerror.js';
import { startUpstreamClient } from './harness';

/*
 * The service's expected errors reach a partner's code as the upstream client's typed errors
 * (SPEC §4 error shape; the client declares 404 and 409/422 per operation), and the one header
 * difference, the API version header, does not get in the way (DECISIONS 3, 60).
 */

const { api, gusto, lastRequest } = startUpstreamClient();
const companyId = api.companyUuid;

async function rejection(call: Promise<unknown>): Promise<GustoEmbeddedError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GustoEmbeddedError);
  return error as GustoEmbeddedError;
}

describe('the upstream client on the service errors', () => {
  it('reads an unknown employee as NotFoundErrorObject (404)', async () => {
    const error = await rejection(
      gusto.employees.get({ employeeId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(error).toBeInstanceOf(NotFoundErrorObject);
    expect(error.httpMeta.response.status).toBe(404);
  });

  it('reads a stale version as the 409 the operation declares, with the error entries parsed', async () => {
    const { showEmployees } = await gusto.employees.list({ companyId, per: 1 });
    const employeeId = showEmployees![0]!.uuid;
    const { employee } = await gusto.employees.get({ employeeId });
    await gusto.employees.update({
      employeeId,
      requestBody: { version: employee!.version!, preferredFirstName: 'First' },
    });
    const error = await rejection(
      gusto.employees.update({
        employeeId,
        requestBody: { version: employee!.version!, preferredFirstName: 'Second' },
      }),
    );
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.httpMeta.response.status).toBe(409);
    expect((error as UnprocessableEntityError).errors[0]?.category).toBeTruthy();
  });

  it('reads a field error as UnprocessableEntityError (422) on that field', async () => {
    const error = await rejection(
      gusto.employees.create({
        companyId,
        requestBody: { firstName: 'Bad', lastName: 'Email', email: 'not-an-email' },
      }),
    );
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.httpMeta.response.status).toBe(422);
    expect((error as UnprocessableEntityError).errors[0]).toMatchObject({
      errorKey: 'email',
      category: 'invalid_attribute_value',
    });
  });

  it('reads a payroll blocker as UnprocessableEntityError (422) with its key', async () => {
    await api.fetch(`/__demo/companies/${companyId}/blockers`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keys: ['missing_bank_info'] }),
    });
    const { payrollBlockers } = await gusto.payrolls.getBlockers({ companyUuid: companyId });
    expect(payrollBlockers?.map((b) => b.key)).toContain('missing_bank_info');
    const { payrollList } = await gusto.payrolls.list({ companyId, processingStatuses: ['unprocessed'] });
    const error = await rejection(
      gusto.payrolls.calculate({ companyId, payrollId: payrollList![0]!.payrollUuid! }),
    );
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).errors[0]).toMatchObject({
      category: 'payroll_blocker',
      metadata: { key: 'missing_bank_info' },
    });
  });

  it("sends its own version header, which the service ignores, and gets the service's X-API-Version", async () => {
    const result = await gusto.introspection.getInfo({});
    expect(lastRequest()?.headers.get('x-gusto-api-version')).toBe('2026-06-15');
    expect(lastRequest()?.headers.get('x-api-version')).toBeNull();
    expect(result.httpMeta.response.headers.get('x-api-version')).toBe('2026-06-15');
  });
});
