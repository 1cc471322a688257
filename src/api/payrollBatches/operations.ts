import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions } from '../common';
import * as endpoints from '../endpointTable';
import type { PayrollBatch, PayrollBatchResults, PayrollToCancel } from './types';

/**
 * Cancel unprocessed payrolls of the partner's companies at once (at most 100): each is cancelled
 * or refused on its own (see `getPayrollBatch`). `idempotencyKey` is the body's own: the same key
 * again is a 409 naming the earlier batch, nothing cancelled twice. Through the proxy, only a
 * `partner` session may ask, and only for its companies.
 *
 * @example
 * const { data } = await cancelPayrolls(client, { payrolls: [{ payrollUuid: 'p-1', companyUuid: 'c-1' }], idempotencyKey: crypto.randomUUID() });
 */
export function cancelPayrolls(
  client: PayrollClient,
  request: { payrolls: readonly PayrollToCancel[]; idempotencyKey: string },
  options: CallOptions = {},
): Promise<ApiResponse<PayrollBatch>> {
  return client.request<PayrollBatch>(endpoints.createPayrollBatch, {
    body: {
      idempotency_key: request.idempotencyKey,
      batch_action: 'cancel',
      batch: request.payrolls.map((p) => ({
        entity_type: 'payroll',
        uuid: p.payrollUuid,
        company_uuid: p.companyUuid,
      })),
    },
    ...options,
  });
}

/**
 * A cancellation batch's results, per payroll: 404 for no such batch, 410 once expired.
 *
 * @example
 * const { data } = await getPayrollBatch(client, batch.uuid);
 */
export function getPayrollBatch(
  client: PayrollClient,
  batchUuid: string,
  options: CallOptions = {},
): Promise<ApiResponse<PayrollBatchResults>> {
  return client.request<PayrollBatchResults>(endpoints.getPayrollBatch, {
    params: { payroll_batch_uuid: batchUuid },
    ...options,
  });
}
