import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions } from '../common';
import type { BulkEnrolment, EmployeeBenefit, EmployeeBenefitBody } from './types';

/**
 * An employee's benefit enrolments.
 *
 * @example
 * const { data } = await listEmployeeBenefits(client, employeeId);
 */
export function listEmployeeBenefits(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<EmployeeBenefit[]>> {
  return client.request<EmployeeBenefit[]>(endpoints.listEmployeeBenefits, {
    params: { employee_id: employeeId },
    query: { per: 100 },
    ...options,
  });
}

/**
 * Enrol an employee in a company benefit (201). Catch-up is refused on `catch_up` before the
 * year the employee turns 50.
 *
 * @example
 * await createEmployeeBenefit(client, employeeId, { company_benefit_uuid: id, employee_deduction: '120.00' }, { idempotencyKey });
 */
export function createEmployeeBenefit(
  client: PayrollClient,
  employeeId: string,
  body: EmployeeBenefitBody,
  options: CreateOptions = {},
): Promise<ApiResponse<EmployeeBenefit>> {
  return client.request<EmployeeBenefit>(endpoints.createEmployeeBenefit, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * Read one enrolment.
 *
 * @example
 * const { data } = await getEmployeeBenefit(client, enrolmentId);
 */
export function getEmployeeBenefit(
  client: PayrollClient,
  enrolmentId: string,
  options: CallOptions = {},
): Promise<ApiResponse<EmployeeBenefit>> {
  return client.request<EmployeeBenefit>(endpoints.getEmployeeBenefit, {
    params: { employee_benefit_id: enrolmentId },
    ...options,
  });
}

/**
 * Change an enrolment: `version` plus the changed fields (409 when stale).
 *
 * @example
 * await updateEmployeeBenefit(client, enrolment.uuid, { version: enrolment.version, employee_deduction: '7' });
 */
export function updateEmployeeBenefit(
  client: PayrollClient,
  enrolmentId: string,
  body: { version: string } & Partial<EmployeeBenefitBody>,
  options: CallOptions = {},
): Promise<ApiResponse<EmployeeBenefit>> {
  return client.request<EmployeeBenefit>(endpoints.updateEmployeeBenefit, {
    params: { employee_benefit_id: enrolmentId },
    body,
    ...options,
  });
}

/**
 * End an enrolment (204): later payrolls no longer deduct it; processed ones keep their lines.
 *
 * @example
 * await deleteEmployeeBenefit(client, enrolment.uuid);
 */
export function deleteEmployeeBenefit(
  client: PayrollClient,
  enrolmentId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteEmployeeBenefit, {
    params: { employee_benefit_id: enrolmentId },
    ...options,
  });
}

/**
 * The enrolments of a company benefit.
 *
 * @example
 * const { data } = await listCompanyBenefitEnrolments(client, benefitId);
 */
export function listCompanyBenefitEnrolments(
  client: PayrollClient,
  benefitId: string,
  options: CallOptions = {},
): Promise<ApiResponse<EmployeeBenefit[]>> {
  return client.request<EmployeeBenefit[]>(endpoints.listCompanyBenefitEnrolments, {
    params: { company_benefit_id: benefitId },
    query: { per: 100 },
    ...options,
  });
}

/**
 * Enrol or change several employees at once: nothing is written unless every item holds (each
 * failing item is a nested error with its `idx`); answers the benefit's enrolments.
 *
 * @example
 * await updateCompanyBenefitEnrolments(client, benefitId, [{ action: 'create', employee_uuid: id, employee_deduction: '50' }]);
 */
export function updateCompanyBenefitEnrolments(
  client: PayrollClient,
  benefitId: string,
  enrolments: BulkEnrolment[],
  options: CallOptions = {},
): Promise<ApiResponse<EmployeeBenefit[]>> {
  return client.request<EmployeeBenefit[]>(endpoints.updateCompanyBenefitEnrolments, {
    params: { company_benefit_id: benefitId },
    body: { employee_benefits: enrolments },
    ...options,
  });
}
