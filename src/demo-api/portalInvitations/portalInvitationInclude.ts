import type { DemoService, RouteRequest } from '../service';
import { invitationOf } from './portalInvitationState';
import { portalInvitationStatusView } from './views';

/** Whether the query's `include` (a comma list) asks for `portal_invitations`. */
function includesPortalInvitations(query: URLSearchParams): boolean {
  return (query.get('include') ?? '').split(',').some((part) => part.trim() === 'portal_invitations');
}

/** A person view with the invitation fields of UPSTREAM-3 L.3 beside it. */
function withInvitation(view: unknown, uuid: string, service: DemoService): unknown {
  return {
    ...(view as Record<string, unknown>),
    member_portal_invitation_status: portalInvitationStatusView(invitationOf(service, uuid), service),
    // The demo sends no partner-portal webhook (UPSTREAM F.6 `employee.invited_to_partner_portal`).
    partner_portal_invitation_sent: false,
  };
}

/**
 * `include=portal_invitations` on a person's list and show (employees, contractors; UPSTREAM-3
 * L.3): the list's `filters` and row `view`, and the show's `answer`, around the person's view.
 * Without the include the answers are the view alone.
 *
 * @example
 * const portal = portalInvitationInclude(contractorView);
 * resourceRoutes({ …, list: { rows, ...portal.list }, show: portal.show });
 */
export function portalInvitationInclude<R extends { uuid: string }>(
  view: (record: R, service: DemoService) => unknown,
) {
  return {
    list: {
      filters: (query: URLSearchParams) => includesPortalInvitations(query),
      view: (record: R, service: DemoService, include: boolean) =>
        include ? withInvitation(view(record, service), record.uuid, service) : view(record, service),
    },
    show: {
      answer: (record: R, request: RouteRequest, service: DemoService) =>
        includesPortalInvitations(request.query)
          ? withInvitation(view(record, service), record.uuid, service)
          : view(record, service),
    },
  };
}
