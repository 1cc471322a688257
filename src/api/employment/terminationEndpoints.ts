import { endpoint } from '../endpointRow';

// Terminations and the dismissal payroll's periods (UPSTREAM-2 J.1, J.2)
export const listTerminations = endpoint('GET', '/v1/employees/{employee_id}/terminations');
export const createTermination = endpoint('POST', '/v1/employees/{employee_id}/terminations');
// The update path names the employee, not the termination (one per employee).
export const updateTermination = endpoint('PUT', '/v1/terminations/{employee_id}');
export const cancelTermination = endpoint('DELETE', '/v1/employees/{employee_id}/terminations');
export const listDismissalPayPeriods = endpoint(
  'GET',
  '/v1/companies/{company_id}/pay_periods/unprocessed_termination_pay_periods',
);
