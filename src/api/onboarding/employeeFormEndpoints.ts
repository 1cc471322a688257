import { endpoint } from '../endpointRow';

// Employee forms (A.9)
export const listEmployeeForms = endpoint('GET', '/v1/employees/{employee_id}/forms');
export const getEmployeeForm = endpoint('GET', '/v1/employees/{employee_id}/forms/{form_id}');
export const getEmployeeFormPdf = endpoint('GET', '/v1/employees/{employee_id}/forms/{form_id}/pdf');
export const signEmployeeForm = endpoint('PUT', '/v1/employees/{employee_id}/forms/{form_id}/sign');
