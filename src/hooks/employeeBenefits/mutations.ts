import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createEmployeeBenefit,
  deleteEmployeeBenefit,
  getEmployeeBenefit,
  updateCompanyBenefitEnrolments,
  updateEmployeeBenefit,
} from '../../api/employeeBenefits/operations';
import type { BulkEnrolment, EmployeeBenefit, EmployeeBenefitBody } from '../../api/employeeBenefits/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/**
 * Enrol an employee in a company benefit (idempotent per user action).
 *
 * @example
 * useCreateEmployeeBenefit(companyId, employeeId).mutate({ company_benefit_uuid: id, employee_deduction: '120.00' });
 */
export function useCreateEmployeeBenefit(companyId: string, employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: EmployeeBenefitBody, idempotencyKey) =>
      (await createEmployeeBenefit(client, employeeId, body, { idempotencyKey })).data,
    () => invalidateAfter.employeeBenefit(queryClient, companyId, employeeId),
  );
}

/**
 * Change an enrolment, version-aware (a stale version is a conflict to resolve).
 *
 * @example
 * await useUpdateEmployeeBenefit(companyId, employeeId, e.uuid).update({ employee_deduction: '7.00' }, e);
 */
export function useUpdateEmployeeBenefit(
  companyId: string,
  employeeId: string,
  enrolmentId: string,
): VersionedUpdate<EmployeeBenefit> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<EmployeeBenefit>({
    queryKey: queryKeys.employeeBenefit(employeeId, enrolmentId),
    read: async () => (await getEmployeeBenefit(client, enrolmentId)).data,
    write: async ({ uuid: _uuid, employee_uuid: _employee, company_benefit_uuid: _benefit, ...changes }) =>
      (await updateEmployeeBenefit(client, enrolmentId, changes)).data,
    onSaved: () => invalidateAfter.employeeBenefit(queryClient, companyId, employeeId),
  });
}

/**
 * End an enrolment: later payrolls no longer deduct it.
 *
 * @example
 * useDeleteEmployeeBenefit(companyId, employeeId).mutate(enrolment.uuid);
 */
export function useDeleteEmployeeBenefit(companyId: string, employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (enrolmentId) => {
      await deleteEmployeeBenefit(client, enrolmentId);
    },
    onSuccess: () => invalidateAfter.employeeBenefit(queryClient, companyId, employeeId),
  });
}

/**
 * Enrol or change several employees at once from a company benefit: nothing is written unless
 * every item holds.
 *
 * @example
 * useBulkEnrolment(companyId, benefitId).mutate([{ action: 'create', employee_uuid: id, employee_deduction: '50' }]);
 */
export function useBulkEnrolment(companyId: string, benefitId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<EmployeeBenefit[], Error, BulkEnrolment[]>({
    mutationFn: async (items) => (await updateCompanyBenefitEnrolments(client, benefitId, items)).data,
    onSuccess: (_saved, items) =>
      invalidateAfter.bulkEnrolment(
        queryClient,
        companyId,
        items.map((item) => item.employee_uuid),
      ),
  });
}
