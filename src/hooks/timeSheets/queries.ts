import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TimeSheetQuery } from '../../api/timeSheets/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as timeSheetQueries from './queryOptions';

/** How often a running payroll sync is read again. */
const SYNC_POLL_MS = 500;

/**
 * A company's time sheets (one page; `items`, `total`, `totalPages`), filtered and sorted as the
 * query asks: each with its person, entries (`hours_worked` as text), status and version.
 *
 * @example
 * const { data } = useTimeSheets(companyId, { sortBy: 'shift_started_at', per: 100 });
 * const pending = data?.items.filter((sheet) => sheet.status === 'pending');
 */
export function useTimeSheets(companyId: string, query: TimeSheetQuery = {}) {
  return useQuery(timeSheetQueries.list(usePayrollClient(), companyId, query));
}

/**
 * A payroll sync, read every half second until `completed_at` is set; once it is, the time
 * sheets and the payrolls are refreshed (the synced hours are in the payroll's rows).
 *
 * @example
 * const { data: sync } = usePayrollSync(companyId, syncId);
 * const done = Boolean(sync?.completed_at);
 */
export function usePayrollSync(companyId: string, syncId: string | undefined) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...timeSheetQueries.sync(client, companyId, syncId ?? ''),
    enabled: Boolean(syncId),
    refetchInterval: (current) => (current.state.data?.completed_at ? false : SYNC_POLL_MS),
  });
  const completedAt = query.data?.completed_at;
  useEffect(() => {
    if (completedAt) void invalidateAfter.payrollSynced(queryClient, companyId);
  }, [completedAt, companyId, queryClient]);
  return query;
}
