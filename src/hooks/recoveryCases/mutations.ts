import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redebitRecoveryCase } from '../../api/recoveryCases/operations';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';

/**
 * Debit the company again for an open recovery case (its bank issue fixed). The service answers at
 * once (202) and collects over up to four business days; the cases, the payroll blockers and the
 * payrolls are refreshed. A refusal (a case no longer open, or too many returned redebits) is the
 * mutation's error, a 422 on `base`.
 *
 * @example
 * useRedebitRecoveryCase(companyId).mutate(recoveryCase.uuid);
 */
export function useRedebitRecoveryCase(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (recoveryCaseId) => {
      await redebitRecoveryCase(client, recoveryCaseId);
    },
    onSettled: () => invalidateAfter.recoveryCase(queryClient, companyId),
  });
}
