import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { PAYROLL_PAGE_LIMIT } from '../../api/payroll/operations';
import type { Page } from '../../api/pagination';
import type { Payroll, PayrollBlocker } from '../../api/payroll/types';
import { usePayrollClient } from '../PayrollClientProvider';
import { type EventSourceFactory, payrollEventStream } from './payrollEventStream';
import { type PayrollPhase, payrollPhase } from './payrollPhase';
import * as invalidateAfter from '../invalidationTable';
import * as payrollQueries from './queryOptions';

/**
 * One payroll on the landing: the payroll, its pay period, where it stands, and whether it runs
 * late (`payroll_status_meta.payroll_late`).
 *
 * @example
 * const item: PayrollRunListItem = list.upcoming[0]!;
 * `${item.payPeriod.start_date} – ${item.payPeriod.end_date}, run by ${item.payroll.payroll_deadline}`;
 */
export interface PayrollRunListItem {
  payroll: Payroll;
  payPeriod: Payroll['pay_period'];
  phase: PayrollPhase;
  late: boolean;
}

/**
 * Options of {@link usePayrollRunList}.
 *
 * @example
 * usePayrollRunList(companyId, { historyPage: 2, historyPer: 10 });
 */
export interface PayrollRunListOptions {
  /** Page of processed history (newest first). Default 1. */
  historyPage?: number;
  /** Processed payrolls a page, at most 100. Default 10. */
  historyPer?: number;
  /** How to open the proxy's event stream (payroll events refresh the lists). */
  eventSource?: EventSourceFactory;
}

/**
 * What {@link usePayrollRunList} gives: the landing's data.
 *
 * @example
 * const { upcoming, offCycle, history, blockers, isBlocked } = usePayrollRunList(companyId);
 */
export interface PayrollRunList {
  /** Unprocessed regular payrolls, one per pay period up to 3 months ahead, earliest first (contract.md#pay-schedules). */
  upcoming: PayrollRunListItem[];
  /** Unprocessed off-cycle payrolls. */
  offCycle: PayrollRunListItem[];
  /** One page of processed payrolls (regular and off-cycle) with totals, newest first. */
  history: Page<PayrollRunListItem> | undefined;
  /** The company's payroll blockers (contract.md#payroll-run); any key, known or not, blocks. */
  blockers: PayrollBlocker[];
  /** True while any blocker stands: Run stays disabled. */
  isBlocked: boolean;
  isLoading: boolean;
  error: Error | null;
  /** The upcoming regular payroll of the pay period that starts on `startDate` (and ends on `endDate`). */
  findByPayPeriod(startDate: string, endDate?: string): PayrollRunListItem | undefined;
  refetch(): Promise<void>;
}

function item(payroll: Payroll): PayrollRunListItem {
  return {
    payroll,
    payPeriod: payroll.pay_period,
    phase: payrollPhase(payroll),
    late: payroll.payroll_status_meta?.payroll_late === true,
  };
}

/**
 * The payroll landing's data: upcoming regular payrolls by pay period, open off-cycle payrolls,
 * processed history paged with totals, and the company's blockers. Payroll events on the proxy's
 * stream refresh it.
 *
 * @example
 * const list = usePayrollRunList(companyId);
 * const next = list.upcoming[0];
 * <button disabled={list.isBlocked}>Run payroll for {next?.payPeriod.start_date}</button>;
 */
export function usePayrollRunList(companyId: string, options: PayrollRunListOptions = {}): PayrollRunList {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  const historyPage = options.historyPage ?? 1;
  const historyPer = Math.min(options.historyPer ?? 10, PAYROLL_PAGE_LIMIT);
  const stream = payrollEventStream(client.baseUrl, options.eventSource);

  const upcomingQuery = {
    processingStatuses: ['unprocessed' as const],
    payrollTypes: ['regular' as const],
    include: ['payroll_status_meta' as const],
    per: PAYROLL_PAGE_LIMIT,
  };
  const offCycleQuery = { ...upcomingQuery, payrollTypes: ['off_cycle' as const] };
  const historyQuery = {
    processingStatuses: ['processed' as const],
    payrollTypes: ['regular' as const, 'off_cycle' as const],
    include: ['totals' as const, 'payroll_status_meta' as const],
    sortOrder: 'desc' as const,
    page: historyPage,
    per: historyPer,
  };

  const upcoming = useQuery({
    ...payrollQueries.list(client, companyId, upcomingQuery),
    select: (page) => page.items,
  });
  const offCycle = useQuery({
    ...payrollQueries.list(client, companyId, offCycleQuery),
    select: (page) => page.items,
  });
  const history = useQuery(payrollQueries.list(client, companyId, historyQuery));
  const blockers = useQuery(payrollQueries.blockers(client, companyId));

  useEffect(
    () =>
      stream.subscribe((event) => {
        if (event.resource_uuid !== companyId) return;
        if (event.event_type.startsWith('payroll.'))
          void invalidateAfter.payrollLists(queryClient, companyId);
        if (event.event_type.startsWith('company.'))
          void invalidateAfter.payrollBlockers(queryClient, companyId);
      }),
    [stream, companyId, queryClient],
  );

  const upcomingItems = useMemo(
    () =>
      (upcoming.data ?? [])
        .map(item)
        .sort((a, b) => a.payPeriod.start_date.localeCompare(b.payPeriod.start_date)),
    [upcoming.data],
  );
  const offCycleItems = useMemo(() => (offCycle.data ?? []).map(item), [offCycle.data]);
  const historyPageData = useMemo(
    () => (history.data ? { ...history.data, items: history.data.items.map(item) } : undefined),
    [history.data],
  );
  const blockerList = blockers.data ?? [];

  const findByPayPeriod = useCallback(
    (startDate: string, endDate?: string) =>
      upcomingItems.find(
        (candidate) =>
          candidate.payPeriod.start_date === startDate &&
          (endDate === undefined || candidate.payPeriod.end_date === endDate),
      ),
    [upcomingItems],
  );

  const refetch = useCallback(async () => {
    await invalidateAfter.payroll(queryClient, companyId);
  }, [queryClient, companyId]);

  return {
    upcoming: upcomingItems,
    offCycle: offCycleItems,
    history: historyPageData,
    blockers: blockerList,
    isBlocked: blockerList.length > 0,
    isLoading: upcoming.isLoading || offCycle.isLoading || history.isLoading || blockers.isLoading,
    error: upcoming.error ?? offCycle.error ?? history.error ?? blockers.error ?? null,
    findByPayPeriod,
    refetch,
  };
}
