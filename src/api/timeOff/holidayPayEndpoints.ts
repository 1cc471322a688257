import { endpoint } from '../endpointRow';

// Holiday pay policy (D.3)
export const getHolidayPayPolicy = endpoint('GET', '/v1/companies/{company_id}/holiday_pay_policy');
export const createHolidayPayPolicy = endpoint('POST', '/v1/companies/{company_id}/holiday_pay_policy');
export const updateHolidayPayPolicy = endpoint('PUT', '/v1/companies/{company_id}/holiday_pay_policy');
export const deleteHolidayPayPolicy = endpoint('DELETE', '/v1/companies/{company_id}/holiday_pay_policy');
export const addHolidayPayPolicyEmployees = endpoint(
  'PUT',
  '/v1/companies/{company_id}/holiday_pay_policy/add',
);
export const removeHolidayPayPolicyEmployees = endpoint(
  'PUT',
  '/v1/companies/{company_id}/holiday_pay_policy/remove',
);
export const listPaidHolidays = endpoint('GET', '/v1/companies/{company_id}/paid_holidays');
