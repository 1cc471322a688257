import { pick } from '../pick';
import type { DemoStore } from '../store';
import { versionOf } from '../version';
import type { CompensationRecord, JobRecord } from './records';
import { activeOf, workAddressesOf } from '../addresses/views';
import { findMinimumWage } from '../locations/views';
import { optional } from '../optional';
/** @example jobsOf(store, employeeUuid); */
export function jobsOf(store: DemoStore, employeeUuid: string): JobRecord[] {
  return store.jobs.childrenOf(employeeUuid);
}

/** @example compensationsOf(store, jobUuid); */
export function compensationsOf(store: DemoStore, jobUuid: string): CompensationRecord[] {
  return store.compensations.childrenOf(jobUuid);
}

/** The current compensation: the latest effective_date (UPSTREAM A.4). */
export function currentCompensation(store: DemoStore, jobUuid: string): CompensationRecord | undefined {
  let best: CompensationRecord | undefined;
  for (const c of compensationsOf(store, jobUuid)) {
    if (
      !best ||
      c.effective_date > best.effective_date ||
      (c.effective_date === best.effective_date && c.seq > best.seq)
    )
      best = c;
  }
  return best;
}

/** @example compensationView(store, compensation); */
export function compensationView(store: DemoStore, c: CompensationRecord): Record<string, unknown> {
  // The pay itself: updatable, and shown as stored.
  const pay = pick(c, ['rate', 'payment_unit', 'flsa_status', 'effective_date']);
  const updatable = {
    ...pay,
    adjust_for_minimum_wage: c.adjust_for_minimum_wage,
    minimum_wages: c.minimumWageUuids,
  };
  const job = store.jobs.get(c.jobUuid);
  return {
    uuid: c.uuid,
    version: versionOf(updatable),
    job_uuid: c.jobUuid,
    employee_uuid: c.employeeUuid,
    ...pay,
    title: job?.title ?? null,
    adjust_for_minimum_wage: c.adjust_for_minimum_wage,
    minimum_wages: c.minimumWageUuids.map((uuid) => {
      const wage = findMinimumWage(store, uuid);
      return { uuid, wage: wage?.wage ?? null, effective_date: wage?.effective_date ?? null };
    }),
  };
}

/** @example jobView(store, job, service.clock.today()); */
export function jobView(store: DemoStore, job: JobRecord, today: string): Record<string, unknown> {
  const compensations = compensationsOf(store, job.uuid).map((c) => compensationView(store, c));
  const current = currentCompensation(store, job.uuid);
  // Shareholding and workers' compensation cover: updatable, and shown as stored.
  const cover = pick(job, ['two_percent_shareholder', 'state_wc_covered', 'state_wc_class_code']);
  const updatable = {
    title: job.title,
    hire_date: job.hire_date,
    ...cover,
    compensations: compensations.map((c) => c.version),
  };
  return {
    uuid: job.uuid,
    version: versionOf(updatable),
    employee_uuid: job.employeeUuid,
    hire_date: job.hire_date,
    title: job.title,
    primary: job.primary,
    rate: current?.rate ?? null,
    payment_unit: current?.payment_unit ?? null,
    current_compensation_uuid: current?.uuid ?? null,
    ...cover,
    // The job's work location is the employee's work address in force; the upstream schema
    // has no null here, so without one the field is left out (DECISIONS 60).
    ...optional('location_uuid', activeOf(workAddressesOf(store, job.employeeUuid), today)?.location_uuid),
    compensations,
  };
}
