import { ApiError, invalidOperation, invalidParameter } from '../errors';
import { type FieldRules, readFields } from '../fields';
import { compareBy, parseSortBy } from '../pagination';
import { queryFlag } from '../queryFlag';
import { assignFields, bodyReader, companyParent, resourceRoutes, scopesOf } from '../resource';
import { isDate, isEmail, isPhone, isSsn } from '../formats/formats';
import type { DemoService, Route, RouteRequest } from '../service';
import type { DemoStore } from '../store';
import { isTerminatedOn } from '../employment/terminationState';
import { portalInvitationInclude } from '../portalInvitations/portalInvitationInclude';
import { requireSelfOnboardingEmail } from '../selfOnboarding/selfOnboardingMoves';
import type { EmployeeRecord } from './records';
import { employeeView } from './views';

const EMPLOYEE_SORT_FIELDS = ['name', 'last_name', 'first_name', 'created_at', 'onboarding_status'] as const;

const ssnCheck = (v: string) => (isSsn(v) ? undefined : 'ssn must be 9 digits without dashes.');
const emailCheck = (v: string) => (isEmail(v) ? undefined : 'is not a valid email address.');
const initialCheck = (v: string) => (v.length <= 1 ? undefined : 'middle_initial must be one character.');
/** A date of birth is a real past date: a future one is a typo the payroll must not keep. */
const dobCheck = (today: string) => (v: string) =>
  !isDate(v) || v < '1900-01-01'
    ? 'date_of_birth must be a date (YYYY-MM-DD).'
    : v > today
      ? 'date_of_birth cannot be in the future.'
      : undefined;
const nameCheck = (v: string) => (v.length <= 100 ? undefined : 'is too long (100 characters at most).');

/**
 * Body of `POST /v1/companies/{id}/employees` (UPSTREAM A.1), checked against today's date; a
 * people batch checks each person by the same rules (DECISIONS 75).
 *
 * @example
 * const values = readFields(body, employeeCreateRules(service.clock.today()));
 */
export const employeeCreateRules = (today: string) =>
  ({
    first_name: { kind: 'string', required: true, check: nameCheck },
    last_name: { kind: 'string', required: true, check: nameCheck },
    middle_initial: { kind: 'string', nullable: true, emptyAsNull: true, check: initialCheck },
    preferred_first_name: { kind: 'string', nullable: true, emptyAsNull: true, check: nameCheck },
    email: { kind: 'string', nullable: true, emptyAsNull: true, check: emailCheck },
    work_email: { kind: 'string', nullable: true, emptyAsNull: true, check: emailCheck },
    phone: {
      kind: 'string',
      nullable: true,
      emptyAsNull: true,
      check: (v) => (isPhone(v) ? undefined : 'phone must be 10 digits.'),
    },
    date_of_birth: { kind: 'string', nullable: true, emptyAsNull: true, check: dobCheck(today) },
    ssn: { kind: 'string', check: ssnCheck },
    self_onboarding: { kind: 'boolean' },
  }) satisfies FieldRules;

/** Body of `PUT /v1/employees/{id}`: the updatable fields, all optional (delta). */
const updateRules = (today: string) => {
  const { self_onboarding: _selfOnboarding, ...rules } = employeeCreateRules(today);
  return { ...rules, two_percent_shareholder: { kind: 'boolean' } } satisfies FieldRules;
};

/**
 * Employees sorted for a listing, cached per (sort, revision): a 5,000-row company sorts once per
 * change, not per request.
 */
const sortedCache = new WeakMap<DemoStore, { revision: number; views: Map<string, EmployeeRecord[]> }>();

