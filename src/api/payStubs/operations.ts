import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import { readPage, type Page, type PageQuery } from '../pagination';
import type { CallOptions } from '../common';
import type { PayStub } from './types';

/**
 * One page of an employee's pay stubs, newest first.
 *
 * @example
 * const { items } = await listPayStubs(client, employeeId, { page: 1, per: 25 });
 */
export async function listPayStubs(
  client: PayrollClient,
  employeeId: string,
  query: PageQuery = {},
  options: CallOptions = {},
): Promise<Page<PayStub>> {
  return readPage(
    await client.request<PayStub[]>(endpoints.listPayStubs, {
      params: { employee_id: employeeId },
      query: { page: query.page, per: query.per },
      ...options,
    }),
    query,
  );
}

/**
 * One pay stub as its PDF (`application/pdf`). It comes through the proxy like every call (a
 * plain link could not carry the request headers the proxy requires): open it with
 * `URL.createObjectURL`.
 *
 * @example
 * const { data: pdf } = await getPayStubPdf(client, stub.payroll_uuid, employeeId);
 * window.open(URL.createObjectURL(pdf));
 */
export function getPayStubPdf(
  client: PayrollClient,
  payrollId: string,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Blob>> {
  return client.request<Blob>(endpoints.getPayStubPdf, {
    params: { payroll_id: payrollId, employee_id: employeeId },
    headers: { Accept: 'application/pdf' },
    ...options,
  });
}
