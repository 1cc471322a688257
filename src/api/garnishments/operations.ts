import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import { readPage, type Page, type PageQuery } from '../pagination';
import type { CallOptions, CreateOptions, VersionedDelta } from '../common';
import type { ChildSupportAgency, Garnishment, GarnishmentBody } from './types';

/**
 * One page of an employee's garnishments, active and deactivated.
 *
 * @example
 * const { items } = await listGarnishments(client, employeeId, { page: 1, per: 25 });
 */
export async function listGarnishments(
  client: PayrollClient,
  employeeId: string,
  query: PageQuery = {},
  options: CallOptions = {},
): Promise<Page<Garnishment>> {
  return readPage(
    await client.request<Garnishment[]>(endpoints.listGarnishments, {
      params: { employee_id: employeeId },
      query: { page: query.page, per: query.per },
      ...options,
    }),
    query,
  );
}

/**
 * Add a garnishment order to an employee.
 *
 * @example
 * await createGarnishment(client, employeeId, { court_ordered: true, amount: '100.00' }, { idempotencyKey });
 */
export function createGarnishment(
  client: PayrollClient,
  employeeId: string,
  body: GarnishmentBody,
  options: CreateOptions = {},
): Promise<ApiResponse<Garnishment>> {
  return client.request<Garnishment>(endpoints.createGarnishment, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * Read one garnishment.
 *
 * @example
 * const { data } = await getGarnishment(client, garnishmentId);
 */
export function getGarnishment(
  client: PayrollClient,
  garnishmentId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Garnishment>> {
  return client.request<Garnishment>(endpoints.getGarnishment, {
    params: { garnishment_id: garnishmentId },
    ...options,
  });
}

/**
 * Update a garnishment: `version` plus changed fields (`active: false` deactivates it; its type
 * cannot change).
 *
 * @example
 * await updateGarnishment(client, garnishmentId, { version: garnishment.version, active: false });
 */
export function updateGarnishment(
  client: PayrollClient,
  garnishmentId: string,
  body: VersionedDelta<GarnishmentBody>,
  options: CallOptions = {},
): Promise<ApiResponse<Garnishment>> {
  return client.request<Garnishment>(endpoints.updateGarnishment, {
    params: { garnishment_id: garnishmentId },
    body,
    ...options,
  });
}

/**
 * The child support agencies, by state: their counties and the order identifiers they require.
 *
 * @example
 * const { data: agencies } = await listChildSupportAgencies(client);
 */
export async function listChildSupportAgencies(
  client: PayrollClient,
  options: CallOptions = {},
): Promise<ApiResponse<ChildSupportAgency[]>> {
  const response = await client.request<{ agencies: ChildSupportAgency[] }>(
    endpoints.listChildSupportAgencies,
    { ...options },
  );
  return { ...response, data: response.data.agencies };
}
