import type { Endpoint } from '../endpoints';

// Time off requests (D.2)
export const listTimeOffRequests = {
  method: 'GET',
  path: '/v1/companies/{company_id}/time_off/requests',
} as const satisfies Endpoint;
export const createTimeOffRequest = {
  method: 'POST',
  path: '/v1/companies/{company_id}/time_off/requests',
} as const satisfies Endpoint;
export const getTimeOffRequest = {
  method: 'GET',
  path: '/v1/time_off/requests/{time_off_request_id}',
} as const satisfies Endpoint;
export const deleteTimeOffRequest = {
  method: 'DELETE',
  path: '/v1/time_off/requests/{time_off_request_id}',
} as const satisfies Endpoint;
export const approveTimeOffRequest = {
  method: 'PUT',
  path: '/v1/time_off/requests/{time_off_request_id}/approve',
} as const satisfies Endpoint;
export const declineTimeOffRequest = {
  method: 'PUT',
  path: '/v1/time_off/requests/{time_off_request_id}/decline',
} as const satisfies Endpoint;
export const previewTimeOffRequest = {
  method: 'POST',
  path: '/v1/companies/{company_id}/time_off/requests/preview',
} as const satisfies Endpoint;
export const createAdminApprovedTimeOffRequest = {
  method: 'POST',
  path: '/v1/companies/{company_id}/time_off/admin_approved_requests',
} as const satisfies Endpoint;
export const listTimeOffBalances = {
  method: 'GET',
  path: '/v1/companies/{company_id}/time_off/balances',
} as const satisfies Endpoint;
export const listTimeOffActivities = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/time_off_activities',
} as const satisfies Endpoint;
