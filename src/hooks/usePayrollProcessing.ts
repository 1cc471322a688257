import { useQuery } from '@tanstack/react-query';
import { listEvents } from '../api/operations/events';
import { getPayroll } from '../api/operations/payrolls';
import type { ApiErrorEntry } from '../api/types/errors';
import type { Payroll } from '../api/types/payrolls';
import { usePayrollClient } from './PayrollClientProvider';
import { payrollKeys } from './queryKeys';

/**
 * Where a payroll stands on its way to being paid.
 *
 * @example
 * const phase: PayrollPhase = 'calculating';
 */
export type PayrollPhase =
  'unprocessed' | 'calculating' | 'calculated' | 'submitting' | 'processed' | 'paid' | 'failed';

/**
 * The phase a payroll record shows (UPSTREAM E.5, DECISIONS 8). `paid` is learned from the
 * `payroll.paid` event, not from the record.
 *
 * @example
 * payrollPhase(payroll); // 'calculated'
 */
export function payrollPhase(payroll: Payroll): PayrollPhase {
  const status = payroll.processing_request?.status;
  if (status === 'processing_failed') return 'failed';
  if (status === 'calculating') return 'calculating';
  if (status === 'submitting') return 'submitting';
  if (payroll.processed || status === 'submit_success') return 'processed';
  if (status === 'calculate_success' || payroll.calculated_at) return 'calculated';
  return 'unprocessed';
}

/**
 * Options of {@link usePayrollProcessing}.
 *
 * @example
 * usePayrollProcessing(companyId, payrollId, { maxIntervalMs: 5000 });
 */
export interface PayrollProcessingOptions {
  /** First poll interval; doubles on every unchanged poll. Default 500 ms. */
  initialIntervalMs?: number;
  /** Longest poll interval. Default 8 s. */
  maxIntervalMs?: number;
  /** After processing, watch the events feed for `payroll.paid`. Default true. */
  followPaidEvent?: boolean;
}

/**
 * What {@link usePayrollProcessing} reports.
 *
 * @example
 * const { phase, errors } = usePayrollProcessing(companyId, payrollId);
 */
export interface PayrollProcessing {
  phase: PayrollPhase | undefined;
  payroll: Payroll | undefined;
  /** The service's errors when the phase is `failed`. */
  errors: ApiErrorEntry[];
  /** True while the hook is still polling. */
  isFollowing: boolean;
}

const WAITING: ReadonlySet<PayrollPhase> = new Set(['calculating', 'submitting']);

/**
 * Follow an asynchronous calculate or submit to its end: polls the payroll with exponential
 * backoff while it is `calculating`/`submitting`, then (after processing) the events feed until
 * `payroll.paid`. Reports `calculating → calculated → submitting → processed → paid`, or `failed`
 * with the service's errors.
 *
 * @example
 * const { phase } = usePayrollProcessing(companyId, payrollId);
 * if (phase === 'calculated') showReview();
 */
export function usePayrollProcessing(
  companyId: string,
  payrollId: string,
  options: PayrollProcessingOptions = {},
): PayrollProcessing {
  const client = usePayrollClient();
  const initial = options.initialIntervalMs ?? 500;
  const max = options.maxIntervalMs ?? 8_000;
  const followPaid = options.followPaidEvent ?? true;

  const payrollQuery = useQuery({
    queryKey: payrollKeys.payroll(companyId, payrollId),
    queryFn: async ({ signal }) =>
      (await getPayroll(client, companyId, payrollId, { include: ['totals'] }, { signal })).data,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || !WAITING.has(payrollPhase(data))) return false;
      // Back off: the longer it runs, the less often we ask.
      return Math.min(initial * 2 ** Math.min(query.state.dataUpdateCount, 16), max);
    },
  });

  const payroll = payrollQuery.data;
  const phase = payroll ? payrollPhase(payroll) : undefined;
  const paidQuery = useQuery({
    queryKey: [...payrollKeys.payroll(companyId, payrollId), 'paid-event'],
    queryFn: async ({ signal }) => {
      let cursor: string | undefined;
      for (;;) {
        const slice = await listEvents(
          client,
          { resourceUuid: companyId, eventType: 'payroll.paid', startingAfterUuid: cursor, limit: 100 },
          { signal },
        );
        if (slice.items.some((event) => event.entity_uuid === payrollId)) return true;
        if (!slice.hasNextPage) return false;
        cursor = slice.nextCursor;
      }
    },
    enabled: followPaid && phase === 'processed',
    refetchInterval: (query) =>
      query.state.data === true
        ? false
        : Math.min(initial * 2 ** Math.min(query.state.dataUpdateCount, 16), max),
  });

  const finalPhase = phase === 'processed' && paidQuery.data === true ? 'paid' : phase;
  return {
    phase: finalPhase,
    payroll,
    errors: phase === 'failed' ? (payroll?.processing_request?.errors ?? []) : [],
    isFollowing:
      (phase !== undefined && WAITING.has(phase)) ||
      (followPaid && phase === 'processed' && paidQuery.data !== true),
  };
}
