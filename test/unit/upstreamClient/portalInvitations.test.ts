import { afterAll, describe, expect, it } from 'vitest';
import { GustoEmbeddedError } from '@gusto/embedded-api-v-2026-06-15/models/errors/gustoembeddederror.js';
import { NotFoundErrorObject } from '@gusto/embedded-api-v-2026-06-15/models/errors/notfounderrorobject.js';
import { UnprocessableEntityError } from '@gusto/embedded-api-v-2026-06-15/models/errors/unprocessableentityerror.js';
import { demoAdmin } from '../../support/demoAdmin';
import { addEmployee } from '../../support/employees';
import { addContractor, HOURLY_INDIVIDUAL } from '../../support/contractors';
import { SELF_ONBOARDER } from '../demo-api/selfServiceSetup';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Member portal invitations through the upstream client (UPSTREAM-3 L.3, DECISIONS 64): its six
 * operations parse every answer (201 and 204 with no body, the invitation's closed status enum),
 * the refusals come back as its own error classes, and a person read with
 * `include=portal_invitations` parses with the invitation's fields.
 */

const { gusto, api, reached } = startUpstreamClient({ employees: 0 });
const admin = demoAdmin(api);
const invitations = gusto.memberPortalInvitations;

async function rejection(call: Promise<unknown>): Promise<GustoEmbeddedError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GustoEmbeddedError);
  return error as GustoEmbeddedError;
}

describe('the upstream client on member portal invitations', () => {
  it('invites an employee, reads pending then sent, reads it on the employee, cancels it', async () => {
    const { uuid: employeeId } = await addEmployee(admin, SELF_ONBOARDER);
    expect(
      await rejection(invitations.getV1EmployeesEmployeeIdMemberPortalInvitations({ employeeId })),
    ).toBeInstanceOf(NotFoundErrorObject);
    const created = await invitations.postV1EmployeesEmployeeIdMemberPortalInvitations({ employeeId });
    expect(created.httpMeta.response.status).toBe(201);
    const pending = await invitations.getV1EmployeesEmployeeIdMemberPortalInvitations({ employeeId });
    expect(pending.memberPortalInvitation).toEqual({ status: 'pending', expired: false });
    await api.clock.advance(1000);
    const sent = await invitations.getV1EmployeesEmployeeIdMemberPortalInvitations({ employeeId });
    expect(sent.memberPortalInvitation).toEqual({ status: 'sent', expired: false });

    const employee = await gusto.employees.get({ employeeId, include: ['portal_invitations'] });
    expect(employee.employee?.memberPortalInvitationStatus).toEqual({
      status: 'sent',
      tokenExpired: false,
      welcomeEmailSentAt: new Date('2026-06-15T16:00:01.000Z'),
      lastPasswordResentAt: null,
    });
    const listed = await gusto.employees.list({
      companyId: api.companyUuid,
      include: ['portal_invitations'],
    });
    expect(listed.showEmployees?.[0]?.partnerPortalInvitationSent).toBe(false);

    const cancelled = await invitations.deleteV1EmployeesEmployeeIdMemberPortalInvitations({ employeeId });
    expect(cancelled.httpMeta.response.status).toBe(204);
    const again = await rejection(
      invitations.deleteV1EmployeesEmployeeIdMemberPortalInvitations({ employeeId }),
    );
    expect(again).toBeInstanceOf(UnprocessableEntityError);
    expect((again as UnprocessableEntityError).errors[0]).toMatchObject({
      errorKey: 'base',
      category: 'invalid_operation',
    });
  });

  it('invites a contractor, reads it on the contractor, refuses one who completed registration, cancels', async () => {
    const { uuid: contractorUuid } = await addContractor(admin, HOURLY_INDIVIDUAL);
    const created = await invitations.postV1ContractorsContractorUuidMemberPortalInvitations({
      contractorUuid,
    });
    expect(created.httpMeta.response.status).toBe(201);
    const read = await invitations.getV1ContractorsContractorUuidMemberPortalInvitations({ contractorUuid });
    expect(read.memberPortalInvitation).toEqual({ status: 'pending', expired: false });
    const contractor = await gusto.contractors.get({ contractorUuid, include: ['portal_invitations'] });
    expect(contractor.contractor?.memberPortalInvitationStatus?.status).toBe('pending');

    await admin.call('POST', `/__demo/people/${contractorUuid}/portal_sign_in`);
    const complete = await rejection(
      invitations.postV1ContractorsContractorUuidMemberPortalInvitations({ contractorUuid }),
    );
    expect(complete).toBeInstanceOf(UnprocessableEntityError);
    const { uuid: other } = await addContractor(admin, HOURLY_INDIVIDUAL);
    await invitations.postV1ContractorsContractorUuidMemberPortalInvitations({ contractorUuid: other });
    const cancelled = await invitations.deleteV1ContractorsContractorUuidMemberPortalInvitations({
      contractorUuid: other,
    });
    expect(cancelled.httpMeta.response.status).toBe(204);
    const after = await invitations.getV1ContractorsContractorUuidMemberPortalInvitations({
      contractorUuid: other,
    });
    expect(after.memberPortalInvitation).toEqual({ status: 'cancelled', expired: true });
  });

  afterAll(() => {
    expect(routesOf('portalInvitations').filter((key) => !reached.has(key))).toEqual([]);
  });
});
