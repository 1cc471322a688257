import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions } from '../common';
import type { TokenInfo } from './types';

/**
 * Which scopes the token behind the proxy holds (contract.md#auth).
 *
 * @example
 * const { data } = await getTokenInfo(client);
 * data.scope.split(' ').includes('payrolls:run');
 */
export function getTokenInfo(
  client: PayrollClient,
  options: CallOptions = {},
): Promise<ApiResponse<TokenInfo>> {
  return client.request<TokenInfo>(endpoints.getTokenInfo, { ...options });
}
