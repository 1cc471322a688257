import { endpoint } from '../endpointRow';

// Jobs and compensations (A.4)
export const listJobs = endpoint('GET', '/v1/employees/{employee_id}/jobs');
export const createJob = endpoint('POST', '/v1/employees/{employee_id}/jobs');
export const getJob = endpoint('GET', '/v1/jobs/{job_id}');
export const updateJob = endpoint('PUT', '/v1/jobs/{job_id}');
export const deleteJob = endpoint('DELETE', '/v1/jobs/{job_id}');
export const listCompensations = endpoint('GET', '/v1/jobs/{job_id}/compensations');
export const createCompensation = endpoint('POST', '/v1/jobs/{job_id}/compensations');
export const getCompensation = endpoint('GET', '/v1/compensations/{compensation_id}');
export const updateCompensation = endpoint('PUT', '/v1/compensations/{compensation_id}');
export const deleteCompensation = endpoint('DELETE', '/v1/compensations/{compensation_id}');
