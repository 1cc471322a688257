import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
  /**
   * After processing, listen on the proxy's event stream (`{baseUrl}/events/stream`, fed by the
   * webhook receiver) for `payroll.paid`. The events API itself takes a system token, which never
   * serves the browser, so the stream is the only way the page learns of it. Default true.
   */
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

const WAITING: ReadonlySet<PayrollPhase> = /* @__PURE__ */ new Set(['calculating', 'submitting']);

/**
 * Follow an asynchronous calculate or submit to its end: polls the payroll with exponential
 * backoff while it is `calculating`/`submitting`, then (after processing) the proxy's event stream
 * until `payroll.paid`. Reports `calculating → calculated → submitting → processed → paid`, or `failed`
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
  const paid = usePaidEvent(client.baseUrl, payrollId, followPaid && phase === 'processed');

  const finalPhase = phase === 'processed' && paid ? 'paid' : phase;
  return {
    phase: finalPhase,
    payroll,
    errors: phase === 'failed' ? (payroll?.processing_request?.errors ?? []) : [],
    isFollowing:
      (phase !== undefined && WAITING.has(phase)) || (followPaid && phase === 'processed' && !paid),
  };
}

/** True once the proxy's event stream has announced `payroll.paid` for this payroll. */
function usePaidEvent(baseUrl: string, payrollId: string, enabled: boolean): boolean {
  const [paid, setPaid] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const stream = new EventSource(`${baseUrl.replace(/\/+$/, '')}/events/stream`, { withCredentials: true });
    stream.onmessage = (message: MessageEvent<string>) => {
      try {
        const event = JSON.parse(message.data) as { event_type?: string; entity_uuid?: string };
        if (event.event_type === 'payroll.paid' && event.entity_uuid === payrollId) {
          setPaid(true);
          stream.close();
        }
      } catch {
        // Not an event record (a comment or keep-alive): nothing to learn from it.
      }
    };
    return () => stream.close();
  }, [baseUrl, payrollId, enabled]);
  return paid;
}
