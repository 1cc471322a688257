import { root } from '../queryKeyRoot';

export const recurringReimbursements = (employeeId: string) =>
  [root, 'employee-part', employeeId, 'recurring_reimbursements'] as const;
export const recurringReimbursementList = (employeeId: string, query: unknown) =>
  [...recurringReimbursements(employeeId), 'list', query] as const;
export const recurringReimbursement = (employeeId: string, reimbursementId: string) =>
  [...recurringReimbursements(employeeId), 'detail', reimbursementId] as const;
