import type { Endpoint } from '../endpoints';

// Employee forms (A.9)
export const listEmployeeForms = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/forms',
} as const satisfies Endpoint;
export const getEmployeeForm = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/forms/{form_id}',
} as const satisfies Endpoint;
export const getEmployeeFormPdf = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/forms/{form_id}/pdf',
} as const satisfies Endpoint;
export const signEmployeeForm = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/forms/{form_id}/sign',
} as const satisfies Endpoint;
