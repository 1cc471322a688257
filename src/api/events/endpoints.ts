import { endpoint } from '../endpointRow';

// Events (F.5), cursor-paginated; served through the proxy with the system token.
export const listEvents = endpoint('GET', '/v1/events');
