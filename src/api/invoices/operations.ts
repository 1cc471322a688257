import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions } from '../common';
import * as endpoints from '../endpointTable';
import type { InvoiceData } from './types';

/**
 * A month's invoice lines (`YYYY-MM`, not in the future): the partner's companies invoiced for it
 * with their active employees and contractors, 100 a page. Through the proxy, only a `partner`
 * session may ask, and the answer holds its companies only.
 *
 * @example
 * const { data } = await getInvoice(client, '2026-06');
 */
export function getInvoice(
  client: PayrollClient,
  invoicePeriod: string,
  query: { company_uuids?: readonly string[]; page?: number; per?: number } = {},
  options: CallOptions = {},
): Promise<ApiResponse<InvoiceData>> {
  return client.request<InvoiceData>(endpoints.getInvoice, {
    params: { invoice_period: invoicePeriod },
    query: { ...query },
    ...options,
  });
}
