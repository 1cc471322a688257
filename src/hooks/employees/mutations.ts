import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEmployee, deleteEmployee, getEmployee, updateEmployee } from '../../api/employees/operations';
import type { VersionedDelta } from '../../api/common';
import type { CreateEmployeeBody, Employee, EmployeeUpdate } from '../../api/employees/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/**
 * Create an employee with one idempotency key per user action (kept across retries).
 *
 * @example
 * const create = useCreateEmployee(companyId);
 * const employee = await create.mutateAsync({ first_name: 'Ada', last_name: 'Lovelace' });
 */
export function useCreateEmployee(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: CreateEmployeeBody, idempotencyKey) =>
      (await createEmployee(client, companyId, body, { idempotencyKey })).data,
    async (employee) => {
      queryClient.setQueryData(queryKeys.employee(employee.uuid), employee);
      await invalidateAfter.employee(queryClient, companyId);
    },
  );
}

/**
 * Update an employee: version-aware, optimistic, merging a 409 when it can (see
 * `useVersionedUpdate`).
 *
 * @example
 * const { update, conflict } = useUpdateEmployee(employeeId);
 * await update({ first_name: 'Ada' });
 */
export function useUpdateEmployee(employeeId: string): VersionedUpdate<Employee> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<Employee>({
    queryKey: queryKeys.employee(employeeId),
    read: async () => (await getEmployee(client, employeeId)).data,
    write: async (body) =>
      (await updateEmployee(client, employeeId, body as VersionedDelta<EmployeeUpdate>)).data,
    onSaved: (employee) => invalidateAfter.employee(queryClient, employee.company_uuid, employeeId),
  });
}

/**
 * Delete an employee still in onboarding.
 *
 * @example
 * const remove = useDeleteEmployee(companyId);
 * await remove.mutateAsync(employeeId);
 */
export function useDeleteEmployee(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (employeeId: string) => {
      await deleteEmployee(client, employeeId);
      return employeeId;
    },
    onSuccess: async (employeeId) => {
      queryClient.removeQueries({ queryKey: queryKeys.employee(employeeId) });
      await invalidateAfter.employee(queryClient, companyId);
    },
  });
}
