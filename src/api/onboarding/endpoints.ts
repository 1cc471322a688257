import { endpoint } from '../endpointRow';

// Onboarding status (A.8)
export const getOnboardingStatus = endpoint('GET', '/v1/employees/{employee_id}/onboarding_status');
export const updateOnboardingStatus = endpoint('PUT', '/v1/employees/{employee_id}/onboarding_status');
