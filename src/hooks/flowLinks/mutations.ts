import { useMutation } from '@tanstack/react-query';
import { createFlowLink } from '../../api/flowLinks/operations';
import type { FlowLinkBody } from '../../api/flowLinks/types';
import { usePayrollClient } from '../PayrollClientProvider';

/**
 * Ask for a link to a hosted flow of the company (a fresh one each time: links expire).
 *
 * @example
 * const link = await useCreateFlowLink(companyId).mutateAsync({ flow_type: 'run_payroll' });
 */
export function useCreateFlowLink(companyId: string) {
  const client = usePayrollClient();
  return useMutation({
    mutationFn: async (body: FlowLinkBody) => (await createFlowLink(client, companyId, body)).data,
  });
}
