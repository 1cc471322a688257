import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/** After a time sheet is added, reviewed or deleted: the company's time sheets. */
export const timeSheetChanged = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [queryKeys.timeSheets(companyId)]);

/**
 * After a payroll sync completed: the time sheets (each synced one is stamped) and the company's
 * payrolls, whose rows now hold the synced hours.
 */
export const payrollSynced = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [queryKeys.timeSheets(companyId), queryKeys.payrolls(companyId)]);