function sortedEmployees(store: DemoStore, companyUuid: string, sortBy: string | null): EmployeeRecord[] {
  let cache = sortedCache.get(store);
  if (!cache || cache.revision !== store.employeeRevision) {
    cache = { revision: store.employeeRevision, views: new Map() };
    sortedCache.set(store, cache);
  }
  const key = `${companyUuid}|${sortBy ?? ''}`;
  const hit = cache.views.get(key);
  if (hit) return hit;
  const clauses = parseSortBy(sortBy, EMPLOYEE_SORT_FIELDS);
  const rows = [...store.employees.values()].filter((e) => e.companyUuid === companyUuid);
  const expanded = clauses.flatMap((c) =>
    c.field === 'name'
      ? [
          { field: 'last_name', direction: c.direction },
          { field: 'first_name', direction: c.direction },
        ]
      : [c],
  );
  rows.sort(
    compareBy<EmployeeRecord>(
      expanded,
      (e, field) =>
        field === 'last_name'
          ? e.sortLast
          : field === 'first_name'
            ? e.sortFirst
            : field === 'created_at'
              ? e.seq
              : e.onboarding_status,
      (a, b) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0),
    ),
  );
  if (clauses.length === 0) rows.sort((a, b) => a.seq - b.seq);
  cache.views.set(key, rows);
  return rows;
}

/** Lower-cased code-point sort key (DECISIONS 35). @example sortKey('Émile'); */
export function sortKey(text: string): string {
  return text.toLowerCase();
}

/**
 * Creates an employee with its default records (federal W-4, payment method, forms). Shared by
 * the route and the seed.
 *
 * @example
 * const employee = insertEmployee(service, companyUuid, { first_name: 'Ada', last_name: 'Lovelace' });
 */
export function insertEmployee(
  service: DemoService,
  companyUuid: string,
  values: Record<string, unknown>,
  uuid = service.ids(),
  ids: () => string = service.ids,
): EmployeeRecord {
  const { store } = service;
  const now = service.nowIso();
  const employee: EmployeeRecord = {
    uuid,
    companyUuid,
    first_name: values.first_name as string,
    last_name: values.last_name as string,
    middle_initial: (values.middle_initial as string | null | undefined) || null,
    preferred_first_name: (values.preferred_first_name as string | null | undefined) || null,
    email: (values.email as string | null | undefined) || null,
    work_email: (values.work_email as string | null | undefined) || null,
    phone: (values.phone as string | null | undefined) || null,
    date_of_birth: (values.date_of_birth as string | null | undefined) || null,
    ssn: (values.ssn as string | undefined) || null,
    ssnRevision: 0,
    two_percent_shareholder: false,
    onboarding_status:
      values.self_onboarding === true ? 'self_onboarding_pending_invite' : 'admin_onboarding_incomplete',
    createdAt: now,
    paymentMethodChosen: false,
    sortLast: sortKey(values.last_name as string),
    sortFirst: sortKey(values.first_name as string),
    seq: store.nextSeq(),
  };
  store.employees.set(uuid, employee);
  store.employeeRevision++;
  store.federalTaxes.set(uuid, {
    employeeUuid: uuid,
    filing_status: null,
    extra_withholding: 0,
    two_jobs: null,
    dependents_amount: 0,
    other_income: 0,
    deductions: 0,
  });
  store.paymentMethods.set(uuid, { employeeUuid: uuid, type: 'Check', split_by: null, splits: [] });
  const year = service.clock.now().getUTCFullYear();
  for (const form of [
    {
      name: 'US_W-4',
      title: `Form W-4 (${year})`,
      description: "Employee's Withholding Certificate",
      requires_signing: true,
    },
    {
      name: 'employee_pay_notice',
      title: 'Pay rate notice',
      description: "Notice of pay rate and payday; for the employee's records.",
      requires_signing: false,
    },
  ]) {
    const formUuid = ids();
    store.forms.set(formUuid, {
      uuid: formUuid,
      employeeUuid: uuid,
      ...form,
      year,
      signedAt: null,
      signature_text: null,
      signed_by_ip_address: null,
      seq: store.nextSeq(),
    });
  }
  return employee;
}

/**
 * The list's rows (UPSTREAM A.1): `search_term` (never with `sort_by`), `onboarded` and
 * `terminated` filters over the company's employees in the cached order of `sort_by`.
 */
