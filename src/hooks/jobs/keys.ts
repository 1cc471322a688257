import { root } from '../queryKeyRoot';
import { employeePart } from '../employees/keys';

export const job = (employeeId: string, jobId: string) =>
  [...employeePart(employeeId, 'jobs'), jobId] as const;

export const jobCompensations = (jobId: string) => [root, 'job', jobId, 'compensations'] as const;
export const compensation = (jobId: string, compensationId: string) =>
  [...jobCompensations(jobId), compensationId] as const;
/** Under the job's compensations: a pay change refreshes the history with them. */
export const compensationHistory = (jobId: string) => [...jobCompensations(jobId), 'history'] as const;
