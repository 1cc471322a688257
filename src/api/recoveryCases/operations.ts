import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions } from '../common';
import * as endpoints from '../endpointTable';
import type { RecoveryCase } from './types';

/**
 * The company's recovery cases, every status (one list, not paged).
 *
 * @example
 * const { data } = await listRecoveryCases(client, companyId);
 * const owed = data.filter((c) => c.status === 'open');
 */
export function listRecoveryCases(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<RecoveryCase[]>> {
  return client.request<RecoveryCase[]>(endpoints.listRecoveryCases, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Debit the company again for an open case, once its bank issue is fixed (202, no body): the case
 * moves to `redebit_initiated`. A case not open, or past the redebits allowed: 422 on `base`.
 *
 * @example
 * await redebitRecoveryCase(client, recoveryCase.uuid);
 */
export function redebitRecoveryCase(
  client: PayrollClient,
  recoveryCaseId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.redebitRecoveryCase, {
    params: { recovery_case_uuid: recoveryCaseId },
    ...options,
  });
}
