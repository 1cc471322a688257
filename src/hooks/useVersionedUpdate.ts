import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  updateVersioned,
  type ConflictChoice,
  type VersionConflict,
  type VersionedUpdateResult,
} from '../api/versionedUpdate';

/**
 * Configuration of {@link useVersionedUpdate}.
 *
 * @example
 * useVersionedUpdate({ queryKey: queryKeys.employee(id), read, write });
 */
export interface VersionedUpdateConfig<T extends { version: string }> {
  /** Where the record is cached; its cached `version` is the one sent. */
  queryKey: QueryKey;
  /** Read the record from the service (first load and after a 409). */
  read: () => Promise<T>;
  /** Send `{ version, ...delta }`; resolve with the saved record. */
  write: (body: { version: string } & Partial<T>) => Promise<T>;
  /** Refresh what else the write changed. */
  onSaved?: (data: T) => Promise<void> | void;
}

/**
 * What {@link useVersionedUpdate} returns.
 *
 * @example
 * const { update, conflict, resolveConflict, isPending, error } = useUpdateEmployee(id);
 */
export interface VersionedUpdate<T extends { version: string }> {
  /**
   * Save the user's values; only those that differ from the record they started from are sent.
   * `from` is that record when the form was filled from elsewhere (a list query): without it the
   * cached record is the base, or a fresh read, and a form's untouched but stale values would
   * then look like the user's changes and overwrite a colleague's edit.
   */
  update: (changes: Partial<T>, from?: T) => Promise<VersionedUpdateResult<T>>;
  /** Set when a 409 could not be merged automatically; the UI asks the user. */
  conflict: VersionConflict<T> | undefined;
  resolveConflict: (choice: ConflictChoice) => Promise<VersionedUpdateResult<T>>;
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

/**
 * The update every PUT hook is built on: sends the cached `version` and a delta of changed
 * fields, shows the change at once (optimistic) and rolls it back on failure. On 409 it rereads
 * the record and re-applies the delta when no field the user changed was changed remotely;
 * otherwise it exposes a `conflict` with base, remote and local values. No lost update, ever.
 *
 * @example
 * const { update, conflict } = useVersionedUpdate({
 *   queryKey: queryKeys.employee(id),
 *   read: async () => (await getEmployee(client, id)).data,
 *   write: async (body) => (await updateEmployee(client, id, body as VersionedDelta<EmployeeUpdate>)).data,
 * });
 * const result = await update({ first_name: 'Ada' });
 * // A form filled from a list query names the record it showed:
 * await update(formValues, addressAsShown);
 */
export function useVersionedUpdate<T extends { version: string }>(
  config: VersionedUpdateConfig<T>,
): VersionedUpdate<T> {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<VersionConflict<T>>();

  /** Keep the cache on the service's truth whatever happened, and surface a conflict. */
  const settle = useCallback(
    async (result: VersionedUpdateResult<T>) => {
      queryClient.setQueryData(config.queryKey, result.data);
      if (result.status === 'conflict') {
        setConflict(result.conflict);
      } else {
        setConflict(undefined);
        if (result.status === 'saved') await config.onSaved?.(result.data);
      }
      return result;
    },
    [queryClient, config],
  );

  const mutation = useMutation<
    VersionedUpdateResult<T>,
    Error,
    { run: (base: T) => Promise<VersionedUpdateResult<T>>; optimistic?: Partial<T>; from?: T },
    { base: T }
  >({
    mutationFn: async ({ run, optimistic, from }) => {
      const base: T =
        from ??
        queryClient.getQueryData<T>(config.queryKey) ??
        (await queryClient.fetchQuery<T>({ queryKey: config.queryKey, queryFn: config.read }));
      // An in-flight read must not overwrite the optimistic value with stale data.
      await queryClient.cancelQueries({ queryKey: config.queryKey });
      if (optimistic) queryClient.setQueryData<T>(config.queryKey, { ...base, ...optimistic } as T);
      try {
        return await settle(await run(base));
      } catch (error) {
        queryClient.setQueryData(config.queryKey, base);
        throw error;
      }
    },
  });

  const { mutateAsync } = mutation;
  const update = useCallback(
    (changes: Partial<T>, from?: T) =>
      mutateAsync({
        from,
        optimistic: changes,
        run: (base) => updateVersioned({ base, changes, read: config.read, write: config.write }),
      }),
    [mutateAsync, config],
  );

  const resolveConflict = useCallback(
    (choice: ConflictChoice) => {
      if (!conflict) return Promise.reject(new Error('There is no conflict to resolve'));
      return mutateAsync({ run: () => conflict.resolve(choice) });
    },
    [mutateAsync, conflict],
  );

  return {
    update,
    conflict,
    resolveConflict,
    isPending: mutation.isPending,
    error: mutation.error,
    reset: () => {
      setConflict(undefined);
      mutation.reset();
    },
  };
}
