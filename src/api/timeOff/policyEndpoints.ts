import { endpoint } from '../endpointRow';

// Time off policies (D.1)
export const listTimeOffPolicies = endpoint('GET', '/v1/companies/{company_id}/time_off_policies');
export const createTimeOffPolicy = endpoint('POST', '/v1/companies/{company_id}/time_off_policies');
export const getTimeOffPolicy = endpoint('GET', '/v1/time_off_policies/{time_off_policy_id}');
export const updateTimeOffPolicy = endpoint('PUT', '/v1/time_off_policies/{time_off_policy_id}');
export const addTimeOffPolicyEmployees = endpoint(
  'PUT',
  '/v1/time_off_policies/{time_off_policy_id}/add_employees',
);
export const removeTimeOffPolicyEmployees = endpoint(
  'PUT',
  '/v1/time_off_policies/{time_off_policy_id}/remove_employees',
);
export const setTimeOffPolicyBalances = endpoint('PUT', '/v1/time_off_policies/{time_off_policy_id}/balance');
export const deactivateTimeOffPolicy = endpoint(
  'PUT',
  '/v1/time_off_policies/{time_off_policy_id}/deactivate',
);
