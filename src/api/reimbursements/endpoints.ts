import { endpoint } from '../endpointRow';

// Recurring reimbursements (UPSTREAM-3 M.2): an employee's, each at its own path; delete is soft
export const listRecurringReimbursements = endpoint(
  'GET',
  '/v1/employees/{employee_id}/recurring_reimbursements',
);
export const createRecurringReimbursement = endpoint(
  'POST',
  '/v1/employees/{employee_id}/recurring_reimbursements',
);
export const getRecurringReimbursement = endpoint(
  'GET',
  '/v1/recurring_reimbursements/{recurring_reimbursement_id}',
);
export const updateRecurringReimbursement = endpoint(
  'PUT',
  '/v1/recurring_reimbursements/{recurring_reimbursement_id}',
);
export const deleteRecurringReimbursement = endpoint(
  'DELETE',
  '/v1/recurring_reimbursements/{recurring_reimbursement_id}',
);
