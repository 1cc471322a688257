import { endpoint } from '../endpointRow';

// Rehire and employment history (UPSTREAM-2 J.3)
export const getRehire = endpoint('GET', '/v1/employees/{employee_id}/rehire');
export const createRehire = endpoint('POST', '/v1/employees/{employee_id}/rehire');
export const updateRehire = endpoint('PUT', '/v1/employees/{employee_id}/rehire');
export const deleteRehire = endpoint('DELETE', '/v1/employees/{employee_id}/rehire');
export const getEmploymentHistory = endpoint('GET', '/v1/employees/{employee_id}/employment_history');
