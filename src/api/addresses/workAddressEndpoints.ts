import { endpoint } from '../endpointRow';

// Work addresses (A.3)
export const listWorkAddresses = endpoint('GET', '/v1/employees/{employee_id}/work_addresses');
export const createWorkAddress = endpoint('POST', '/v1/employees/{employee_id}/work_addresses');
export const getWorkAddress = endpoint('GET', '/v1/work_addresses/{work_address_id}');
export const updateWorkAddress = endpoint('PUT', '/v1/work_addresses/{work_address_id}');
export const deleteWorkAddress = endpoint('DELETE', '/v1/work_addresses/{work_address_id}');
