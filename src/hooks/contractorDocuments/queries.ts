import { useQuery } from '@tanstack/react-query';
import { listContractorDocuments, listContractorForms } from '../../api/contractorDocuments/operations';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

/**
 * A contractor's documents (the W-9, its fields pre-filled while unsigned).
 *
 * @example
 * const w9 = useContractorDocuments(contractorId).data?.find((d) => d.name === 'taxpayer_identification_form_w_9');
 */
export function useContractorDocuments(contractorId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.contractorPart(contractorId, 'documents'),
    queryFn: async ({ signal }) => (await listContractorDocuments(client, contractorId, { signal })).data,
    enabled: contractorId !== '',
  });
}

/**
 * A contractor's 1099 forms, one per tax year.
 *
 * @example
 * const { data: forms = [] } = useContractorForms(contractorId);
 */
export function useContractorForms(contractorId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.contractorPart(contractorId, 'forms'),
    queryFn: async ({ signal }) => (await listContractorForms(client, contractorId, { signal })).data,
    enabled: contractorId !== '',
  });
}
