import type { Endpoint } from '../endpoints';

// Events (F.5), cursor-paginated; served through the proxy with the system token.
export const listEvents = { method: 'GET', path: '/v1/events' } as const satisfies Endpoint;
