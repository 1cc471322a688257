import type {
  AddressRecord,
  BankAccountRecord,
  CompensationRecord,
  EmployeeRecord,
  FederalTaxRecord,
  FormRecord,
  JobRecord,
  LocationRecord,
  MinimumWageRecord,
  PaymentMethodRecord,
  WorkAddressRecord,
} from './records';
import { isTerminatedOn } from './employment/terminationState';
import { garnishmentView, terminationView } from './employment/views';
import { money } from './rules/money';
import { isoDate } from './rules/formats';
import { questionsFor } from './rules/stateTaxQuestions';
import type { DemoStore } from './store';
import { versionOf } from './version';

/**
 * Wire shapes of the records (UPSTREAM A, B) and the derived state they share: the active
 * address of an effective-dated history, a job's current compensation, the tax states of an
 * employee. Versions are computed here, from updatable attributes and child versions only.
 */

/** The active one of an effective-dated history: latest effective_date on or before today. */
export function activeOf<T extends { effective_date: string; seq: number }>(
  items: T[],
  today: string,
): T | undefined {
  let best: T | undefined;
  for (const item of items) {
    if (item.effective_date > today) continue;
    if (
      !best ||
      item.effective_date > best.effective_date ||
      (item.effective_date === best.effective_date && item.seq > best.seq)
    )
      best = item;
  }
  return best;
}

/** @example homeAddressesOf(store, employeeUuid); */
export function homeAddressesOf(store: DemoStore, employeeUuid: string): AddressRecord[] {
  return store.homeAddresses.childrenOf(employeeUuid);
}

/** @example workAddressesOf(store, employeeUuid); */
export function workAddressesOf(store: DemoStore, employeeUuid: string): WorkAddressRecord[] {
  return store.workAddresses.childrenOf(employeeUuid);
}

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

/** States whose withholding questions apply: the work state, then the home state. */
export function taxStatesOf(
  store: DemoStore,
  employeeUuid: string,
  today: string,
): { state: string; isWorkState: boolean }[] {
  const states: { state: string; isWorkState: boolean }[] = [];
  const work = activeOf(workAddressesOf(store, employeeUuid), today);
  const location = work ? store.locations.get(work.location_uuid) : undefined;
  if (location) states.push({ state: location.state, isWorkState: true });
  const home = activeOf(homeAddressesOf(store, employeeUuid), today);
  if (home && !states.some((s) => s.state === home.state))
    states.push({ state: home.state, isWorkState: false });
  return states;
}

/** @example compensationView(store, compensation); */
export function compensationView(store: DemoStore, c: CompensationRecord): Record<string, unknown> {
  const updatable = {
    rate: c.rate,
    payment_unit: c.payment_unit,
    flsa_status: c.flsa_status,
    effective_date: c.effective_date,
    adjust_for_minimum_wage: c.adjust_for_minimum_wage,
    minimum_wages: c.minimumWageUuids,
  };
  const job = store.jobs.get(c.jobUuid);
  return {
    uuid: c.uuid,
    version: versionOf(updatable),
    job_uuid: c.jobUuid,
    employee_uuid: c.employeeUuid,
    rate: c.rate,
    payment_unit: c.payment_unit,
    flsa_status: c.flsa_status,
    effective_date: c.effective_date,
    title: job?.title ?? null,
    adjust_for_minimum_wage: c.adjust_for_minimum_wage,
    minimum_wages: c.minimumWageUuids.map((uuid) => {
      const wage = findMinimumWage(store, uuid);
      return { uuid, wage: wage?.wage ?? null, effective_date: wage?.effective_date ?? null };
    }),
  };
}

/** @example findMinimumWage(store, uuid)?.wage; */
export function findMinimumWage(store: DemoStore, uuid: string) {
  for (const location of store.locations.values()) {
    const wage = location.minimumWages.find((w) => w.uuid === uuid);
    if (wage) return wage;
  }
  return undefined;
}

