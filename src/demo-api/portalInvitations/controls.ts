import { notFound } from '../errors';
import type { DemoService, RouteResult } from '../service';
import { completeRegistration, invitationOf } from './portalInvitationState';
import { portalInvitationView } from './views';

/**
 * The demo's "sign in as" a person (DECISIONS 64), a test control under `/__demo/` (no token):
 * `POST /__demo/people/{person_uuid}/portal_sign_in` marks that employee's or contractor's
 * invitation `complete` and answers it (200); none: 404; cancelled or expired: 422 `base`.
 * Returns undefined for any other path.
 *
 * @example
 * portalInvitationControls(service, 'POST', `/__demo/people/${employeeUuid}/portal_sign_in`);
 */
export function portalInvitationControls(
  service: DemoService,
  method: string,
  path: string,
): RouteResult | undefined {
  const match = /^\/__demo\/people\/([^/]+)\/portal_sign_in$/.exec(path);
  if (method !== 'POST' || !match) return undefined;
  const record = invitationOf(service, match[1]!);
  if (!record) throw notFound();
  completeRegistration(service, record);
  return { status: 200, body: portalInvitationView(record, service) };
}
