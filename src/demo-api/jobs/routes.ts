import { ApiError, type ErrorEntry, invalidAttribute, invalidOperation } from '../errors';
import type { FieldRules } from '../fields';
import { employeeCompany, employeeParent, employeeRecord, resourceRoutes, scopesOf } from '../resource';
import { insertRecord } from '../resource/insertRecord';
import { formatDecimal } from '../money/money';
import type { DemoService, Route } from '../service';
import type { CompensationRecord, JobRecord } from './records';
import { findMinimumWage } from '../locations/views';
import type { EmployeeRecord } from '../employees/records';
import { compensationView, compensationsOf, currentCompensation, jobView, jobsOf } from './views';

/** SPEC §2.4 and DECISIONS 32: `Paycheck` is refused like any other value. */
export const PAYMENT_UNITS = ['Hour', 'Week', 'Month', 'Year'] as const;
/** UPSTREAM A.4. */
export const FLSA_STATUSES = [
  'Exempt',
  'Salaried Nonexempt',
  'Nonexempt',
  'Owner',
  'Commission Only Exempt',
  'Commission Only Nonexempt',
] as const;

/** A job's body (UPSTREAM A.4); a people batch checks each job by it. @example readFields(body, JOB_RULES); */
export const JOB_RULES: FieldRules = {
  title: { kind: 'string', required: true },
  hire_date: { kind: 'date', required: true },
  two_percent_shareholder: { kind: 'boolean' },
  state_wc_covered: { kind: 'boolean', nullable: true },
  state_wc_class_code: { kind: 'string', nullable: true },
};

/** A compensation's body (UPSTREAM A.4, DECISIONS 32); a people batch checks each pay by it. @example readFields(body, COMPENSATION_RULES); */
export const COMPENSATION_RULES: FieldRules = {
  rate: { kind: 'decimal', places: 2, min: 0, required: true },
  payment_unit: { kind: 'enum', values: PAYMENT_UNITS, required: true },
  flsa_status: { kind: 'enum', values: FLSA_STATUSES, required: true },
  effective_date: { kind: 'date' },
  adjust_for_minimum_wage: { kind: 'boolean' },
  minimum_wages: { kind: 'array' },
};

/** Hourly means paid by the hour and entitled to overtime. */
function isHourly(c: { payment_unit: string; flsa_status: string }): boolean {
  return c.payment_unit === 'Hour' && c.flsa_status === 'Nonexempt';
}

function checkTitle(service: DemoService, employeeUuid: string, title: string, self?: string): void {
  const clash = jobsOf(service.store, employeeUuid).some(
    (j) => j.uuid !== self && j.title.toLowerCase() === title.toLowerCase(),
  );
  if (clash)
    throw new ApiError(422, [
      invalidAttribute('title', 'Employee cannot have two jobs with the same title.'),
    ]);
}

/**
 * Checks the pay terms of a compensation (new or merged with an update): the minimum-wage
 * references must be minimum wages of the company's locations, and only hourly pay may be
 * adjusted for minimum wage; an employee with several jobs must stay hourly (SPEC §7).
 */
function checkPayTerms(
  service: DemoService,
  jobRecord: JobRecord,
  terms: {
    payment_unit: string;
    flsa_status: string;
    adjust_for_minimum_wage: boolean;
    minimumWageUuids: unknown;
  },
): string[] {
  const entries: ErrorEntry[] = [];
  const employee = service.store.employees.get(jobRecord.employeeUuid)!;
  const uuids: string[] = [];
  if (!Array.isArray(terms.minimumWageUuids)) {
    entries.push(invalidAttribute('minimum_wages', 'minimum_wages must be an array of { uuid }.'));
  } else {
    for (const item of terms.minimumWageUuids) {
      const uuid = typeof item === 'string' ? item : (item as { uuid?: unknown } | null)?.uuid;
      const wage = typeof uuid === 'string' ? findMinimumWage(service.store, uuid) : undefined;
      const location = wage
        ? [...service.store.locations.values()].find((l) => l.minimumWages.includes(wage))
        : undefined;
      if (!wage || location?.companyUuid !== employee.companyUuid) {
        entries.push(
          invalidAttribute(
            'minimum_wages',
            "Each minimum wage must be one of the company's location minimum wages.",
          ),
        );
        break;
      }
      uuids.push(uuid as string);
    }
  }
  if (terms.adjust_for_minimum_wage && !isHourly(terms)) {
    entries.push(
      invalidAttribute(
        'adjust_for_minimum_wage',
        'Only hourly, nonexempt pay can be adjusted for minimum wage.',
      ),
    );
  }
  if (terms.adjust_for_minimum_wage && uuids.length === 0 && entries.length === 0) {
    entries.push(invalidAttribute('minimum_wages', 'Name the minimum wages the rate is adjusted to.'));
  }
  if (!terms.adjust_for_minimum_wage && uuids.length > 0) {
    entries.push(invalidAttribute('minimum_wages', 'minimum_wages apply only with adjust_for_minimum_wage.'));
  }
  if (!isHourly(terms) && jobsOf(service.store, jobRecord.employeeUuid).length > 1) {
    throw invalidOperation('Only hourly employees can have multiple jobs.');
  }
  if (entries.length > 0) throw new ApiError(422, entries);
  return uuids;
}

