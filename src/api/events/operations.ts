import type { PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import { readCursorPage, type CursorPage } from '../pagination';
import type { CallOptions } from '../common';
import type { PayrollEvent } from './types';

/**
 * Query of the event list (cursor-paginated, ascending by time).
 *
 * @example
 * const query: EventListQuery = { resourceUuid: companyId, limit: 100 };
 */
export interface EventListQuery {
  startingAfterUuid?: string;
  limit?: number;
  resourceUuid?: string;
  eventType?: string;
}

/**
 * One slice of events; pass `nextCursor` as `startingAfterUuid` for the next.
 *
 * @example
 * let slice = await listEvents(client, { resourceUuid: companyId });
 * while (slice.hasNextPage) slice = await listEvents(client, { startingAfterUuid: slice.nextCursor });
 */
export async function listEvents(
  client: PayrollClient,
  query: EventListQuery = {},
  options: CallOptions = {},
): Promise<CursorPage<PayrollEvent>> {
  const response = await client.request<PayrollEvent[]>(endpoints.listEvents, {
    query: {
      starting_after_uuid: query.startingAfterUuid,
      limit: query.limit,
      resource_uuid: query.resourceUuid,
      event_type: query.eventType,
    },
    ...options,
  });
  return readCursorPage(response, (event) => event.uuid);
}
