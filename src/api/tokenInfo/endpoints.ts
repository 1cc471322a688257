import type { Endpoint } from '../endpoints';

// Introspection (contract.md#auth)
export const getTokenInfo = { method: 'GET', path: '/v1/token_info' } as const satisfies Endpoint;
