import { ApiError, invalidAttribute, invalidParameter } from '../errors';
import { noParent, resourceRoutes } from '../resource';
import type { Route } from '../service';
import type { DemoStore } from '../store';
import { eventBody } from './events';
import type { EventRecord } from './records';

/** `event_type` filter: exact, or `*` wildcards per dotted segment (UPSTREAM F.5). */
function matchesType(filter: string, type: string): boolean {
  if (!filter.includes('*')) return filter === type;
  const escaped = filter.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+')}$`).test(type);
}

interface EventFilters {
  limit: number;
  sortOrder: 'asc' | 'desc';
  resource: string | null;
  after: EventRecord | null;
  eventType: string | null;
}

/** The query of the event list, each refused with 422 on its name (SPEC §8.2, DECISIONS 34). */
function readFilters(query: URLSearchParams, store: DemoStore): EventFilters {
  const limitText = query.get('limit');
  let limit = 25;
  if (limitText !== null) {
    if (!/^\d{1,4}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 100) {
      throw new ApiError(422, [invalidParameter('limit', 'limit must be a whole number from 1 to 100.')]);
    }
    limit = Number(limitText);
  }
  const sortOrder = query.get('sort_order') ?? 'asc';
  if (sortOrder !== 'asc' && sortOrder !== 'desc') {
    throw new ApiError(422, [invalidParameter('sort_order', 'sort_order must be asc or desc.')]);
  }
  const resource = query.get('resource_uuid');
  if (resource !== null && !store.companies.has(resource)) {
    throw new ApiError(422, [invalidAttribute('resource_uuid', 'resource_uuid does not match a company.')]);
  }
  const after = query.get('starting_after_uuid');
  if (after !== null && !store.eventIndex.has(after)) {
    throw new ApiError(422, [
      invalidAttribute('starting_after_uuid', 'starting_after_uuid does not match an event.'),
    ]);
  }
  return {
    limit,
    sortOrder,
    resource,
    after: after === null ? null : store.eventIndex.get(after)!,
    eventType: query.get('event_type'),
  };
}

/** The events of the filters, in their order, from just after the cursor. */
function eventRows(store: DemoStore, { sortOrder, resource, after, eventType }: EventFilters): EventRecord[] {
  let rows: EventRecord[] = [...store.events].sort((a, b) => a.timestamp - b.timestamp || a.seq - b.seq);
  if (sortOrder === 'desc') rows.reverse();
  rows = rows.filter(
    (e) =>
      (resource === null || e.resource_uuid === resource) &&
      (eventType === null || matchesType(eventType, e.event_type)),
  );
  if (after === null) return rows;
  const position = rows.indexOf(after);
  if (position >= 0) return rows.slice(position + 1);
  // The cursor is outside the filter: continue after its place in the ordering.
  const ahead = (e: EventRecord) =>
    sortOrder === 'asc'
      ? e.timestamp > after.timestamp || (e.timestamp === after.timestamp && e.seq > after.seq)
      : e.timestamp < after.timestamp || (e.timestamp === after.timestamp && e.seq < after.seq);
  return rows.filter(ahead);
}

/** `GET /v1/events` (SPEC §4, §8.2; DECISIONS 34): a cursor's pages. @example new Router(eventRoutes); */
export const eventRoutes: Route[] = resourceRoutes({
  collection: '/v1/events',
  scopes: { read: 'events:read' },
  auth: 'system',
  parent: noParent,
  view: eventBody,
  list: {
    filters: (query, service) => readFilters(query, service.store),
    rows: (_none, service, _request, filters) => eventRows(service.store, filters),
    // `limit` rows after the cursor, and whether more follow.
    paged: (rows, { limit }) => ({
      items: rows.slice(0, limit),
      headers: { 'X-Has-Next-Page': String(rows.length > limit) },
    }),
  },
});
