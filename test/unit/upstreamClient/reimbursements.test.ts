import { afterAll, describe, expect, it } from 'vitest';
import { GustoEmbeddedError } from '@gusto/embedded-api-v-2026-06-15/models/errors/gustoembeddederror.js';
import { NotFoundErrorObject } from '@gusto/embedded-api-v-2026-06-15/models/errors/notfounderrorobject.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Recurring reimbursements through the upstream client (UPSTREAM-3 M.2, DECISIONS 67): every
 * operation (list, create, get, update, delete) parses the service's answers, a regular payroll
 * showing one as `recurring: true` parses, and the refusals come back as the client's errors.
 */

const { gusto, api, reached } = startUpstreamClient();
const companyId = api.companyUuid;

async function firstEmployee(): Promise<string> {
  const { showEmployees } = await gusto.employees.list({ companyId, per: 1 });
  return showEmployees![0]!.uuid;
}

async function rejection(call: Promise<unknown>): Promise<GustoEmbeddedError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GustoEmbeddedError);
  return error as GustoEmbeddedError;
}

describe('the upstream client on recurring reimbursements', () => {
  it('creates (201), lists, reads, updates and deletes (204) one', async () => {
    const employeeId = await firstEmployee();
    const created = await gusto.reimbursements.postV1EmployeesEmployeeIdRecurringReimbursements({
      employeeId,
      requestBody: { description: 'Phone', amount: 45 },
    });
    expect(created.httpMeta.response.status).toBe(201);
    const made = created.recurringReimbursement!;
    expect(made).toMatchObject({ employeeUuid: employeeId, description: 'Phone', amount: '45.00' });

    const { recurringReimbursementList } =
      await gusto.reimbursements.getV1EmployeesEmployeeIdRecurringReimbursements({ employeeId });
    expect(recurringReimbursementList).toEqual([made]);
    const read = await gusto.reimbursements.getV1RecurringReimbursements({ id: made.uuid });
    expect(read.recurringReimbursement).toEqual(made);

    const updated = await gusto.reimbursements.putV1RecurringReimbursements({
      id: made.uuid,
      requestBody: { version: made.version, amount: 52.5 },
    });
    expect(updated.recurringReimbursement).toMatchObject({ amount: '52.50', description: 'Phone' });

    // A regular payroll shows it as a recurring line of the employee's row.
    const { payrollList } = await gusto.payrolls.list({ companyId, processingStatuses: ['unprocessed'] });
    const regular = payrollList!.find((p) => !p.offCycle)!;
    const { payrollPrepared } = await gusto.payrolls.prepare({
      companyId,
      payrollId: regular.payrollUuid!,
      per: 100,
    });
    const row = payrollPrepared!.employeeCompensations!.find((r) => r.employeeUuid === employeeId)!;
    expect(row.reimbursements).toEqual([
      expect.objectContaining({ uuid: made.uuid, amount: '52.50', description: 'Phone', recurring: true }),
    ]);

    const removed = await gusto.reimbursements.deleteV1RecurringReimbursements({ id: made.uuid });
    expect(removed.httpMeta.response.status).toBe(204);
  });

  it('parses the refusals: an amount of 0 is a 422 on amount, a stale version a 409', async () => {
    const employeeId = await firstEmployee();
    const zero = await rejection(
      gusto.reimbursements.postV1EmployeesEmployeeIdRecurringReimbursements({
        employeeId,
        requestBody: { description: 'Phone', amount: 0 },
      }),
    );
    // The client declares this operation's 404 and 422 with one error class, the status tells them apart.
    expect(zero).toBeInstanceOf(NotFoundErrorObject);
    expect(zero.httpMeta.response.status).toBe(422);
    expect((zero as NotFoundErrorObject).errors[0]).toMatchObject({
      errorKey: 'amount',
      category: 'invalid_attribute_value',
    });
    const created = await gusto.reimbursements.postV1EmployeesEmployeeIdRecurringReimbursements({
      employeeId,
      requestBody: { description: 'Gym', amount: 20 },
    });
    const made = created.recurringReimbursement!;
    await gusto.reimbursements.putV1RecurringReimbursements({
      id: made.uuid,
      requestBody: { version: made.version, amount: 25 },
    });
    const stale = await rejection(
      gusto.reimbursements.putV1RecurringReimbursements({
        id: made.uuid,
        requestBody: { version: made.version, amount: 30 },
      }),
    );
    expect(stale).toBeInstanceOf(NotFoundErrorObject);
    expect(stale.httpMeta.response.status).toBe(409);
  });

  afterAll(() => {
    expect(routesOf('reimbursements').filter((key) => !reached.has(key))).toEqual([]);
  });
});
