import {
  queryOptions,
  type DataTag,
  type QueryFunction,
  type QueryKey,
  type SkipToken,
  type UseQueryOptions,
} from '@tanstack/react-query';

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
 * `queryOptions` with the kit's key type: what every area's `queryOptions.ts` builds its factories
 * on, so their type reads `PayrollQueryOptions<Employee>` rather than TanStack's inferred tuple.
 *
 * @example
 * export const detail = (client: PayrollClient, employeeId: string) =>
 *   payrollQuery({ queryKey: queryKeys.employee(employeeId), queryFn: async ({ signal }) => (await getEmployee(client, employeeId, { signal })).data });
 */
export function payrollQuery<Data>(options: {
  queryKey: QueryKey;
  queryFn: QueryFunction<Data, QueryKey>;
  staleTime?: number;
}): PayrollQueryOptions<Data> {
  return queryOptions(options);
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
