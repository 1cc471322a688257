import { pick } from '../pick';
import { isTerminatedOn } from '../employment/terminationState';
import { terminationView } from '../employment/views';
import type { DemoStore } from '../store';
import { versionOf } from '../version';
import type { EmployeeRecord } from './records';
import { jobsOf, jobView } from '../jobs/views';
import { optional } from '../optional';
import { garnishmentView } from '../garnishments/views';
import { onboardingDocumentsConfigView } from '../i9Verification/views';
import { employeeDepartment } from '../departments/departmentPeople';

/** @example employeeView(store, employee, service.clock.today()); */
export function employeeView(store: DemoStore, e: EmployeeRecord, today: string): Record<string, unknown> {
  const jobs = jobsOf(store, e.uuid).map((job) => jobView(store, job, today));
  // Who the employee is: updatable, and shown as stored.
  const person = pick(e, [
    'first_name',
    'last_name',
    'middle_initial',
    'preferred_first_name',
    'email',
    'work_email',
    'phone',
    'date_of_birth',
  ]);
  const updatable = {
    ...person,
    ssn: e.ssnRevision,
    two_percent_shareholder: e.two_percent_shareholder,
    jobs: jobs.map((j) => j.version),
  };
  const method = store.paymentMethods.get(e.uuid);
  const primary = jobs.find((j) => j.primary) ?? jobs[0];
  // A rehire still to start leaves the employee terminated on the termination it closed: listed
  // until the rehire takes effect, so the list and the page tell one status with its date.
  const rehire = store.rehires.get(e.uuid);
  const termination =
    store.terminations.get(e.uuid) ??
    (rehire && today < rehire.effective_date ? rehire.closedTermination : undefined);
  return {
    uuid: e.uuid,
    version: versionOf(updatable),
    company_uuid: e.companyUuid,
    ...person,
    // The SSN never leaves the service (SPEC §2.4: returned blank; presence in has_ssn).
    ssn: '',
    has_ssn: e.ssn !== null,
    two_percent_shareholder: e.two_percent_shareholder,
    onboarding_status: e.onboarding_status,
    onboarded: e.onboarding_status === 'onboarding_completed',
    terminated: isTerminatedOn(store, e.uuid, today),
    historical: false,
    current_employment_status: e.onboarding_status === 'onboarding_completed' ? 'full_time' : null,
    employee_code: e.uuid.slice(0, 6),
    payment_method: method?.type ?? 'Check',
    // The department the employee is in (UPSTREAM-2 J.6), none until one names them.
    department: employeeDepartment(store, e)?.title ?? null,
    department_uuid: employeeDepartment(store, e)?.uuid ?? null,
    manager_uuid: null,
    // Absent without a job: the upstream schema allows no null (DECISIONS 60).
    ...optional('title', primary?.title as string | null | undefined),
    ...optional('hired_at', primary?.hire_date as string | undefined),
    onboarding_documents_config: onboardingDocumentsConfigView(store, e.uuid),
    jobs,
    eligible_paid_time_off: [],
    terminations: termination ? [terminationView(termination, today)] : [],
    garnishments: store.garnishments.childrenOf(e.uuid).map((g) => garnishmentView(store, g)),
    created_at: e.createdAt,
  };
}