/** @example jobView(store, job, todayOf(clock.now())); */
export function jobView(store: DemoStore, job: JobRecord, today: string): Record<string, unknown> {
  const compensations = compensationsOf(store, job.uuid).map((c) => compensationView(store, c));
  const current = currentCompensation(store, job.uuid);
  const updatable = {
    title: job.title,
    hire_date: job.hire_date,
    two_percent_shareholder: job.two_percent_shareholder,
    state_wc_covered: job.state_wc_covered,
    state_wc_class_code: job.state_wc_class_code,
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
    two_percent_shareholder: job.two_percent_shareholder,
    state_wc_covered: job.state_wc_covered,
    state_wc_class_code: job.state_wc_class_code,
    // The job's work location is the employee's work address in force; the upstream schema
    // has no null here, so without one the field is left out (DECISIONS 60).
    ...optional('location_uuid', activeOf(workAddressesOf(store, job.employeeUuid), today)?.location_uuid),
    compensations,
  };
}

/** @example employeeView(store, employee, todayOf(clock.now())); */
export function employeeView(store: DemoStore, e: EmployeeRecord, today: string): Record<string, unknown> {
  const jobs = jobsOf(store, e.uuid).map((job) => jobView(store, job, today));
  const updatable = {
    first_name: e.first_name,
    last_name: e.last_name,
    middle_initial: e.middle_initial,
    preferred_first_name: e.preferred_first_name,
    email: e.email,
    work_email: e.work_email,
    phone: e.phone,
    date_of_birth: e.date_of_birth,
    ssn: e.ssnRevision,
    two_percent_shareholder: e.two_percent_shareholder,
    jobs: jobs.map((j) => j.version),
  };
  const method = store.paymentMethods.get(e.uuid);
  const primary = jobs.find((j) => j.primary) ?? jobs[0];
  const termination = store.terminations.get(e.uuid);
  return {
    uuid: e.uuid,
    version: versionOf(updatable),
    company_uuid: e.companyUuid,
    first_name: e.first_name,
    last_name: e.last_name,
    middle_initial: e.middle_initial,
    preferred_first_name: e.preferred_first_name,
    email: e.email,
    work_email: e.work_email,
    phone: e.phone,
    date_of_birth: e.date_of_birth,
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
    department: null,
    department_uuid: null,
    manager_uuid: null,
    // Absent without a job: the upstream schema allows no null (DECISIONS 60).
    ...optional('title', primary?.title as string | null | undefined),
    ...optional('hired_at', primary?.hire_date as string | undefined),
    onboarding_documents_config: { uuid: null, i9_document: false },
    jobs,
    eligible_paid_time_off: [],
    terminations: termination ? [terminationView(termination, today)] : [],
    garnishments: store.garnishments.childrenOf(e.uuid).map((g) => garnishmentView(store, g)),
    created_at: e.createdAt,
  };
}

/** @example homeAddressView(address, today); */
export function homeAddressView(a: AddressRecord, active: boolean): Record<string, unknown> {
  const updatable = {
    street_1: a.street_1,
    street_2: a.street_2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    effective_date: a.effective_date,
    courtesy_withholding: a.courtesy_withholding,
  };
  return {
    uuid: a.uuid,
    version: versionOf(updatable),
    employee_uuid: a.employeeUuid,
    ...updatable,
    country: a.country,
    active,
  };
}

/** @example workAddressView(store, address, true); */
export function workAddressView(
  store: DemoStore,
  a: WorkAddressRecord,
  active: boolean,
): Record<string, unknown> {
  const location = store.locations.get(a.location_uuid);
  return {
    uuid: a.uuid,
    version: versionOf({ location_uuid: a.location_uuid, effective_date: a.effective_date }),
    employee_uuid: a.employeeUuid,
    location_uuid: a.location_uuid,
    effective_date: a.effective_date,
    active,
    street_1: location?.street_1 ?? null,
    street_2: location?.street_2 ?? null,
    city: location?.city ?? null,
    state: location?.state ?? null,
    zip: location?.zip ?? null,
    country: location?.country ?? 'USA',
  };
}

/** @example locationView(location); */
export function locationView(l: LocationRecord): Record<string, unknown> {
  const updatable = {
    phone_number: l.phone_number,
    street_1: l.street_1,
    street_2: l.street_2,
    city: l.city,
    state: l.state,
    zip: l.zip,
    country: l.country,
    mailing_address: l.mailing_address,
    filing_address: l.filing_address,
  };
  return {
    uuid: l.uuid,
    version: versionOf(updatable),
    company_uuid: l.companyUuid,
    ...updatable,
    created_at: l.createdAt,
    updated_at: l.updatedAt,
    active: l.active,
    inactive: !l.active,
  };
}

