import { useQuery } from '@tanstack/react-query';
import type { GeneratedDocument } from '../../api/checks/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as checkQueries from './queryOptions';

/** How often a document still being made is read again (the upstream's own client polls every 5 s). */
export const CHECKS_POLL_MS = 5000;

const untilDone = (pollMs: number) => (query: { state: { data: GeneratedDocument | undefined } }) => {
  const status = query.state.data?.status;
  return status === 'succeeded' || status === 'failed' ? false : pollMs;
};

/**
 * A printable checks document, read again every `pollMs` (5 s by default) until it has
 * `succeeded` (its `document_urls` hold the PDF) or `failed`.
 *
 * @example
 * const { data } = usePrintableChecks(checks?.request_uuid);
 * const pdf = data?.status === 'succeeded' ? data.document_urls?.[0] : undefined;
 */
export function usePrintableChecks(requestId: string | undefined, options: { pollMs?: number } = {}) {
  return useQuery({
    ...checkQueries.document(usePayrollClient(), requestId ?? ''),
    enabled: Boolean(requestId),
    refetchInterval: untilDone(options.pollMs ?? CHECKS_POLL_MS),
  });
}
