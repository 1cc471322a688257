import { endpoint } from '../endpointRow';

// Home addresses (A.2)
export const listHomeAddresses = endpoint('GET', '/v1/employees/{employee_id}/home_addresses');
export const createHomeAddress = endpoint('POST', '/v1/employees/{employee_id}/home_addresses');
export const getHomeAddress = endpoint('GET', '/v1/home_addresses/{home_address_id}');
export const updateHomeAddress = endpoint('PUT', '/v1/home_addresses/{home_address_id}');
export const deleteHomeAddress = endpoint('DELETE', '/v1/home_addresses/{home_address_id}');
