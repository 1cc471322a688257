import { useQuery } from '@tanstack/react-query';
import type { PageQuery } from '../../api/pagination';
import type { TimeOffPolicy } from '../../api/timeOff/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as timeOffQueries from './queryOptions';

/**
 * One page of a company's time off policies, active and inactive (for a policies table).
 *
 * @example
 * const { data } = useTimeOffPolicyPage(companyId, { page: 2, per: 25 });
 * data?.items; data?.totalPages;
 */
export function useTimeOffPolicyPage(companyId: string, query: PageQuery = {}) {
  return useQuery(timeOffQueries.policyPage(usePayrollClient(), companyId, query));
}

/**
 * Every time off policy of a company, active and inactive, read page by page (for pickers: a
 * request form offers the active ones). Companies have few policies; one request covers 100.
 *
 * @example
 * const { data: policies = [] } = useTimeOffPolicies(companyId);
 * policies.filter((policy) => policy.is_active);
 */
export function useTimeOffPolicies(companyId: string) {
  return useQuery(timeOffQueries.policies(usePayrollClient(), companyId));
}

/**
 * One time off policy, with its employees and their balances.
 *
 * @example
 * const { data: policy } = useTimeOffPolicy(policyId);
 */
export function useTimeOffPolicy(policyId: string | undefined) {
  return useQuery({
    ...timeOffQueries.policy(usePayrollClient(), policyId ?? ''),
    enabled: Boolean(policyId),
  });
}

/**
 * The employees on a policy (uuid and balance; balance null when unlimited), so a request form
 * offers only them: an employee on no policy would be refused after the round trip (issue 16).
 *
 * @example
 * const { data: enrolled = [] } = useTimeOffPolicyEmployees(policyId);
 * const offered = employees.filter((e) => enrolled.some((m) => m.uuid === e.uuid));
 */
export function useTimeOffPolicyEmployees(policyId: string | undefined) {
  return useQuery({
    ...timeOffQueries.policy(usePayrollClient(), policyId ?? ''),
    enabled: Boolean(policyId),
    select: (policy: TimeOffPolicy) => policy.employees,
  });
}
