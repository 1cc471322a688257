import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addDepartmentPeople,
  createDepartment,
  deleteDepartment,
  getDepartment,
  removeDepartmentPeople,
  updateDepartment,
} from '../../api/departments/operations';
import type { Department, DepartmentBody } from '../../api/departments/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/**
 * Add a department (idempotent per user action); a title another department has is refused on
 * `title`.
 *
 * @example
 * useCreateDepartment(companyId).mutate({ title: 'Engineering' });
 */
export function useCreateDepartment(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: DepartmentBody, idempotencyKey) =>
      (await createDepartment(client, companyId, body, { idempotencyKey })).data,
    () => invalidateAfter.department(queryClient, companyId),
  );
}

/**
 * Rename a department, version-aware (a colleague's rename since it was shown is a conflict to
 * resolve).
 *
 * @example
 * const update = useUpdateDepartment(companyId, department.uuid);
 * await update.update({ title: 'Product' }, department);
 */
export function useUpdateDepartment(companyId: string, departmentId: string): VersionedUpdate<Department> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<Department>({
    queryKey: queryKeys.department(companyId, departmentId),
    read: async () => (await getDepartment(client, departmentId)).data,
    write: async ({ version, title }) =>
      (await updateDepartment(client, departmentId, { version, ...(title === undefined ? {} : { title }) }))
        .data,
    onSaved: () => invalidateAfter.department(queryClient, companyId),
  });
}

/**
 * Delete an empty department; one with people in it is refused on `base`.
 *
 * @example
 * useDeleteDepartment(companyId).mutate(department.uuid);
 */
export function useDeleteDepartment(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (departmentId) => {
      await deleteDepartment(client, departmentId);
    },
    onSuccess: () => invalidateAfter.department(queryClient, companyId),
  });
}

/** Who to move in or out of a department, and the department as the screen showed it. */
export interface DepartmentPeopleChange {
  department: Pick<Department, 'uuid' | 'version'>;
  employeeIds?: string[];
  contractorIds?: string[];
}

/**
 * Put people in a department (`add`, each leaves any other department) or take them out
 * (`remove`), with the version shown: a change made meanwhile is a 409 the caller shows.
 *
 * @example
 * useDepartmentPeople(companyId, 'add').mutate({ department, employeeIds: [employeeId] });
 */
export function useDepartmentPeople(companyId: string, move: 'add' | 'remove') {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<Department, Error, DepartmentPeopleChange>({
    mutationFn: async ({ department, employeeIds = [], contractorIds = [] }) => {
      const body = {
        version: department.version,
        employees: employeeIds.map((uuid) => ({ uuid })),
        contractors: contractorIds.map((uuid) => ({ uuid })),
      };
      const write = move === 'add' ? addDepartmentPeople : removeDepartmentPeople;
      return (await write(client, department.uuid, body)).data;
    },
    // A 409 too: the list is read again so the next try names the current version.
    onSettled: () => invalidateAfter.department(queryClient, companyId),
  });
}
