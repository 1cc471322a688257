import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions } from '../common';
import type {
  I9Authorization,
  I9AuthorizationBody,
  I9Document,
  I9DocumentOption,
  I9DocumentsBody,
  I9EmployerSignBody,
  OnboardingDocumentsConfig,
} from './types';

/**
 * Ask the I-9 of an employee, or stop asking it (before the employer has signed).
 *
 * @example
 * await updateOnboardingDocumentsConfig(client, employeeId, { i9_document: true });
 */
export function updateOnboardingDocumentsConfig(
  client: PayrollClient,
  employeeId: string,
  body: { i9_document: boolean },
  options: CallOptions = {},
): Promise<ApiResponse<OnboardingDocumentsConfig>> {
  return client.request<OnboardingDocumentsConfig>(endpoints.updateOnboardingDocumentsConfig, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * The employee's I-9 authorization; 404 until the employee has made one.
 *
 * @example
 * const { data } = await getI9Authorization(client, employeeId);
 */
export function getI9Authorization(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<I9Authorization>> {
  return client.request<I9Authorization>(endpoints.getI9Authorization, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Make (no `version`) or update (the version last read) a self-onboarding employee's I-9
 * authorization, once the I-9 is asked of them and until they sign it.
 *
 * @example
 * await updateI9Authorization(client, employeeId, { authorization_status: 'citizen' });
 */
export function updateI9Authorization(
  client: PayrollClient,
  employeeId: string,
  body: I9AuthorizationBody,
  options: CallOptions = {},
): Promise<ApiResponse<I9Authorization>> {
  return client.request<I9Authorization>(endpoints.updateI9Authorization, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * The documents the employer may accept, for the employee's authorization status.
 *
 * @example
 * const { data } = await listI9DocumentOptions(client, employeeId);
 */
export function listI9DocumentOptions(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<I9DocumentOption[]>> {
  return client.request<I9DocumentOption[]>(endpoints.listI9DocumentOptions, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * The documents the employer sent for the I-9.
 *
 * @example
 * const { data } = await listI9Documents(client, employeeId);
 */
export function listI9Documents(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<I9Document[]>> {
  return client.request<I9Document[]>(endpoints.listI9Documents, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Replace the documents of the I-9 (201): one of list A, or one of list B and one of list C. A
 * wrong entry is refused in a `nested_errors` entry with its `idx`.
 *
 * @example
 * await replaceI9Documents(client, employeeId, { documents });
 */
export function replaceI9Documents(
  client: PayrollClient,
  employeeId: string,
  body: I9DocumentsBody,
  options: CallOptions = {},
): Promise<ApiResponse<I9Document[]>> {
  return client.request<I9Document[]>(endpoints.replaceI9Documents, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * Remove one document of the I-9 (204), before the employer signs.
 *
 * @example
 * await deleteI9Document(client, employeeId, documentId);
 */
export function deleteI9Document(
  client: PayrollClient,
  employeeId: string,
  documentId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteI9Document, {
    params: { employee_id: employeeId, i9_document_id: documentId },
    ...options,
  });
}

/**
 * The employer signs section 2, once the employee signed the I-9 and the documents are in; the
 * I-9 is complete and cannot change afterwards.
 *
 * @example
 * await signI9AsEmployer(client, employeeId, { signature_text: 'Grace Hopper', signer_title: 'HR Manager', agree: true });
 */
export function signI9AsEmployer(
  client: PayrollClient,
  employeeId: string,
  body: I9EmployerSignBody,
  options: CallOptions = {},
): Promise<ApiResponse<I9Authorization>> {
  return client.request<I9Authorization>(endpoints.signI9AsEmployer, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}
