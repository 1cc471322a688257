import type { Compensation, Job } from '../../api/jobs/types';

/**
 * The compensation a job pays on `day` (`YYYY-MM-DD`): the one with the latest `effective_date`
 * on or before it, else (before the first takes effect) the earliest. `current_compensation_uuid`
 * stays the upstream's latest-dated one (UPSTREAM A.4), which may be a raise still to come; a
 * payroll, its editor and "the pay now" read this instead (the service pays the same way,
 * UPSTREAM-2 J.5). Without the job's compensations, the one its `current_compensation_uuid` names.
 *
 * @example
 * compensationInEffect(job, payroll.pay_period.end_date)?.rate; // '24.50' before a raise from 2027-01-01
 */
export function compensationInEffect(job: Job, day: string): Compensation | undefined {
  let inEffect: Compensation | undefined;
  let earliest: Compensation | undefined;
  for (const c of job.compensations ?? []) {
    if (!earliest || c.effective_date < earliest.effective_date) earliest = c;
    if (c.effective_date <= day && (!inEffect || c.effective_date >= inEffect.effective_date)) inEffect = c;
  }
  return inEffect ?? earliest;
}
