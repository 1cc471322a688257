import type { Endpoint } from '../endpoints';

// Federal taxes (A.5) and state taxes (A.6)
export const getFederalTaxes = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/federal_taxes',
} as const satisfies Endpoint;
export const updateFederalTaxes = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/federal_taxes',
} as const satisfies Endpoint;
export const getStateTaxes = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/state_taxes',
} as const satisfies Endpoint;
export const updateStateTaxes = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/state_taxes',
} as const satisfies Endpoint;
