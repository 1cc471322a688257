import { endpoint } from '../endpointRow';

// Time off requests (D.2)
export const listTimeOffRequests = endpoint('GET', '/v1/companies/{company_id}/time_off/requests');
export const createTimeOffRequest = endpoint('POST', '/v1/companies/{company_id}/time_off/requests');
export const getTimeOffRequest = endpoint('GET', '/v1/time_off/requests/{time_off_request_id}');
export const deleteTimeOffRequest = endpoint('DELETE', '/v1/time_off/requests/{time_off_request_id}');
export const approveTimeOffRequest = endpoint('PUT', '/v1/time_off/requests/{time_off_request_id}/approve');
export const declineTimeOffRequest = endpoint('PUT', '/v1/time_off/requests/{time_off_request_id}/decline');
export const previewTimeOffRequest = endpoint('POST', '/v1/companies/{company_id}/time_off/requests/preview');
export const createAdminApprovedTimeOffRequest = endpoint(
  'POST',
  '/v1/companies/{company_id}/time_off/admin_approved_requests',
);
export const listTimeOffBalances = endpoint('GET', '/v1/companies/{company_id}/time_off/balances');
export const listTimeOffActivities = endpoint('GET', '/v1/employees/{employee_id}/time_off_activities');