/**
 * Adds a job to an employee with its first compensation (effective on the hire date; unpaid until
 * set, or the pay a people batch gives, DECISIONS 75): the job route's create, and a batch's job.
 *
 * @example
 * const job = insertJob(service, employee, { title: 'Cook', hire_date: '2026-06-01' });
 */
export function insertJob(
  service: DemoService,
  employee: EmployeeRecord,
  values: Record<string, unknown>,
  pay: { rate: string; payment_unit: string; flsa_status: string } = {
    rate: '0.00',
    payment_unit: 'Hour',
    flsa_status: 'Nonexempt',
  },
): JobRecord {
  const title = values.title as string;
  checkTitle(service, employee.uuid, title);
  const existing = jobsOf(service.store, employee.uuid);
  for (const other of existing) {
    const current = currentCompensation(service.store, other.uuid);
    if (current && !isHourly(current))
      throw invalidOperation('Only hourly employees can have multiple jobs.');
  }
  const record = insertRecord(service, service.store.jobs, {
    employeeUuid: employee.uuid,
    title,
    hire_date: values.hire_date as string,
    two_percent_shareholder: (values.two_percent_shareholder as boolean | undefined) ?? false,
    state_wc_covered: (values.state_wc_covered as boolean | null | undefined) ?? null,
    state_wc_class_code: (values.state_wc_class_code as string | null | undefined) ?? null,
    primary: existing.length === 0,
  });
  // Every job starts with one compensation effective on the hire date (UPSTREAM A.4); the
  // partner sets its pay with PUT /v1/compensations/{uuid}.
  insertRecord(service, service.store.compensations, {
    jobUuid: record.uuid,
    employeeUuid: employee.uuid,
    ...pay,
    effective_date: record.hire_date,
    adjust_for_minimum_wage: false,
    minimumWageUuids: [],
    processed: false,
  });
  service.store.employeeRevision++;
  // A job is part of the employee: its changes are the employee's (SPEC §6).
  service.emit('employee.updated', 'Employee', employee.uuid, employee.companyUuid);
  return record;
}

const findJob = employeeRecord((store) => store.jobs);

const jobResource = resourceRoutes({
  collection: '/v1/employees/{employee_id}/jobs',
  item: '/v1/jobs/{job_id}',
  scopes: scopesOf('jobs'),
  parent: employeeParent,
  find: findJob,
  view: (job: JobRecord, service: DemoService) => jobView(service.store, job, service.clock.today()),
  list: { rows: (employee, service) => jobsOf(service.store, employee.uuid), paged: false },
  create: {
    rules: JOB_RULES,
    insert: (values, employee, service) => insertJob(service, employee, values),
  },
  update: {
    rules: JOB_RULES,
    apply(record, values, service) {
      if (values.title === '') throw new ApiError(422, [invalidAttribute('title', "title can't be blank.")]);
      if (typeof values.title === 'string')
        checkTitle(service, record.employeeUuid, values.title, record.uuid);
      Object.assign(record, values);
      service.store.employeeRevision++;
      const employee = service.store.employees.get(record.employeeUuid)!;
      service.emit('employee.updated', 'Employee', employee.uuid, employee.companyUuid);
    },
  },
  remove: {
    remove(record, service) {
      const jobs = jobsOf(service.store, record.employeeUuid);
      if (record.primary && jobs.length > 1) {
        throw invalidOperation('The primary job cannot be deleted while the employee has other jobs.');
      }
      if (compensationsOf(service.store, record.uuid).some((c) => c.processed)) {
        throw invalidOperation('A job paid on a processed payroll cannot be deleted.');
      }
      for (const c of compensationsOf(service.store, record.uuid)) service.store.compensations.delete(c.uuid);
      service.store.jobs.delete(record.uuid);
      service.store.employeeRevision++;
    },
  },
});

