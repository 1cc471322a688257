import {
  queryOptions,
  type DataTag,
  type QueryFunction,
  type QueryKey,
  type SkipToken,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ApiResponse } from '../api/client';

/**
 * The TanStack Query options of one read of the payroll service, as the areas' factories give them
 * (`employeeQueries.detail(client, id)`, …): the kit's cache key paired with its fetch, and the key
 * tagged with the data so `queryClient.getQueryData(options.queryKey)` is typed. Pass them to
 * `useQuery`, `useSuspenseQuery`, `prefetchQuery`, `ensureQueryData` or `fetchQuery`; spread them to
 * add options of your own.
 *
 * @example
 * const options: PayrollQueryOptions<Employee> = employeeQueries.detail(client, employeeId);
 * useQuery({ ...options, staleTime: 60_000 });
 */
export type PayrollQueryOptions<Data> = Omit<UseQueryOptions<Data, Error, Data, QueryKey>, 'queryFn'> & {
  queryKey: DataTag<QueryKey, Data, Error>;
  queryFn?: QueryFunction<Data, QueryKey>;
};

/**
 * The query options of a read that waits for its input (a preview of values still being typed):
 * its fetch is `skipToken` until the input is complete, so it cannot suspend.
 *
 * @example
 * const preview: PayrollPreviewQueryOptions<PaySchedulePreview> = payScheduleQueries.preview(client, companyId, undefined);
 */
export type PayrollPreviewQueryOptions<Data> = UseQueryOptions<Data, Error, Data, QueryKey> & {
  queryKey: DataTag<QueryKey, Data, Error>;
};

/**
 * What a read hands the fetch layer: the query's abort signal (TanStack cancels a read nobody
 * waits for any more).
 */
type ReadCall = { signal: AbortSignal };

/**
 * `queryOptions` with the kit's key type: what every area's `queryOptions.ts` builds its factories
 * on, so their type reads `PayrollQueryOptions<Employee>` rather than TanStack's inferred tuple.
 * `staleTime` only when the read has one of its own (a partner's default applies otherwise).
 *
 * @example
 * export const list = (client: PayrollClient, companyId: string) =>
 *   payrollQuery(queryKeys.employeeList(companyId, {}), (call) => listEmployees(client, companyId, {}, call));
 */
export function payrollQuery<Data>(
  queryKey: QueryKey,
  read: (call: ReadCall) => Promise<Data>,
  staleTime?: number,
): PayrollQueryOptions<Data> {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => read({ signal }),
    ...(staleTime && { staleTime }),
  });
}

/**
 * {@link payrollQuery} of an operation that answers an `ApiResponse`: the query's data is its `data`.
 *
 * @example
 * export const detail = (client: PayrollClient, employeeId: string) =>
 *   payrollRead(queryKeys.employee(employeeId), (call) => getEmployee(client, employeeId, call));
 */
export function payrollRead<Data>(
  queryKey: QueryKey,
  read: (call: ReadCall) => Promise<ApiResponse<Data>>,
  staleTime?: number,
): PayrollQueryOptions<Data> {
  return payrollQuery(queryKey, async (call) => (await read(call)).data, staleTime);
}

/**
 * {@link payrollQuery} for a read that waits for its input: `skipToken` until it is complete.
 *
 * @example
 * payrollPreviewQuery({ queryKey, queryFn: input === undefined ? skipToken : read });
 */
export function payrollPreviewQuery<Data>(options: {
  queryKey: QueryKey;
  queryFn: QueryFunction<Data, QueryKey> | SkipToken;
}): PayrollPreviewQueryOptions<Data> {
  return queryOptions(options);
}
