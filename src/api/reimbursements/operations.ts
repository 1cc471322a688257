import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import { readPage, type Page, type PageQuery } from '../pagination';
import type { CallOptions, CreateOptions } from '../common';
import type { RecurringReimbursement, RecurringReimbursementBody } from './types';

/**
 * One page of an employee's recurring reimbursements (the active ones: a deleted one is gone).
 *
 * @example
 * const { items } = await listRecurringReimbursements(client, employeeId, { page: 1, per: 25 });
 */
export async function listRecurringReimbursements(
  client: PayrollClient,
  employeeId: string,
  query: PageQuery = {},
  options: CallOptions = {},
): Promise<Page<RecurringReimbursement>> {
  return readPage(
    await client.request<RecurringReimbursement[]>(endpoints.listRecurringReimbursements, {
      params: { employee_id: employeeId },
      query: { page: query.page, per: query.per },
      ...options,
    }),
    query,
  );
}

/**
 * Add a recurring reimbursement to an employee (201); an amount not above 0 or above 1,000,000
 * is refused on `amount`.
 *
 * @example
 * await createRecurringReimbursement(client, employeeId, { description: 'Phone', amount: 45 }, { idempotencyKey });
 */
export function createRecurringReimbursement(
  client: PayrollClient,
  employeeId: string,
  body: RecurringReimbursementBody,
  options: CreateOptions = {},
): Promise<ApiResponse<RecurringReimbursement>> {
  return client.request<RecurringReimbursement>(endpoints.createRecurringReimbursement, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * Read one recurring reimbursement.
 *
 * @example
 * const { data } = await getRecurringReimbursement(client, reimbursementId);
 */
export function getRecurringReimbursement(
  client: PayrollClient,
  reimbursementId: string,
  options: CallOptions = {},
): Promise<ApiResponse<RecurringReimbursement>> {
  return client.request<RecurringReimbursement>(endpoints.getRecurringReimbursement, {
    params: { recurring_reimbursement_id: reimbursementId },
    ...options,
  });
}

/**
 * Update a recurring reimbursement: `version` plus the changed fields (409 when the version is stale).
 *
 * @example
 * await updateRecurringReimbursement(client, reimbursement.uuid, { version: reimbursement.version, amount: 50 });
 */
export function updateRecurringReimbursement(
  client: PayrollClient,
  reimbursementId: string,
  body: { version: string } & Partial<RecurringReimbursementBody>,
  options: CallOptions = {},
): Promise<ApiResponse<RecurringReimbursement>> {
  return client.request<RecurringReimbursement>(endpoints.updateRecurringReimbursement, {
    params: { recurring_reimbursement_id: reimbursementId },
    body,
    ...options,
  });
}

/**
 * Remove a recurring reimbursement (204): later regular payrolls no longer pay it; processed ones keep it.
 *
 * @example
 * await deleteRecurringReimbursement(client, reimbursement.uuid);
 */
export function deleteRecurringReimbursement(
  client: PayrollClient,
  reimbursementId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteRecurringReimbursement, {
    params: { recurring_reimbursement_id: reimbursementId },
    ...options,
  });
}
