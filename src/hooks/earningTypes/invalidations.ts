import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * After a company's earning types change: the list, and the company's payrolls, whose prepared
 * `fixed_compensation_types` (the additional earnings an editor offers) follow the active types.
 */
export const earningType = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [queryKeys.earningTypes(companyId), queryKeys.payrolls(companyId)]);
