import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions } from '../common';
import * as endpoints from '../endpointTable';
import type { FlowLink, FlowLinkBody } from './types';

/**
 * A link to the provider's hosted page for a flow of the company (201). An unknown type, or types
 * of several categories: 422 on `flow_type`; an employee flow without the company's employee:
 * 422 `flow_invalid_entity` on `entity_type` and `entity_uuid`.
 *
 * @example
 * const { data } = await createFlowLink(client, companyId, { flow_type: 'add_addresses,add_employees' });
 */
export function createFlowLink(
  client: PayrollClient,
  companyId: string,
  body: FlowLinkBody,
  options: CallOptions = {},
): Promise<ApiResponse<FlowLink>> {
  return client.request<FlowLink>(endpoints.createFlowLink, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}
