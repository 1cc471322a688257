import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import { cancelPayrolls, getPayrollBatch } from '../../api/payrollBatches/operations';
import type { PayrollBatchResults, PayrollToCancel } from '../../api/payrollBatches/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import { useIdempotentCreate } from '../useIdempotentCreate';

/**
 * Cancel several unprocessed payrolls of the partner's companies at once; the result is each
 * payroll's outcome (`results`: `success`, or `failed` with why) and those left out
 * (`exclusions`). The batch's `idempotency_key` is kept for the user action: pressing again after
 * a lost answer meets the service's 409, and the earlier batch's results are read instead, so
 * nothing is cancelled twice. Digests, payrolls and blockers of the companies are refreshed.
 *
 * @example
 * const cancel = useCancelPayrolls();
 * cancel.mutate([{ payrollUuid: 'p-1', companyUuid: 'c-1' }]);
 * cancel.data?.results?.map((r) => r.status);
 */
export function useCancelPayrolls() {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (payrolls: readonly PayrollToCancel[], idempotencyKey): Promise<PayrollBatchResults> => {
      let batchUuid: string;
      try {
        batchUuid = (await cancelPayrolls(client, { payrolls, idempotencyKey })).data.uuid;
      } catch (error) {
        const earlier = isApiError(error) && error.status === 409 ? error.metadata?.request_uuid : undefined;
        if (typeof earlier !== 'string') throw error;
        batchUuid = earlier;
      }
      return (await getPayrollBatch(client, batchUuid)).data;
    },
    (_results, payrolls) =>
      invalidateAfter.payrollsCancelled(queryClient, [...new Set(payrolls.map((p) => p.companyUuid))]),
  );
}
