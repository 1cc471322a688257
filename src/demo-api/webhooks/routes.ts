import type { Route } from '../service';
import { eventRoutes } from './eventRoutes';
import { webhookSubscriptionRoutes } from './subscriptionRoutes';

/** Events and webhook subscriptions, on the system token (SPEC §3, §4, §6). @example new Router(webhookRoutes); */
export const webhookRoutes: Route[] = [...eventRoutes, ...webhookSubscriptionRoutes];
