import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions } from '../common';
import * as endpoints from '../endpointTable';
import type { WireInRequest, WireSentBody } from './types';

/**
 * The company's wire-in requests, every status (one list, not paged).
 *
 * @example
 * const { data } = await listWireInRequests(client, companyId);
 * const waiting = data.filter((w) => w.status === 'awaiting_funds');
 */
export function listWireInRequests(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<WireInRequest[]>> {
  return client.request<WireInRequest[]>(endpoints.listWireInRequests, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Read one wire-in request.
 *
 * @example
 * const { data: wire } = await getWireInRequest(client, wireId);
 */
export function getWireInRequest(
  client: PayrollClient,
  wireId: string,
  options: CallOptions = {},
): Promise<ApiResponse<WireInRequest>> {
  return client.request<WireInRequest>(endpoints.getWireInRequest, {
    params: { wire_in_request_uuid: wireId },
    ...options,
  });
}

/**
 * Tell the service the wire was sent (payrolls:run): the request goes to `pending_review`. A bad
 * field is a 422 on that field; a request not awaiting funds, a 422 on `base`.
 *
 * @example
 * await confirmWireInRequest(client, wire.uuid, { date_sent: '2026-06-15', bank_name: 'First Bank', amount_sent: '94012.33' });
 */
export function confirmWireInRequest(
  client: PayrollClient,
  wireId: string,
  body: WireSentBody,
  options: CallOptions = {},
): Promise<ApiResponse<WireInRequest>> {
  return client.request<WireInRequest>(endpoints.confirmWireInRequest, {
    params: { wire_in_request_uuid: wireId },
    body,
    ...options,
  });
}
