import type { Endpoint } from '../endpoints';

// Jobs and compensations (A.4)
export const listJobs = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/jobs',
} as const satisfies Endpoint;
export const createJob = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/jobs',
} as const satisfies Endpoint;
export const getJob = { method: 'GET', path: '/v1/jobs/{job_id}' } as const satisfies Endpoint;
export const updateJob = { method: 'PUT', path: '/v1/jobs/{job_id}' } as const satisfies Endpoint;
export const deleteJob = { method: 'DELETE', path: '/v1/jobs/{job_id}' } as const satisfies Endpoint;
export const listCompensations = {
  method: 'GET',
  path: '/v1/jobs/{job_id}/compensations',
} as const satisfies Endpoint;
export const createCompensation = {
  method: 'POST',
  path: '/v1/jobs/{job_id}/compensations',
} as const satisfies Endpoint;
export const getCompensation = {
  method: 'GET',
  path: '/v1/compensations/{compensation_id}',
} as const satisfies Endpoint;
export const updateCompensation = {
  method: 'PUT',
  path: '/v1/compensations/{compensation_id}',
} as const satisfies Endpoint;
export const deleteCompensation = {
  method: 'DELETE',
  path: '/v1/compensations/{compensation_id}',
} as const satisfies Endpoint;
