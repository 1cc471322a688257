import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * A termination or rehire was saved or withdrawn: the employee's employment and record, the
 * company's employee lists (terminated shows there), and its payrolls (who a payroll pays, the
 * dismissal pay periods, a cancelled dismissal payroll).
 */
export const employment = (queryClient: QueryClient, companyId: string, employeeId: string) =>
  refresh(queryClient, [
    queryKeys.employment(employeeId),
    queryKeys.employee(employeeId),
    queryKeys.employeeLists(companyId),
    queryKeys.payrolls(companyId),
  ]);

/** A dismissal payroll was created: the periods still to pay and the payroll lists. */
export const dismissalPayroll = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [queryKeys.dismissalPayPeriods(companyId), queryKeys.payrollLists(companyId)]);
