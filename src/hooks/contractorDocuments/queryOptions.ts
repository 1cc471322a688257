/**
 * `contractorDocumentQueries`: a contractor's documents and 1099 forms as TanStack Query options (key and fetch paired once), for `useQuery`,
 * `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollRead } from '../payrollQuery';
import { listContractorDocuments, listContractorForms } from '../../api/contractorDocuments/operations';
import * as queryKeys from '../queryKeyTable';

/**
 * A contractor's documents (the W-9, its fields pre-filled while unsigned).
 *
 * @example
 * await queryClient.prefetchQuery(contractorDocumentQueries.documents(client, contractorId));
 */
export const documents = (client: PayrollClient, contractorId: string) =>
  payrollRead(queryKeys.contractorPart(contractorId, 'documents'), (call) =>
    listContractorDocuments(client, contractorId, call),
  );

/**
 * A contractor's 1099 forms, one per tax year.
 *
 * @example
 * await queryClient.prefetchQuery(contractorDocumentQueries.forms(client, contractorId));
 */
export const forms = (client: PayrollClient, contractorId: string) =>
  payrollRead(queryKeys.contractorPart(contractorId, 'forms'), (call) =>
    listContractorForms(client, contractorId, call),
  );
