import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions } from '../common';
import * as endpoints from '../endpointTable';
import type { PayrollDigest, PayrollDigestResults } from './types';

/**
 * Ask for a digest of the partner's companies (at most 25): each company's blockers and its next
 * regular payroll per active pay schedule. `idempotencyKey` is the body's own: the same key again
 * is a 409 naming the earlier digest. Through the proxy, only a `partner` session may ask, and only
 * for its companies (others come back in `exclusions` as `not_found`).
 *
 * @example
 * const { data } = await createPayrollDigest(client, { companyUuids: ['c-1', 'c-2'], idempotencyKey: crypto.randomUUID() });
 */
export function createPayrollDigest(
  client: PayrollClient,
  request: { companyUuids: readonly string[]; idempotencyKey: string },
  options: CallOptions = {},
): Promise<ApiResponse<PayrollDigest>> {
  return client.request<PayrollDigest>(endpoints.createPayrollDigest, {
    body: {
      idempotency_key: request.idempotencyKey,
      batch_action: 'create',
      batch: request.companyUuids.map((uuid) => ({ entity_type: 'company', uuid })),
    },
    ...options,
  });
}

/**
 * A digest's results: 404 for no such digest, 410 once its results expired (ask again).
 *
 * @example
 * const { data } = await getPayrollDigest(client, digest.uuid);
 */
export function getPayrollDigest(
  client: PayrollClient,
  digestUuid: string,
  options: CallOptions = {},
): Promise<ApiResponse<PayrollDigestResults>> {
  return client.request<PayrollDigestResults>(endpoints.getPayrollDigest, {
    params: { payroll_digest_uuid: digestUuid },
    ...options,
  });
}
