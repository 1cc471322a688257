/**
 * `departmentQueries`: a company's departments as TanStack Query options (key and fetch paired
 * once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { listDepartments } from '../../api/departments/operations';
import { payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * A company's departments with their people, in the order they were made.
 *
 * @example
 * await queryClient.prefetchQuery(departmentQueries.list(client, companyId));
 */
export const list = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.departments(companyId), (call) => listDepartments(client, companyId, call));