/** @example location.minimumWages.map(minimumWageView); */
export function minimumWageView(w: MinimumWageRecord): Record<string, unknown> {
  const { notes, ...shown } = w;
  // Without notes the field is left out: the upstream schema allows no null (DECISIONS 60).
  return { ...shown, ...optional('notes', notes) };
}

/**
 * The upstream's integer ids are the employee's creation number and the company's position in
 * creation order: stable for the life of the service (DECISIONS 60).
 *
 * @example federalTaxView(store, record);
 */
export function federalTaxView(store: DemoStore, f: FederalTaxRecord): Record<string, unknown> {
  const updatable = {
    filing_status: f.filing_status,
    extra_withholding: f.extra_withholding,
    two_jobs: f.two_jobs,
    dependents_amount: f.dependents_amount,
    other_income: f.other_income,
    deductions: f.deductions,
  };
  const employee = store.employees.get(f.employeeUuid);
  return {
    version: versionOf(updatable),
    employee_uuid: f.employeeUuid,
    employee_id: employee?.seq,
    company_id: employee ? [...store.companies.keys()].indexOf(employee.companyUuid) + 1 : undefined,
    w4_data_type: 'rev_2020_w4',
    filing_status: f.filing_status,
    two_jobs: f.two_jobs,
    // Money as decimal strings even though the request sends numbers (UPSTREAM A.5).
    extra_withholding: money(f.extra_withholding),
    dependents_amount: money(f.dependents_amount),
    other_income: money(f.other_income),
    deductions: money(f.deductions),
  };
}

/** @example stateTaxesView(store, employee, today); */
export function stateTaxesView(
  store: DemoStore,
  e: EmployeeRecord,
  today: string,
): Record<string, unknown>[] {
  const answers = store.stateTaxAnswers.get(e.uuid);
  return taxStatesOf(store, e.uuid, today).map(({ state, isWorkState }) => ({
    employee_uuid: e.uuid,
    state,
    is_work_state: isWorkState,
    file_new_hire_report: (answers?.get(state)?.get('file_new_hire_report') as boolean | undefined) ?? null,
    questions: questionsFor(state).map((q) => {
      const value = answers?.get(state)?.get(q.key);
      return {
        label: q.label,
        description: q.description,
        key: q.key,
        is_question_for_admin_only: q.is_question_for_admin_only,
        input_question_format: { type: q.type, ...(q.options ? { options: q.options } : {}) },
        answers: value === undefined ? [] : [{ value, valid_from: '2010-01-01', valid_up_to: null }],
      };
    }),
  }));
}

/** @example bankAccountView(account); */
export function bankAccountView(b: BankAccountRecord): Record<string, unknown> {
  return {
    uuid: b.uuid,
    employee_uuid: b.employeeUuid,
    name: b.name,
    account_type: b.account_type,
    routing_number: b.routing_number,
    hidden_account_number: `XXXX${b.account_number.slice(-4)}`,
  };
}

/** @example paymentMethodView(store, method); */
export function paymentMethodView(store: DemoStore, p: PaymentMethodRecord): Record<string, unknown> {
  const splits = [...p.splits]
    .sort((a, b) => a.priority - b.priority)
    .map((s) => {
      const account = store.bankAccounts.get(s.bankAccountUuid);
      return {
        uuid: s.bankAccountUuid,
        name: account?.name ?? null,
        hidden_account_number: account ? `XXXX${account.account_number.slice(-4)}` : null,
        priority: s.priority,
        split_amount: s.split_amount,
      };
    });
  return {
    version: versionOf({
      type: p.type,
      split_by: p.split_by,
      splits: splits.map((s) => [s.uuid, s.priority, s.split_amount]),
    }),
    type: p.type,
    split_by: p.split_by,
    splits,
  };
}

/** @example formView(form); */
export function formView(f: FormRecord): Record<string, unknown> {
  return {
    uuid: f.uuid,
    name: f.name,
    title: f.title,
    description: f.description,
    draft: false,
    year: f.year,
    quarter: null,
    requires_signing: f.requires_signing,
    document_content_type: 'application/pdf',
  };
}

/**
 * `{ [key]: value }`, or nothing when there is no value: for fields the upstream schema lets be
 * absent but not `null` (DECISIONS 60).
 *
 * @example
 * ({ uuid, ...optional('title', job?.title) });
 */
export function optional<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** Today's date on the service clock. @example todayOf(new Date()); */
export function todayOf(now: Date): string {
  return isoDate(now);
}
