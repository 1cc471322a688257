import { ApiError, invalidAttribute, invalidParameter } from '../errors';
import { eventBody } from './events';
import type { Route } from '../service';
import type { EventRecord } from './records';

/** `event_type` filter: exact, or `*` wildcards per dotted segment (UPSTREAM F.5). */
function matchesType(filter: string, type: string): boolean {
  if (!filter.includes('*')) return filter === type;
  const escaped = filter.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+')}$`).test(type);
}

/** `GET /v1/events` (SPEC §4, §8.2; DECISIONS 34). @example new Router(eventRoutes); */
export const eventRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/events',
    auth: 'system',
    scope: 'events:read',
    handle({ query }, service) {
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
      if (resource !== null && !service.store.companies.has(resource)) {
        throw new ApiError(422, [
          invalidAttribute('resource_uuid', 'resource_uuid does not match a company.'),
        ]);
      }
      const after = query.get('starting_after_uuid');
      if (after !== null && !service.store.eventIndex.has(after)) {
        throw new ApiError(422, [
          invalidAttribute('starting_after_uuid', 'starting_after_uuid does not match an event.'),
        ]);
      }
      const eventType = query.get('event_type');
      let rows: EventRecord[] = [...service.store.events].sort(
        (a, b) => a.timestamp - b.timestamp || a.seq - b.seq,
      );
      if (sortOrder === 'desc') rows.reverse();
      rows = rows.filter(
        (e) =>
          (resource === null || e.resource_uuid === resource) &&
          (eventType === null || matchesType(eventType, e.event_type)),
      );
      if (after !== null) {
        const cursor = service.store.eventIndex.get(after)!;
        const position = rows.indexOf(cursor);
        if (position >= 0) rows = rows.slice(position + 1);
        else {
          // The cursor is outside the filter: continue after its place in the ordering.
          const ahead = (e: EventRecord) =>
            sortOrder === 'asc'
              ? e.timestamp > cursor.timestamp || (e.timestamp === cursor.timestamp && e.seq > cursor.seq)
              : e.timestamp < cursor.timestamp || (e.timestamp === cursor.timestamp && e.seq < cursor.seq);
          rows = rows.filter(ahead);
        }
      }
      const page = rows.slice(0, limit);
      return {
        status: 200,
        body: page.map(eventBody),
        headers: { 'X-Has-Next-Page': String(rows.length > limit) },
      };
    },
  },
];
