import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * A recurring reimbursement was added, changed or removed: the employee's reimbursements, and the
 * company's payrolls (an unprocessed regular payroll lists it, and its calculation is dropped).
 */
export const recurringReimbursement = (queryClient: QueryClient, companyId: string, employeeId: string) =>
  refresh(queryClient, [queryKeys.recurringReimbursements(employeeId), queryKeys.payrolls(companyId)]);
