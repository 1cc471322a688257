import type { Endpoint } from '../endpoints';

// Holiday pay policy (D.3)
export const getHolidayPayPolicy = {
  method: 'GET',
  path: '/v1/companies/{company_id}/holiday_pay_policy',
} as const satisfies Endpoint;
export const createHolidayPayPolicy = {
  method: 'POST',
  path: '/v1/companies/{company_id}/holiday_pay_policy',
} as const satisfies Endpoint;
export const updateHolidayPayPolicy = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/holiday_pay_policy',
} as const satisfies Endpoint;
export const deleteHolidayPayPolicy = {
  method: 'DELETE',
  path: '/v1/companies/{company_id}/holiday_pay_policy',
} as const satisfies Endpoint;
export const addHolidayPayPolicyEmployees = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/holiday_pay_policy/add',
} as const satisfies Endpoint;
export const removeHolidayPayPolicyEmployees = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/holiday_pay_policy/remove',
} as const satisfies Endpoint;
export const listPaidHolidays = {
  method: 'GET',
  path: '/v1/companies/{company_id}/paid_holidays',
} as const satisfies Endpoint;