/** The job's one compensation effective on a date (a second on that date is refused). */
function checkEffectiveDate(service: DemoService, jobUuid: string, effective: string, self?: string): void {
  if (
    compensationsOf(service.store, jobUuid).some((c) => c.uuid !== self && c.effective_date === effective)
  ) {
    throw new ApiError(422, [
      invalidAttribute('effective_date', 'The job already has a compensation effective on this date.'),
    ]);
  }
}

const compensationResource = resourceRoutes({
  collection: '/v1/jobs/{job_id}/compensations',
  item: '/v1/compensations/{compensation_id}',
  scopes: scopesOf('compensations'),
  parent: (service, { params, grant }) => findJob(service, params.job_id, grant, params),
  find: employeeRecord((store) => store.compensations),
  view: (record: CompensationRecord, service: DemoService) => compensationView(service.store, record),
  events: {
    entity: 'EmployeeJobCompensation',
    created: 'employee_job_compensation.created',
    updated: 'employee_job_compensation.updated',
    deleted: 'employee_job_compensation.destroyed',
    company: employeeCompany,
  },
  list: {
    rows(job, service, { query }) {
      const all = compensationsOf(service.store, job.uuid);
      const current = currentCompensation(service.store, job.uuid);
      return query.get('include') === 'all_compensations'
        ? all
        : all.filter((c) => c === current || c.effective_date > service.clock.today());
    },
    paged: false,
  },
  create: {
    rules: COMPENSATION_RULES,
    insert(values, job, service) {
      const effective = (values.effective_date as string | undefined) ?? job.hire_date;
      checkEffectiveDate(service, job.uuid, effective);
      const adjust = (values.adjust_for_minimum_wage as boolean | undefined) ?? false;
      const uuids = checkPayTerms(service, job, {
        payment_unit: values.payment_unit as string,
        flsa_status: values.flsa_status as string,
        adjust_for_minimum_wage: adjust,
        minimumWageUuids: values.minimum_wages ?? [],
      });
      const created = insertRecord(service, service.store.compensations, {
        jobUuid: job.uuid,
        employeeUuid: job.employeeUuid,
        rate: formatDecimal(values.rate as number, 2),
        payment_unit: values.payment_unit as string,
        flsa_status: values.flsa_status as string,
        effective_date: effective,
        adjust_for_minimum_wage: adjust,
        minimumWageUuids: uuids,
        processed: false,
      });
      service.store.employeeRevision++;
      return created;
    },
  },
  update: {
    rules: COMPENSATION_RULES,
    apply(record, values, service) {
      if (record.processed)
        throw invalidOperation('A compensation paid on a processed payroll cannot be changed.');
      const jobRecord = service.store.jobs.get(record.jobUuid)!;
      const effective = (values.effective_date as string | undefined) ?? record.effective_date;
      checkEffectiveDate(service, record.jobUuid, effective, record.uuid);
      const adjust =
        (values.adjust_for_minimum_wage as boolean | undefined) ?? record.adjust_for_minimum_wage;
      const uuids = checkPayTerms(service, jobRecord, {
        payment_unit: (values.payment_unit as string | undefined) ?? record.payment_unit,
        flsa_status: (values.flsa_status as string | undefined) ?? record.flsa_status,
        adjust_for_minimum_wage: adjust,
        minimumWageUuids: values.minimum_wages ?? (adjust ? record.minimumWageUuids : []),
      });
      if (values.rate !== undefined) record.rate = formatDecimal(values.rate as number, 2);
      if (values.payment_unit !== undefined) record.payment_unit = values.payment_unit as string;
      if (values.flsa_status !== undefined) record.flsa_status = values.flsa_status as string;
      record.effective_date = effective;
      record.adjust_for_minimum_wage = adjust;
      record.minimumWageUuids = uuids;
      service.store.employeeRevision++;
    },
  },
  remove: {
    remove(record, service) {
      if (record.processed)
        throw invalidOperation('A compensation paid on a processed payroll cannot be deleted.');
      if (compensationsOf(service.store, record.jobUuid).length === 1) {
        throw invalidOperation('A job needs at least one compensation.');
      }
      service.store.compensations.delete(record.uuid);
      service.store.employeeRevision++;
    },
  },
});

/** Job and compensation routes (UPSTREAM A.4). @example new Router(jobRoutes); */
export const jobRoutes: Route[] = [...jobResource, ...compensationResource];
