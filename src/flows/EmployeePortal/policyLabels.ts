import type { TimeOffRequest } from '../../api/types';
import { useTimeOffRequests } from '../../hooks';
import { usePortalMessages } from './usePortalMessages';

/**
 * The words of a time off policy as a person sees it. A person's session cannot read the
 * company's policies (DECISIONS 63): a policy is named by the type its requests carry (Vacation,
 * Sick leave), else by its place among the person's balances.
 *
 * @example
 * const label = usePolicyLabels(companyId, employeeId);
 * label(balance.policy_uuid, 0); // 'Vacation'
 */
export function usePolicyLabels(companyId: string, employeeId: string) {
  const { t, lookup } = usePortalMessages();
  const requests = useTimeOffRequests(companyId, { employeeUuids: [employeeId], per: 100 });
  const types = new Map<string, string>();
  for (const request of requests.data?.items ?? ([] as TimeOffRequest[])) {
    if (request.policy_uuid && request.policy_type) types.set(request.policy_uuid, request.policy_type);
  }
  return (policyId: string, index: number): string => {
    const type = types.get(policyId);
    const numbered = t('timeOff.policyOf', { number: index + 1 });
    return type ? lookup(`timeOff.policyType.${type}`, numbered) : numbered;
  };
}
