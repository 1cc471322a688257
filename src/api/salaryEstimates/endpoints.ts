import { endpoint } from '../endpointRow';

// Salary estimates (UPSTREAM-3 N.6); the occupations take the system token (the proxy's reference rule).
export const createSalaryEstimate = endpoint('POST', '/v1/employees/{employee_id}/salary_estimates');
export const getSalaryEstimate = endpoint('GET', '/v1/salary_estimates/{salary_estimate_uuid}');
export const updateSalaryEstimate = endpoint('PUT', '/v1/salary_estimates/{salary_estimate_uuid}');
export const acceptSalaryEstimate = endpoint('POST', '/v1/salary_estimates/{salary_estimate_uuid}/accept');
export const searchSalaryOccupations = endpoint('GET', '/v1/salary_estimates/occupations');
