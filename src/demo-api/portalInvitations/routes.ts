import { contractorOf, contractorParent } from '../contractors/lookup';
import { employeeParent, employeeSingleton, resourceRoutes, scopesOf } from '../resource';
import type { DemoService, Route } from '../service';
import { cancelInvitation, invitationOf, invite } from './portalInvitationState';
import type { PortalInvitationRecord } from './records';
import { portalInvitationView } from './views';

/** POST and DELETE take no body (UPSTREAM-3 L.3): any field sent is refused on its name. */
const NO_BODY = {};

/**
 * Member portal invitations of employees and contractors (UPSTREAM-3 L.3, S6 paths; DECISIONS 64):
 * `POST` 201 with no body (invites, sends again, or regenerates an expired one), `GET` the one
 * invitation (404 while none), `DELETE` 204 (cancels; self-onboarding untouched).
 *
 * @example
 * new Router(portalInvitationRoutes);
 */
export const portalInvitationRoutes: Route[] = [
  ...resourceRoutes({
    collection: '/v1/employees/{employee_id}/member_portal_invitations',
    item: '/v1/employees/{employee_id}/member_portal_invitations',
    scopes: scopesOf('member_portal_invitation'),
    parent: employeeParent,
    find: employeeSingleton((employee, service) => invitationOf(service, employee.uuid)),
    view: (record: PortalInvitationRecord, service: DemoService) => portalInvitationView(record, service),
    create: {
      rules: NO_BODY,
      insert: (_values, employee, service) => invite(service, employee, 'Employee'),
      answer: () => undefined,
    },
    remove: { remove: cancelInvitation },
  }),
  ...resourceRoutes({
    collection: '/v1/contractors/{contractor_id}/member_portal_invitations',
    item: '/v1/contractors/{contractor_id}/member_portal_invitations',
    scopes: scopesOf('member_portal_invitation'),
    parent: contractorParent,
    find: (service, uuid, grant) => invitationOf(service, contractorOf(service, uuid, grant).uuid),
    view: (record: PortalInvitationRecord, service: DemoService) => portalInvitationView(record, service),
    create: {
      rules: NO_BODY,
      insert: (_values, contractor, service) => invite(service, contractor, 'Contractor'),
      answer: () => undefined,
    },
    remove: { remove: cancelInvitation },
  }),
];
