import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import { createPeopleBatch, getPeopleBatch } from '../../api/peopleBatches/operations';
import type { PeopleBatchItem, PeopleBatchResults } from '../../api/peopleBatches/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import { useIdempotentCreate } from '../useIdempotentCreate';

/** How long to wait between reads of a batch the service is still processing. */
export const PEOPLE_BATCH_POLL_MS = 1000;

/** Reads of an unfinished batch before the send gives up waiting (the demo finishes at once). */
const MAX_POLLS = 60;

const processing = (status: string) => status === 'pending' || status === 'processing';

/**
 * Send people to create in one batch, once per user action, and answer the batch's results
 * (each item's `success` or its refused fields). The body's `idempotency_key` is the action's: a
 * send whose answer was lost and is retried gets the service's 409 naming the batch it made, and
 * reads that batch's results (nothing made twice). Fixed rows are sent as a new action; a row an
 * earlier batch created comes back in `exclusions`, not created again.
 *
 * @example
 * const send = useSendPeopleBatch(companyId);
 * const results = await send.mutateAsync(items);
 */
export function useSendPeopleBatch(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (items: readonly PeopleBatchItem[], idempotencyKey): Promise<PeopleBatchResults> => {
      let uuid: string;
      try {
        uuid = (await createPeopleBatch(client, companyId, { idempotencyKey, items })).data.uuid;
      } catch (error) {
        const made = isApiError(error) && error.status === 409 ? error.metadata?.entity_uuid : undefined;
        if (typeof made !== 'string') throw error;
        uuid = made;
      }
      for (let poll = 0; ; poll += 1) {
        const { data } = await getPeopleBatch(client, uuid);
        if (!processing(data.status) || poll >= MAX_POLLS) return data;
        await new Promise((resolve) => setTimeout(resolve, PEOPLE_BATCH_POLL_MS));
      }
    },
    () => invalidateAfter.employee(queryClient, companyId),
  );
}
