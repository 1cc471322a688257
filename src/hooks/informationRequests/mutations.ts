import { useQueryClient } from '@tanstack/react-query';
import { submitInformationRequest } from '../../api/informationRequests/operations';
import type { InformationRequest, InformationRequestAnswers } from '../../api/informationRequests/types';
import * as invalidateAfter from '../invalidationTable';
import * as queryKeys from '../queryKeyTable';
import { usePayrollClient } from '../PayrollClientProvider';
import { useIdempotentCreate } from '../useIdempotentCreate';

/**
 * Answer one information request. One `Idempotency-Key` per answering (kept across the client's
 * retries and a second press after a lost answer), so a large upload resent is replayed, never
 * refused as already answered. The request reads `pending_review` in the list at once; the list
 * and the payroll blockers are refreshed, after a refusal too (a request answered meanwhile then
 * shows as it is). A refused answer is the mutation's error (a 422 nested on
 * `required_questions` with the question's uuid).
 *
 * @example
 * useSubmitInformationRequest(companyId, request.uuid).mutate({ required_questions: answers });
 */
export function useSubmitInformationRequest(companyId: string, requestId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate<InformationRequestAnswers, InformationRequest>(
    (body, idempotencyKey) =>
      submitInformationRequest(client, requestId, body, { idempotencyKey }).then(
        (r) => r.data,
        async (error: unknown) => {
          await invalidateAfter.informationRequest(queryClient, companyId);
          throw error;
        },
      ),
    async (answered) => {
      queryClient.setQueryData<InformationRequest[]>(queryKeys.informationRequests(companyId), (rows) =>
        rows?.map((row) => (row.uuid === answered.uuid ? answered : row)),
      );
      await invalidateAfter.informationRequest(queryClient, companyId);
    },
  );
}
