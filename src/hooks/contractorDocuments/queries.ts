import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as contractorDocumentQueries from './queryOptions';

/**
 * A contractor's documents (the W-9, its fields pre-filled while unsigned).
 *
 * @example
 * const w9 = useContractorDocuments(contractorId).data?.find((d) => d.name === 'taxpayer_identification_form_w_9');
 */
export function useContractorDocuments(contractorId: string) {
  return useQuery({
    ...contractorDocumentQueries.documents(usePayrollClient(), contractorId),
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
  return useQuery({
    ...contractorDocumentQueries.forms(usePayrollClient(), contractorId),
    enabled: contractorId !== '',
  });
}
