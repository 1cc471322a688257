import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions } from '../common';
import * as endpoints from '../endpointTable';
import type { PeopleBatch, PeopleBatchItem, PeopleBatchResults } from './types';

/**
 * Create a company's employees in one batch: each item checked as its single creates would be,
 * and made whole or refused with every field named (read them with {@link getPeopleBatch}).
 * `idempotencyKey` is the body's own (the one body-level key of the API): the same key again is
 * a 409 whose `metadata.entity_uuid` names the batch it made. A person whose `external_id` an
 * earlier batch created is excluded, not made again.
 *
 * @example
 * const { data } = await createPeopleBatch(client, companyId, { idempotencyKey: crypto.randomUUID(), items });
 */
export function createPeopleBatch(
  client: PayrollClient,
  companyId: string,
  request: { idempotencyKey: string; items: readonly PeopleBatchItem[] },
  options: CallOptions = {},
): Promise<ApiResponse<PeopleBatch>> {
  return client.request<PeopleBatch>(endpoints.createPeopleBatch, {
    params: { company_id: companyId },
    body: { idempotency_key: request.idempotencyKey, batch_action: 'create', batch: request.items },
    ...options,
  });
}

/**
 * A people batch's results: each item's `success` (its employee) or `failed` (its refused fields),
 * and what was excluded.
 *
 * @example
 * const { data } = await getPeopleBatch(client, batchUuid);
 */
export function getPeopleBatch(
  client: PayrollClient,
  batchUuid: string,
  options: CallOptions = {},
): Promise<ApiResponse<PeopleBatchResults>> {
  return client.request<PeopleBatchResults>(endpoints.getPeopleBatch, {
    params: { people_batch_uuid: batchUuid },
    ...options,
  });
}
