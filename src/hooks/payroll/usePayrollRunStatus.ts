import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ApiErrorEntry } from '../../api/errorBody';
import type { Payroll } from '../../api/payroll/types';
import { usePayrollClient } from '../PayrollClientProvider';
import { type EventSourceFactory, payrollEventStream } from './payrollEventStream';
import { type PayrollPhase, payrollPhase, WAITING_PHASES } from './payrollPhase';
import * as invalidateAfter from '../invalidationTable';
import * as payrollQueries from './queryOptions';

export { readPayrollStatus } from './readPayrollStatus';

/**
 * Options of {@link usePayrollRunStatus}.
 *
 * @example
 * usePayrollRunStatus(companyId, payrollId, { maxIntervalMs: 5000 });
 */
export interface PayrollRunStatusOptions {
  /** First poll interval of each step; doubles on every poll of the same step. Default 500 ms. */
  initialIntervalMs?: number;
  /** Longest poll interval. Default 8 s. */
  maxIntervalMs?: number;
  /** While the event stream is open, one safety read this often in case an event was lost. Default 30 s. */
  streamCheckMs?: number;
  /** How to open the proxy's event stream; default the browser's `EventSource`. */
  eventSource?: EventSourceFactory;
  /** Default true. */
  enabled?: boolean;
}

/**
 * What {@link usePayrollRunStatus} reports.
 *
 * @example
 * const { phase, errors, followedBy } = usePayrollRunStatus(companyId, payrollId);
 */
export interface PayrollRunStatus {
  /** `undefined` until the first read. */
  phase: PayrollPhase | undefined;
  /** The payroll's status fields (no rows): processing_request, calculated_at, processed, payroll_status_meta, dates. */
  payroll: Payroll | undefined;
  /** The service's reasons when the phase is `failed` (`processing_request.errors`). */
  errors: ApiErrorEntry[];
  /** True while the service works (calculating, submitting) or `paid` is still awaited. */
  isFollowing: boolean;
  /** How the page follows it now: the proxy's event stream, polling, or not at all. */
  followedBy: 'stream' | 'polling' | null;
  /** `payroll_status_meta.cancellable`: the only time cancel is offered. */
  cancellable: boolean;
  isLoading: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/**
 * Follow a payroll from unprocessed to paid: `unprocessed → calculating → calculated → submitting
 * → processed → paid`, or `failed` with the service's errors. While the proxy's event stream is
 * open it listens there and reads the status when an event names this payroll; otherwise it polls
 * the status only (never the rows), backing off from `initialIntervalMs` and starting again at each
 * new step, so it never both streams and hammers. `paid` comes from the `payroll.paid` event; the
 * stream replays missed events after a reload, and a payroll once seen paid stays paid here.
 *
 * @example
 * const { phase } = usePayrollRunStatus(companyId, payrollId);
 * if (phase === 'calculated') showReview();
 */
export function usePayrollRunStatus(
  companyId: string,
  payrollId: string,
  options: PayrollRunStatusOptions = {},
): PayrollRunStatus {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  const initial = options.initialIntervalMs ?? 500;
  const max = options.maxIntervalMs ?? 8_000;
  const streamCheck = options.streamCheckMs ?? 30_000;
  const enabled = options.enabled ?? true;
  const stream = payrollEventStream(client.baseUrl, options.eventSource);
  const streamOpen = useSyncExternalStore(stream.subscribeOpen, stream.isOpen, () => false);
  const [paid, setPaid] = useState(() => stream.wasPaid(payrollId));
  // The step being polled and the update count it started at: back-off restarts at each step.
  const step = useRef<{ phase: PayrollPhase | undefined; since: number }>({ phase: undefined, since: 0 });

  useEffect(() => {
    if (!enabled) return;
    setPaid(stream.wasPaid(payrollId));
    return stream.subscribe((event) => {
      if (event.entity_uuid !== payrollId) return;
      if (event.event_type === 'payroll.paid') setPaid(true);
      if (event.event_type === 'payroll.cancelled') setPaid(false);
      void invalidateAfter.payrollStatus(queryClient, companyId, payrollId, {
        summary: event.event_type !== 'payroll.updated',
      });
    });
  }, [stream, enabled, payrollId, companyId, queryClient]);

  const query = useQuery({
    ...payrollQueries.status(client, companyId, payrollId),
    enabled,
    refetchInterval: (q) => {
      const data = q.state.data;
      const phase = data ? payrollPhase(data) : undefined;
      if (!phase || !WAITING_PHASES.has(phase)) return false;
      if (streamOpen) return streamCheck;
      if (step.current.phase !== phase) step.current = { phase, since: q.state.dataUpdateCount };
      const polls = q.state.dataUpdateCount - step.current.since;
      return Math.min(initial * 2 ** Math.min(polls, 16), max);
    },
  });

  const payroll = query.data;
  const recorded = payroll ? payrollPhase(payroll) : undefined;

  // A new step means new totals and per-employee results: refresh what review shows.
  const seenPhase = useRef(recorded);
  useEffect(() => {
    if (seenPhase.current !== undefined && seenPhase.current !== recorded) {
      void invalidateAfter.payrollResults(queryClient, companyId, payrollId);
    }
    seenPhase.current = recorded;
  }, [recorded, queryClient, companyId, payrollId]);
  const phase: PayrollPhase | undefined = recorded === 'processed' && paid ? 'paid' : recorded;
  const waiting = phase !== undefined && WAITING_PHASES.has(phase);
  const awaitingPaid = phase === 'processed';
  return {
    phase,
    payroll,
    errors: phase === 'failed' ? (payroll?.processing_request?.errors ?? []) : [],
    isFollowing: waiting || awaitingPaid,
    followedBy: waiting || awaitingPaid ? (streamOpen ? 'stream' : waiting ? 'polling' : null) : null,
    cancellable: payroll?.payroll_status_meta?.cancellable === true,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}
