import { useQuery } from '@tanstack/react-query';
import { getTimeOffPolicy, listTimeOffPolicies } from '../../api/timeOff/operations';
import type { PageQuery } from '../../api/pagination';
import type { TimeOffPolicy } from '../../api/timeOff/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

/** The service's largest page (contract.md#limits). */
const MAX_PER = 100;

/**
 * One page of a company's time off policies, active and inactive (for a policies table).
 *
 * @example
 * const { data } = useTimeOffPolicyPage(companyId, { page: 2, per: 25 });
 * data?.items; data?.totalPages;
 */
export function useTimeOffPolicyPage(companyId: string, query: PageQuery = {}) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.timeOffPolicyPage(companyId, query),
    queryFn: ({ signal }) => listTimeOffPolicies(client, companyId, query, { signal }),
  });
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
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.allTimeOffPolicies(companyId),
    queryFn: async ({ signal }) => {
      const all: TimeOffPolicy[] = [];
      for (let page = 1; ; page += 1) {
        const { items, totalPages } = await listTimeOffPolicies(
          client,
          companyId,
          { page, per: MAX_PER },
          { signal },
        );
        all.push(...items);
        if (page >= totalPages || items.length === 0) return all;
      }
    },
  });
}

/**
 * One time off policy, with its employees and their balances.
 *
 * @example
 * const { data: policy } = useTimeOffPolicy(policyId);
 */
export function useTimeOffPolicy(policyId: string | undefined) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.timeOffPolicy(policyId ?? ''),
    queryFn: async ({ signal }) => (await getTimeOffPolicy(client, policyId!, { signal })).data,
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
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.timeOffPolicy(policyId ?? ''),
    queryFn: async ({ signal }) => (await getTimeOffPolicy(client, policyId!, { signal })).data,
    enabled: Boolean(policyId),
    select: (policy: TimeOffPolicy) => policy.employees,
  });
}
