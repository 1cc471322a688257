import { endpoint } from '../endpointRow';

// Employees (A.1)
export const listEmployees = endpoint('GET', '/v1/companies/{company_id}/employees');
export const createEmployee = endpoint('POST', '/v1/companies/{company_id}/employees');
export const getEmployee = endpoint('GET', '/v1/employees/{employee_id}');
export const updateEmployee = endpoint('PUT', '/v1/employees/{employee_id}');
export const deleteEmployee = endpoint('DELETE', '/v1/employees/{employee_id}');
