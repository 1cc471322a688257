import { endpoint } from '../endpointRow';

// Introspection (contract.md#auth)
export const getTokenInfo = endpoint('GET', '/v1/token_info');
