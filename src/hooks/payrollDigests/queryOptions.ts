/**
 * `payrollDigestQueries`: a digest of the partner's companies as TanStack Query options. A digest
 * is a snapshot asked for anew at each read (a fresh `idempotency_key` each time), then read until
 * the service has completed it.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { createPayrollDigest, getPayrollDigest } from '../../api/payrollDigests/operations';
import type { PayrollDigestResults } from '../../api/payrollDigests/types';
import { payrollQuery } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/** How long to wait between reads of a digest the service has not completed yet. */
export const DIGEST_POLL_MS = 1000;

/** Reads of an unfinished digest before the read gives up (the demo completes at once). */
const MAX_POLLS = 30;

const finished = (status: string) => status === 'completed' || status === 'failed';

/**
 * The digest of these companies: each one's blockers and next regular payroll per pay schedule.
 *
 * @example
 * await queryClient.prefetchQuery(payrollDigestQueries.digest(client, ['c-1', 'c-2']));
 */
export const digest = (client: PayrollClient, companyUuids: readonly string[]) =>
  payrollQuery<PayrollDigestResults>(queryKeys.payrollDigest(companyUuids), async (call) => {
    const created = await createPayrollDigest(
      client,
      { companyUuids, idempotencyKey: crypto.randomUUID() },
      call,
    );
    for (let poll = 0; ; poll += 1) {
      const { data } = await getPayrollDigest(client, created.data.uuid, call);
      if (finished(data.status) || poll >= MAX_POLLS) return data;
      await new Promise((resolve) => setTimeout(resolve, DIGEST_POLL_MS));
    }
  });
