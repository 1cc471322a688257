/**
 * `employeeBenefitQueries`: an employee's benefit enrolments, and a company benefit's, as
 * TanStack Query options (key and fetch paired once), for `useQuery`, `prefetchQuery` on the
 * server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import {
  getEmployeeBenefit,
  listCompanyBenefitEnrolments,
  listEmployeeBenefits,
} from '../../api/employeeBenefits/operations';
import { payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * An employee's enrolments.
 *
 * @example
 * await queryClient.prefetchQuery(employeeBenefitQueries.list(client, employeeId));
 */
export const list = (client: PayrollClient, employeeId: string) =>
  payrollRead(queryKeys.employeeBenefits(employeeId), (call) =>
    listEmployeeBenefits(client, employeeId, call),
  );

/**
 * One enrolment.
 *
 * @example
 * await queryClient.prefetchQuery(employeeBenefitQueries.detail(client, employeeId, enrolmentId));
 */
export const detail = (client: PayrollClient, employeeId: string, enrolmentId: string) =>
  payrollRead(queryKeys.employeeBenefit(employeeId, enrolmentId), (call) =>
    getEmployeeBenefit(client, enrolmentId, call),
  );

/**
 * The enrolments of a company benefit.
 *
 * @example
 * await queryClient.prefetchQuery(employeeBenefitQueries.ofCompanyBenefit(client, companyId, benefitId));
 */
export const ofCompanyBenefit = (client: PayrollClient, companyId: string, benefitId: string) =>
  payrollRead(queryKeys.companyBenefitEnrolments(companyId, benefitId), (call) =>
    listCompanyBenefitEnrolments(client, benefitId, call),
  );
