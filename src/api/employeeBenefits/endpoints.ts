import { endpoint } from '../endpointRow';

// Employee benefits (UPSTREAM-2 K.3): an employee's enrolments, and a company benefit's in bulk
export const listEmployeeBenefits = endpoint('GET', '/v1/employees/{employee_id}/employee_benefits');
export const createEmployeeBenefit = endpoint('POST', '/v1/employees/{employee_id}/employee_benefits');
export const getEmployeeBenefit = endpoint('GET', '/v1/employee_benefits/{employee_benefit_id}');
export const updateEmployeeBenefit = endpoint('PUT', '/v1/employee_benefits/{employee_benefit_id}');
export const deleteEmployeeBenefit = endpoint('DELETE', '/v1/employee_benefits/{employee_benefit_id}');
export const listCompanyBenefitEnrolments = endpoint(
  'GET',
  '/v1/company_benefits/{company_benefit_id}/employee_benefits',
);
export const updateCompanyBenefitEnrolments = endpoint(
  'PUT',
  '/v1/company_benefits/{company_benefit_id}/employee_benefits',
);
