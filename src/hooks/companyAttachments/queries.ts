import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as companyAttachmentQueries from './queryOptions';

/**
 * The company's documents, newest first.
 *
 * @example
 * const documents = useCompanyAttachments(companyId).data ?? [];
 */
export function useCompanyAttachments(companyId: string) {
  return useQuery(companyAttachmentQueries.list(usePayrollClient(), companyId));
}
