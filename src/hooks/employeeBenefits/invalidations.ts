import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * An enrolment was made, changed or removed: the employee's benefits, the company's benefits
 * (their enrolment counts and enrolment lists) and its payrolls (the calculation is dropped).
 */
export const employeeBenefit = (queryClient: QueryClient, companyId: string, employeeId: string) =>
  refresh(queryClient, [
    queryKeys.employeeBenefits(employeeId),
    queryKeys.companyBenefits(companyId),
    queryKeys.payrolls(companyId),
  ]);

/**
 * Several employees were enrolled at once from a company benefit: every employee's benefits, the
 * company's benefits and payrolls.
 */
export const bulkEnrolment = (queryClient: QueryClient, companyId: string, employeeIds: readonly string[]) =>
  refresh(queryClient, [
    ...employeeIds.map((id) => queryKeys.employeeBenefits(id)),
    queryKeys.companyBenefits(companyId),
    queryKeys.payrolls(companyId),
  ]);
