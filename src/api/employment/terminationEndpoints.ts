import type { Endpoint } from '../endpoints';

// Terminations and the dismissal payroll's periods (UPSTREAM-2 J.1, J.2)
export const listTerminations = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/terminations',
} as const satisfies Endpoint;
export const createTermination = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/terminations',
} as const satisfies Endpoint;
// The update path names the employee, not the termination (one per employee).
export const updateTermination = {
  method: 'PUT',
  path: '/v1/terminations/{employee_id}',
} as const satisfies Endpoint;
export const cancelTermination = {
  method: 'DELETE',
  path: '/v1/employees/{employee_id}/terminations',
} as const satisfies Endpoint;
export const listDismissalPayPeriods = {
  method: 'GET',
  path: '/v1/companies/{company_id}/pay_periods/unprocessed_termination_pay_periods',
} as const satisfies Endpoint;
