import { isVersionConflict } from './errors';
import { sameValue, threeWayMerge, type ConflictField } from './threeWayMerge';

/**
 * How to settle a conflict: keep every local value, keep every remote value, or choose per field.
 *
 * @example
 * conflict.resolve({ first_name: 'local', last_name: 'remote' });
 */
export type ConflictChoice = 'local' | 'remote' | Record<string, 'local' | 'remote'>;

/**
 * A 409 that could not be merged automatically. Nothing the user typed is lost: `local` holds it.
 *
 * @example
 * if (result.status === 'conflict') await result.conflict.resolve('local');
 */
export interface VersionConflict<T> {
  fields: ConflictField[];
  /** The record as it is now on the service. */
  remote: T;
  resolve(choice: ConflictChoice): Promise<VersionedUpdateResult<T>>;
}

/**
 * Outcome of {@link updateVersioned}.
 *
 * @example
 * if (result.status === 'saved' && result.merged) notify('Saved on top of a colleague’s change');
 */
export type VersionedUpdateResult<T> =
  | { status: 'saved'; data: T; /** true when a 409 was merged automatically */ merged: boolean }
  | { status: 'unchanged'; data: T }
  | { status: 'conflict'; data: T; conflict: VersionConflict<T> };

/**
 * Inputs of {@link updateVersioned}.
 *
 * @example
 * updateVersioned({ base: employee, changes: { first_name: 'Ada' }, read, write });
 */
export interface VersionedUpdateInput<T extends { version: string }> {
  /** The record as the user saw it when they started editing. */
  base: T;
  /** The values the user wants; only those that differ from `base` are sent. */
  changes: Partial<T>;
  /** Read the current record (after a 409). */
  read: () => Promise<T>;
  /** Send `{ version, ...delta }` and return the saved record. */
  write: (body: { version: string } & Partial<T>) => Promise<T>;
  /** Automatic merges to attempt before giving up with the last error. Default 3. */
  maxMerges?: number;
}

/**
 * The fields of `changes` that differ from `base`: the delta a PUT sends (contract.md#versions).
 *
 * @example
 * changedFields({ a: 1, b: 2 }, { a: 1, b: 3 }); // { b: 3 }
 */
export function changedFields<T extends object>(base: T, changes: Partial<T>): Partial<T> {
  const delta: Partial<T> = {};
  for (const key of Object.keys(changes) as Array<keyof T>) {
    if (key === 'version' || key === 'uuid') continue;
    if (!sameValue(base[key], changes[key])) delta[key] = changes[key];
  }
  return delta;
}

/**
 * Update a versioned record without ever losing an update (contract.md#versions): send the `version`
 * the user started from and only the changed fields; on a 409 read the record again and, when
 * none of the user's fields changed remotely, re-apply the delta on the new version; otherwise
 * return a conflict naming base, remote and local values so the user can choose.
 *
 * @example
 * const result = await updateVersioned({
 *   base: employee,
 *   changes: { first_name: 'Ada' },
 *   read: async () => (await getEmployee(client, employee.uuid)).data,
 *   write: async (body) => (await updateEmployee(client, employee.uuid, body)).data,
 * });
 */
export async function updateVersioned<T extends { version: string }>(
  input: VersionedUpdateInput<T>,
): Promise<VersionedUpdateResult<T>> {
  const { read, write } = input;
  const maxMerges = input.maxMerges ?? 3;
  const local = changedFields(input.base, input.changes);
  if (Object.keys(local).length === 0) return { status: 'unchanged', data: input.base };

  let base = input.base;
  let delta = local;
  for (let merges = 0; ; merges++) {
    try {
      const data = await write({ ...delta, version: base.version });
      return { status: 'saved', data, merged: merges > 0 };
    } catch (error) {
      if (!isVersionConflict(error) || merges >= maxMerges) throw error;
    }
    const remote = await read();
    // Compare against what the user started from, not the last attempt: a field the user left
    // alone but someone changed twice is still not the user's business.
    const merge = threeWayMerge(input.base, remote, local);
    if (merge.conflicts.length > 0) {
      return { status: 'conflict', data: remote, conflict: makeConflict(input, remote, merge) };
    }
    if (Object.keys(merge.delta).length === 0) return { status: 'saved', data: remote, merged: true };
    base = remote;
    delta = merge.delta;
  }
}

function makeConflict<T extends { version: string }>(
  input: VersionedUpdateInput<T>,
  remote: T,
  merge: { delta: Partial<T>; conflicts: ConflictField[] },
): VersionConflict<T> {
  return {
    fields: merge.conflicts,
    remote,
    resolve(choice) {
      const changes: Partial<T> = { ...merge.delta };
      for (const field of merge.conflicts) {
        const pick = typeof choice === 'string' ? choice : (choice[field.name] ?? 'remote');
        if (pick === 'local') (changes as Record<string, unknown>)[field.name] = field.local;
      }
      // The remote record is the new starting point; what the user keeps is the new delta.
      return updateVersioned({ ...input, base: remote, changes });
    },
  };
}
