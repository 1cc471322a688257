import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions, VersionedDelta } from '../common';
import type { Signatory, SignatoryBody, SignatoryInviteBody } from './types';

/**
 * The company's signatories: none or one.
 *
 * @example
 * const [signatory] = (await listSignatories(client, companyId)).data;
 */
export function listSignatories(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Signatory[]>> {
  return client.request<Signatory[]>(endpoints.listSignatories, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Create the company's signatory with every field identity verification needs. A second one is
 * a 422 on `base`.
 *
 * @example
 * await createSignatory(client, companyId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createSignatory(
  client: PayrollClient,
  companyId: string,
  body: SignatoryBody,
  options: CreateOptions = {},
): Promise<ApiResponse<Signatory>> {
  return client.request<Signatory>(endpoints.createSignatory, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Update the signatory: `version` plus changed fields (the email cannot change).
 *
 * @example
 * await updateSignatory(client, companyId, signatory.uuid, { version: signatory.version, title: 'CEO' });
 */
export function updateSignatory(
  client: PayrollClient,
  companyId: string,
  signatoryId: string,
  body: VersionedDelta<Omit<SignatoryBody, 'email'>>,
  options: CallOptions = {},
): Promise<ApiResponse<Signatory>> {
  return client.request<Signatory>(endpoints.updateSignatory, {
    params: { company_id: companyId, signatory_id: signatoryId },
    body,
    ...options,
  });
}

/**
 * Invite the company's signatory by email (the service emails them to give the rest). A company
 * that has one already gets a 422 on `base`.
 *
 * @example
 * await inviteSignatory(client, companyId, { first_name: 'Mary', last_name: 'Jackson', email: 'mary@example.com' });
 */
export function inviteSignatory(
  client: PayrollClient,
  companyId: string,
  body: SignatoryInviteBody,
  options: CreateOptions = {},
): Promise<ApiResponse<Signatory>> {
  return client.request<Signatory>(endpoints.inviteSignatory, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Remove the company's signatory, to make way for another (a company has one).
 *
 * @example
 * await deleteSignatory(client, companyId, signatory.uuid);
 */
export function deleteSignatory(
  client: PayrollClient,
  companyId: string,
  signatoryId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteSignatory, {
    params: { company_id: companyId, signatory_id: signatoryId },
    ...options,
  });
}
