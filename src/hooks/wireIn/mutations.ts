import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { confirmWireInRequest } from '../../api/wireIn/operations';
import type { WireInRequest, WireSentBody } from '../../api/wireIn/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

/**
 * What the cache held before an optimistic confirmation, put back if the service refuses it (the
 * context of {@link useConfirmWireSent}).
 *
 * @example
 * const before: CachedWire = { detail: wire, list: [wire] };
 */
export interface CachedWire {
  detail: WireInRequest | undefined;
  list: WireInRequest[] | undefined;
}

/** The request as it reads once confirmed: in review, with what the company said it sent. */
function confirmed(wire: WireInRequest, body: WireSentBody): WireInRequest {
  return {
    ...wire,
    status: 'pending_review',
    date_sent: body.date_sent,
    bank_name: body.bank_name,
    amount_sent: body.amount_sent,
    additional_notes: body.additional_notes ?? wire.additional_notes ?? null,
  };
}

function showConfirmed(queryClient: QueryClient, companyId: string, wireId: string, body: WireSentBody) {
  queryClient.setQueryData<WireInRequest>(queryKeys.wireInRequest(companyId, wireId), (wire) =>
    wire ? confirmed(wire, body) : wire,
  );
  queryClient.setQueryData<WireInRequest[]>(queryKeys.wireInRequestList(companyId), (list) =>
    list?.map((wire) => (wire.uuid === wireId ? confirmed(wire, body) : wire)),
  );
}

/**
 * Confirm a wire was sent (payrolls:run). The request shows `pending_review` at once (an
 * optimistic update of the cached request and list), and goes back to what it was if the service
 * refuses (a bad field, or a request no longer awaiting funds); the payrolls and contractor
 * payments it funds are refreshed either way.
 *
 * @example
 * useConfirmWireSent(companyId, wire.uuid).mutate({ date_sent: '2026-06-15', bank_name: 'First Bank', amount_sent: '94012.33' });
 */
export function useConfirmWireSent(companyId: string, wireId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<WireInRequest, Error, WireSentBody, CachedWire>({
    mutationFn: async (body) => (await confirmWireInRequest(client, wireId, body)).data,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.wireInRequests(companyId) });
      const before: CachedWire = {
        detail: queryClient.getQueryData(queryKeys.wireInRequest(companyId, wireId)),
        list: queryClient.getQueryData(queryKeys.wireInRequestList(companyId)),
      };
      showConfirmed(queryClient, companyId, wireId, body);
      return before;
    },
    onError: (_error, _body, before) => {
      if (!before) return;
      queryClient.setQueryData(queryKeys.wireInRequest(companyId, wireId), before.detail);
      queryClient.setQueryData(queryKeys.wireInRequestList(companyId), before.list);
    },
    onSuccess: (wire) => {
      queryClient.setQueryData(queryKeys.wireInRequest(companyId, wireId), wire);
    },
    onSettled: () => invalidateAfter.wireInRequest(queryClient, companyId),
  });
}
