import type { Endpoint } from '../endpoints';

// Time off policies (D.1)
export const listTimeOffPolicies = {
  method: 'GET',
  path: '/v1/companies/{company_id}/time_off_policies',
} as const satisfies Endpoint;
export const createTimeOffPolicy = {
  method: 'POST',
  path: '/v1/companies/{company_id}/time_off_policies',
} as const satisfies Endpoint;
export const getTimeOffPolicy = {
  method: 'GET',
  path: '/v1/time_off_policies/{time_off_policy_id}',
} as const satisfies Endpoint;
export const updateTimeOffPolicy = {
  method: 'PUT',
  path: '/v1/time_off_policies/{time_off_policy_id}',
} as const satisfies Endpoint;
export const addTimeOffPolicyEmployees = {
  method: 'PUT',
  path: '/v1/time_off_policies/{time_off_policy_id}/add_employees',
} as const satisfies Endpoint;
export const removeTimeOffPolicyEmployees = {
  method: 'PUT',
  path: '/v1/time_off_policies/{time_off_policy_id}/remove_employees',
} as const satisfies Endpoint;
export const setTimeOffPolicyBalances = {
  method: 'PUT',
  path: '/v1/time_off_policies/{time_off_policy_id}/balance',
} as const satisfies Endpoint;
export const deactivateTimeOffPolicy = {
  method: 'PUT',
  path: '/v1/time_off_policies/{time_off_policy_id}/deactivate',
} as const satisfies Endpoint;
