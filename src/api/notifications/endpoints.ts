import { endpoint } from '../endpointRow';

// Notifications (UPSTREAM-3 N.3): a company's list; one notification (a webhook's entity_uuid)
export const listNotifications = endpoint('GET', '/v1/companies/{company_id}/notifications');
export const getNotification = endpoint('GET', '/v1/notifications/{notification_uuid}');
