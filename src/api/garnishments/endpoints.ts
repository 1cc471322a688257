import { endpoint } from '../endpointRow';

// Garnishments (UPSTREAM A.11): no DELETE, an order ends with `active: false`
export const listGarnishments = endpoint('GET', '/v1/employees/{employee_id}/garnishments');
export const createGarnishment = endpoint('POST', '/v1/employees/{employee_id}/garnishments');
export const getGarnishment = endpoint('GET', '/v1/garnishments/{garnishment_id}');
export const updateGarnishment = endpoint('PUT', '/v1/garnishments/{garnishment_id}');
export const listChildSupportAgencies = endpoint('GET', '/v1/garnishments/child_support');
