/**
 * `companyAttachmentQueries`: a company's documents as TanStack Query options (key and fetch
 * paired once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router
 * loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { listCompanyAttachments } from '../../api/companyAttachments/operations';
import { payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * The company's documents (tax notices, compliance documents), newest first.
 *
 * @example
 * await queryClient.prefetchQuery(companyAttachmentQueries.list(client, companyId));
 */
export const list = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.companyAttachments(companyId), (call) =>
    listCompanyAttachments(client, companyId, call),
  );
