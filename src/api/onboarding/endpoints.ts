import type { Endpoint } from '../endpoints';

// Onboarding status (A.8)
export const getOnboardingStatus = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/onboarding_status',
} as const satisfies Endpoint;
export const updateOnboardingStatus = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/onboarding_status',
} as const satisfies Endpoint;
