import { companyOnboardingState } from '../company/onboardingStatus';
import { ApiError, invalidParameter, notFound } from '../errors';
import { companyParent, resourceRoutes, type RecordLookup } from '../resource';
import type { Route } from '../service';
import { notifications, type NotificationRecord } from './records';
import { notificationView } from './views';

const STATUSES: readonly NotificationRecord['status'][] = ['open', 'resolved', 'expired'];

function readStatus(query: URLSearchParams): NotificationRecord['status'] | null {
  const status = query.get('status');
  if (status !== null && !STATUSES.includes(status as never))
    throw new ApiError(422, [invalidParameter('status', 'status must be open, resolved or expired.')]);
  return status as NotificationRecord['status'] | null;
}

/** A notification of a company the token reaches; unknown or another company's → 404. */
const findNotification: RecordLookup<NotificationRecord> = (service, uuid, grant) => {
  const record = uuid ? service.store.table(notifications).get(uuid) : undefined;
  if (!record) throw notFound();
  service.company(record.companyUuid, grant);
  return record;
};

/**
 * Notifications (UPSTREAM-3 N.3, DECISIONS 74): the company's list, newest first, filtered by
 * `status` and paged, and one notification (the webhook's `entity_uuid`). Their causes raise and
 * resolve them (`notices.ts`); read only. The list first brings the company's forms up to date
 * (forms are made when read), so a form owed since onboarding is listed without another read.
 *
 * @example
 * new Router(notificationRoutes);
 */
export const notificationRoutes: Route[] = resourceRoutes({
  collection: '/v1/companies/{company_id}/notifications',
  item: '/v1/notifications/{notification_uuid}',
  scopes: { read: 'notifications:read' },
  parent: companyParent,
  find: findNotification,
  view: notificationView,
  list: {
    filters: readStatus,
    rows: (company, service, _request, status) => {
      companyOnboardingState(service, company);
      return [...service.store.table(notifications).values()]
        .filter((n) => n.companyUuid === company.uuid && (status === null || n.status === status))
        .sort((a, b) => b.seq - a.seq);
    },
  },
});
