import { endpoint } from '../endpointRow';

// Federal taxes (A.5) and state taxes (A.6)
export const getFederalTaxes = endpoint('GET', '/v1/employees/{employee_id}/federal_taxes');
export const updateFederalTaxes = endpoint('PUT', '/v1/employees/{employee_id}/federal_taxes');
export const getStateTaxes = endpoint('GET', '/v1/employees/{employee_id}/state_taxes');
export const updateStateTaxes = endpoint('PUT', '/v1/employees/{employee_id}/state_taxes');
