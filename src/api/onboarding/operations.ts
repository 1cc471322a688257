import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions } from '../common';
import type { OnboardingStatus } from '../employees/types';
import type { EmployeeForm, EmployeeFormPdf, EmployeeOnboardingStatus, SignFormBody } from './types';

/**
 * An employee's onboarding status and steps.
 *
 * @example
 * const { data } = await getOnboardingStatus(client, employeeId);
 */
export function getOnboardingStatus(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<EmployeeOnboardingStatus>> {
  return client.request<EmployeeOnboardingStatus>(endpoints.getOnboardingStatus, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Move an employee to another onboarding status (contract.md#employees transitions).
 *
 * @example
 * await updateOnboardingStatus(client, employeeId, body);
 */
export function updateOnboardingStatus(
  client: PayrollClient,
  employeeId: string,
  body: { onboarding_status: OnboardingStatus },
  options: CallOptions = {},
): Promise<ApiResponse<EmployeeOnboardingStatus>> {
  return client.request<EmployeeOnboardingStatus>(endpoints.updateOnboardingStatus, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * An employee's forms.
 *
 * @example
 * const { data } = await listEmployeeForms(client, employeeId);
 */
export function listEmployeeForms(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<EmployeeForm[]>> {
  return client.request<EmployeeForm[]>(endpoints.listEmployeeForms, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Read one employee form.
 *
 * @example
 * const { data } = await getEmployeeForm(client, employeeId, formId);
 */
export function getEmployeeForm(
  client: PayrollClient,
  employeeId: string,
  formId: string,
  options: CallOptions = {},
): Promise<ApiResponse<EmployeeForm>> {
  return client.request<EmployeeForm>(endpoints.getEmployeeForm, {
    params: { employee_id: employeeId, form_id: formId },
    ...options,
  });
}

/**
 * Where to fetch a form's PDF.
 *
 * @example
 * const { data } = await getEmployeeFormPdf(client, employeeId, formId);
 */
export function getEmployeeFormPdf(
  client: PayrollClient,
  employeeId: string,
  formId: string,
  options: CallOptions = {},
): Promise<ApiResponse<EmployeeFormPdf>> {
  return client.request<EmployeeFormPdf>(endpoints.getEmployeeFormPdf, {
    params: { employee_id: employeeId, form_id: formId },
    ...options,
  });
}

/**
 * Sign a form. The proxy supplies the signer's IP (contract.md#employees).
 *
 * @example
 * await signEmployeeForm(client, employeeId, formId, body);
 */
export function signEmployeeForm(
  client: PayrollClient,
  employeeId: string,
  formId: string,
  body: SignFormBody,
  options: CallOptions = {},
): Promise<ApiResponse<EmployeeForm>> {
  return client.request<EmployeeForm>(endpoints.signEmployeeForm, {
    params: { employee_id: employeeId, form_id: formId },
    body,
    ...options,
  });
}