function listRows(
  company: { uuid: string },
  service: DemoService,
  { query }: RouteRequest,
): EmployeeRecord[] {
  const sortBy = query.get('sort_by');
  const searchTerm = query.get('search_term');
  if (searchTerm !== null && sortBy !== null) {
    throw new ApiError(422, [invalidParameter('sort_by', 'sort_by cannot be combined with search_term.')]);
  }
  const onboarded = queryFlag(query, 'onboarded');
  const terminated = queryFlag(query, 'terminated');
  const day = service.clock.today();
  let rows = sortedEmployees(service.store, company.uuid, sortBy).filter(
    (e) =>
      (onboarded === undefined || (e.onboarding_status === 'onboarding_completed') === onboarded) &&
      (terminated === undefined || isTerminatedOn(service.store, e.uuid, day) === terminated),
  );
  if (searchTerm !== null) {
    const needle = searchTerm.trim().toLowerCase();
    rows = rows.filter(
      (e) =>
        `${e.sortFirst} ${e.sortLast}`.includes(needle) ||
        (e.preferred_first_name ?? '').toLowerCase().includes(needle),
    );
  }
  return rows;
}

const view = (employee: EmployeeRecord, service: DemoService) =>
  employeeView(service.store, employee, service.clock.today());
/** `include=portal_invitations` on the list and the show (UPSTREAM-3 L.3). */
const portal = portalInvitationInclude(view);

/** Employee routes (UPSTREAM A.1). @example new Router(employeeRoutes); */
export const employeeRoutes: Route[] = resourceRoutes({
  collection: '/v1/companies/{company_id}/employees',
  item: '/v1/employees/{employee_id}',
  scopes: scopesOf('employees'),
  parent: companyParent,
  find: (service, uuid, grant) => service.employee(uuid, grant),
  view,
  events: {
    entity: 'Employee',
    created: 'employee.created',
    deleted: 'employee.deleted',
    company: (employee) => employee.companyUuid,
  },
  // The sort is cached per change, so the rows come ordered (a 5,000-row company sorts once).
  list: { rows: listRows, ordered: true, ...portal.list },
  show: portal.show,
  create: {
    rules: bodyReader((body, service) => readFields(body, employeeCreateRules(service.clock.today()))),
    insert(values, company, service) {
      requireSelfOnboardingEmail(values);
      return insertEmployee(service, company.uuid, values);
    },
  },
  update: {
    rules: bodyReader((body, service) =>
      readFields(body, updateRules(service.clock.today()), { partial: true }),
    ),
    apply(employee, { ssn, ...values }, service) {
      const today = service.clock.today();
      const before = JSON.stringify(employeeView(service.store, employee, today));
      if (ssn !== undefined) {
        if (ssn !== employee.ssn) employee.ssnRevision++;
        employee.ssn = ssn || null;
      }
      assignFields(employee, values);
      employee.sortLast = sortKey(employee.last_name);
      employee.sortFirst = sortKey(employee.first_name);
      service.store.employeeRevision++;
      // Only a change the view shows is an update (a PUT of the same values emits nothing).
      if (JSON.stringify(employeeView(service.store, employee, today)) !== before)
        service.emit('employee.updated', 'Employee', employee.uuid, employee.companyUuid);
    },
  },
  remove: {
    remove(employee, service) {
      if (employee.onboarding_status === 'onboarding_completed') {
        throw invalidOperation('Cannot delete an onboarded employee.');
      }
      if (
        [...service.store.payrolls.values()].some(
          (p) => p.processed && p.entries.some((e) => e.employeeUuid === employee.uuid),
        )
      ) {
        throw invalidOperation('Cannot delete an employee who has been paid.');
      }
      removeEmployee(service.store, employee.uuid);
    },
  },
});

function removeEmployee(store: DemoStore, uuid: string): void {
  store.employees.delete(uuid);
  store.employeeRevision++;
  for (const map of [
    store.homeAddresses,
    store.workAddresses,
    store.jobs,
    store.compensations,
    store.bankAccounts,
    store.forms,
  ]) {
    for (const [key, value] of map)
      if ((value as { employeeUuid: string }).employeeUuid === uuid) map.delete(key);
  }
  store.federalTaxes.delete(uuid);
  store.stateTaxAnswers.delete(uuid);
  store.paymentMethods.delete(uuid);
  for (const payroll of store.payrolls.values()) {
    if (!payroll.processed) payroll.entries = payroll.entries.filter((e) => e.employeeUuid !== uuid);
  }
  for (const policy of store.timeOffPolicies.values()) policy.balances.delete(uuid);
}
