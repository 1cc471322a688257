import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions } from '../common';
import type { EarningType, EarningTypeBody, EarningTypeList } from './types';

/**
 * A company's earning types: `{ default, custom }` (not paged).
 *
 * @example
 * const { data } = await listEarningTypes(client, companyId);
 */
export function listEarningTypes(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<EarningTypeList>> {
  return client.request<EarningTypeList>(endpoints.listEarningTypes, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Add a custom earning type (201). The name of a deactivated one brings that one back; the name
 * of an active one is refused on `name`.
 *
 * @example
 * await createEarningType(client, companyId, { name: 'Hazard Pay' }, { idempotencyKey: action.keyFor(body) });
 */
export function createEarningType(
  client: PayrollClient,
  companyId: string,
  body: EarningTypeBody,
  options: CreateOptions = {},
): Promise<ApiResponse<EarningType>> {
  return client.request<EarningType>(endpoints.createEarningType, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Rename a custom earning type. It has no `version`: the last rename wins.
 *
 * @example
 * await updateEarningType(client, companyId, earningTypeId, { name: 'Hazard Allowance' });
 */
export function updateEarningType(
  client: PayrollClient,
  companyId: string,
  earningTypeId: string,
  body: EarningTypeBody,
  options: CallOptions = {},
): Promise<ApiResponse<EarningType>> {
  return client.request<EarningType>(endpoints.updateEarningType, {
    params: { company_id: companyId, earning_type_uuid: earningTypeId },
    body,
    ...options,
  });
}

/**
 * Deactivate a custom earning type (204): payrolls no longer offer it; it stays listed.
 *
 * @example
 * await deactivateEarningType(client, companyId, earningTypeId);
 */
export function deactivateEarningType(
  client: PayrollClient,
  companyId: string,
  earningTypeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deactivateEarningType, {
    params: { company_id: companyId, earning_type_uuid: earningTypeId },
    ...options,
  });
}
