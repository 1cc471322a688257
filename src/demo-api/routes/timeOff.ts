import {
  ApiError,
  type ErrorEntry,
  invalidAttribute,
  invalidOperation,
  invalidParameter,
  missingParameter,
  notFound,
} from '../errors';
import { type FieldRules, readFields, requireCurrentVersion } from '../fields';
import { compareBy, paginate, parseSortBy, readPage } from '../pagination';
import type { TimeOffPolicyRecord, TimeOffRequestRecord } from '../records';
import { isDate } from '../rules/formats';
import { formatDecimal, hours, hoursText } from '../rules/money';
import type { DemoService, Route, TokenGrant } from '../service';
import { versionOf } from '../version';
import { jobsOf } from '../views';

/** UPSTREAM D.1. */
export const ACCRUAL_METHODS = [
  'unlimited',
  'per_pay_period',
  'per_calendar_year',
  'per_anniversary_year',
  'per_hour_worked',
  'per_hour_worked_no_overtime',
  'per_hour_paid',
  'per_hour_paid_no_overtime',
] as const;
/** SPEC §4 and DECISIONS 15. */
export const REQUEST_STATUSES = ['pending', 'approved', 'declined', 'consumed'] as const;

const decimalText = (places: number) => ({ kind: 'decimal' as const, places, min: 0, nullable: true });

const POLICY_RULES: FieldRules = {
  name: { kind: 'string', required: true },
  policy_type: { kind: 'enum', values: ['vacation', 'sick'], required: true },
  accrual_method: { kind: 'enum', values: ACCRUAL_METHODS, required: true },
  accrual_rate: decimalText(4),
  accrual_rate_unit: decimalText(3),
  paid_out_on_termination: { kind: 'boolean' },
  accrual_waiting_period_days: { kind: 'integer', min: 0, max: 3650, nullable: true },
  carryover_limit_hours: decimalText(3),
  max_accrual_hours_per_year: decimalText(3),
  max_hours: decimalText(3),
  policy_reset_date: {
    kind: 'string',
    nullable: true,
    check: (v) =>
      /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(v) ? undefined : 'policy_reset_date must be MM-DD.',
  },
  complete: { kind: 'boolean' },
};

/** Hours fields are kept as decimal text of the policy. */
const TEXT_FIELDS: Record<string, number> = {
  accrual_rate: 4,
  accrual_rate_unit: 3,
  carryover_limit_hours: 3,
  max_accrual_hours_per_year: 3,
  max_hours: 3,
};

/** @example policyView(policy); */
export function policyView(p: TimeOffPolicyRecord): Record<string, unknown> {
  const updatable = {
    name: p.name,
    accrual_method: p.accrual_method,
    accrual_rate: p.accrual_rate,
    accrual_rate_unit: p.accrual_rate_unit,
    paid_out_on_termination: p.paid_out_on_termination,
    accrual_waiting_period_days: p.accrual_waiting_period_days,
    carryover_limit_hours: p.carryover_limit_hours,
    max_accrual_hours_per_year: p.max_accrual_hours_per_year,
    max_hours: p.max_hours,
    policy_reset_date: p.policy_reset_date,
    complete: p.complete,
  };
  return {
    uuid: p.uuid,
    company_uuid: p.companyUuid,
    policy_type: p.policy_type,
    ...updatable,
    // UPSTREAM D.1: an inactive policy has no version (it can no longer be updated).
    version: p.is_active ? versionOf([updatable, [...p.balances]]) : null,
    is_active: p.is_active,
    employees: [...p.balances].map(([uuid, balance]) => ({ uuid, balance: hoursText(balance) })),
  };
}

/** @example requestView(service, request); */
export function requestView(service: DemoService, r: TimeOffRequestRecord): Record<string, unknown> {
  const employee = service.store.employees.get(r.employeeUuid);
  const policy = service.store.timeOffPolicies.get(r.policyUuid);
  return {
    uuid: r.uuid,
    status: r.status,
    employee_note: r.employee_note,
    employer_note: r.employer_note,
    policy_uuid: r.policyUuid,
    policy_type: policy?.policy_type ?? null,
    start_date: r.start_date,
    end_date: r.end_date,
    days: Object.fromEntries(Object.entries(r.days).map(([d, h]) => [d, hoursText(h)])),
    employee: {
      uuid: r.employeeUuid,
      full_name: employee ? `${employee.first_name} ${employee.last_name}` : null,
    },
    initiator: null,
    approver: r.approverUuid ? { uuid: r.approverUuid, full_name: 'Company Admin' } : null,
  };
}

/** Unlimited policies take no accrual settings (SPEC §7). */
function checkUnlimited(method: string, values: Record<string, unknown>): void {
  if (method !== 'unlimited') return;
  const entries = ['accrual_rate', 'carryover_limit_hours', 'max_accrual_hours_per_year', 'max_hours']
    .filter((key) => values[key] !== undefined && values[key] !== null)
    .map((key) => invalidAttribute(key, `${key} must be blank for an unlimited policy.`));
  if (entries.length > 0) throw new ApiError(422, entries);
}

function policy(service: DemoService, uuid: string | undefined, grant: TokenGrant): TimeOffPolicyRecord {
  const record = uuid ? service.store.timeOffPolicies.get(uuid) : undefined;
  if (!record) throw notFound();
  service.company(record.companyUuid, grant);
  return record;
}

function request(service: DemoService, uuid: string | undefined, grant: TokenGrant): TimeOffRequestRecord {
  const record = uuid ? service.store.timeOffRequests.get(uuid) : undefined;
  if (!record) throw notFound();
  service.company(record.companyUuid, grant);
  return record;
}

/** `employees: [{ uuid, balance? }]`, non-empty, every uuid an employee of the company. */
function readEmployees(
  service: DemoService,
  companyUuid: string,
  body: Record<string, unknown>,
  balanceRequired: boolean,
  needsJob: boolean,
) {
  const values = readFields(body, { employees: { kind: 'array', required: true } });
  const list = values.employees as unknown[];
  if (list.length === 0) throw new ApiError(422, [invalidAttribute('employees', 'Employees are required.')]);
  const entries: ErrorEntry[] = [];
  const out: { uuid: string; balance: number | null }[] = [];
  list.forEach((item, idx) => {
    const data = (item && typeof item === 'object' ? item : {}) as { uuid?: unknown; balance?: unknown };
    const errors: ErrorEntry[] = [];
    const employee = typeof data.uuid === 'string' ? service.store.employees.get(data.uuid) : undefined;
    if (!employee || employee.companyUuid !== companyUuid)
      errors.push(invalidAttribute('uuid', 'Not an employee of the company.'));
    else if (needsJob && jobsOf(service.store, employee.uuid).length === 0)
      errors.push(invalidAttribute('uuid', 'The employee needs a job first.'));
    let balance: number | null = null;
    if (data.balance === undefined || data.balance === null) {
      if (balanceRequired) errors.push(missingParameter('balance'));
    } else {
      const parsed =
        typeof data.balance === 'string' || typeof data.balance === 'number'
          ? hours(String(data.balance))
          : undefined;
      if (parsed === undefined)
        errors.push(invalidAttribute('balance', 'balance must be a number of hours.'));
      else balance = parsed;
    }
    if (errors.length > 0) {
      entries.push({
        error_key: 'employees',
        category: 'nested_errors',
        idx,
        metadata: typeof data.uuid === 'string' ? { entity_type: 'Employee', entity_uuid: data.uuid } : {},
        errors,
      });
    } else out.push({ uuid: employee!.uuid, balance });
  });
  if (entries.length > 0) throw new ApiError(422, entries);
  return out;
}

/** Time-off policy and request routes (UPSTREAM D; DECISIONS 15). @example new Router(timeOffRoutes); */
export const timeOffRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/companies/{company_id}/time_off_policies',
    auth: 'company',
    scope: 'time_off_policies:read',
    handle({ params, query, grant }, service) {
      const company = service.company(params.company_id, grant);
      const page = readPage(query);
      const clauses = parseSortBy(query.get('sort_by'), ['created_at']);
      const rows = service.store.children(
        service.store.timeOffPolicies,
        (p) => p.companyUuid === company.uuid,
      );
      rows.sort(
        compareBy<TimeOffPolicyRecord>(
          clauses,
          (p) => p.createdAt,
          (a, b) => a.seq - b.seq,
        ),
      );
      const { items, headers } = paginate(rows, page);
      return { status: 200, body: items.map(policyView), headers };
    },
  },
  {
    method: 'POST',
    path: '/v1/companies/{company_id}/time_off_policies',
    auth: 'company',
    scope: 'time_off_policies:write',
    creates: true,
    handle({ params, body, grant }, service) {
      const company = service.company(params.company_id, grant);
      const values = readFields(body, POLICY_RULES);
      checkUnlimited(values.accrual_method as string, values);
      const record: TimeOffPolicyRecord = {
        uuid: service.ids(),
        companyUuid: company.uuid,
        name: values.name as string,
        policy_type: values.policy_type as string,
        accrual_method: values.accrual_method as string,
        accrual_rate: null,
        accrual_rate_unit: null,
        paid_out_on_termination: (values.paid_out_on_termination as boolean | undefined) ?? false,
        accrual_waiting_period_days:
          (values.accrual_waiting_period_days as number | null | undefined) ?? null,
        carryover_limit_hours: null,
        max_accrual_hours_per_year: null,
        max_hours: null,
        policy_reset_date: (values.policy_reset_date as string | null | undefined) ?? null,
        complete: (values.complete as boolean | undefined) ?? true,
        is_active: true,
        balances: new Map(),
        activities: [],
        createdAt: service.nowIso(),
        seq: service.store.nextSeq(),
      };
      for (const [key, places] of Object.entries(TEXT_FIELDS)) {
        if (typeof values[key] === 'number')
          (record as unknown as Record<string, unknown>)[key] = formatDecimal(values[key] as number, places);
      }
      service.store.timeOffPolicies.set(record.uuid, record);
      return { status: 201, body: policyView(record) };
    },
  },
  {
    method: 'GET',
    path: '/v1/time_off_policies/{time_off_policy_id}',
    auth: 'company',
    scope: 'time_off_policies:read',
    handle({ params, grant }, service) {
      return { status: 200, body: policyView(policy(service, params.time_off_policy_id, grant)) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/time_off_policies/{time_off_policy_id}',
    auth: 'company',
    scope: 'time_off_policies:write',
    handle({ params, body, grant }, service) {
      const record = policy(service, params.time_off_policy_id, grant);
      if (!record.is_active) throw invalidOperation('An inactive policy cannot be updated.');
      requireCurrentVersion(body, policyView(record).version);
      const rules = { ...POLICY_RULES };
      delete rules.policy_type;
      const values = readFields(body, rules, { partial: true });
      const method = (values.accrual_method as string | undefined) ?? record.accrual_method;
      checkUnlimited(method, {
        ...Object.fromEntries(
          Object.keys(TEXT_FIELDS).map((k) => [k, (record as unknown as Record<string, unknown>)[k]]),
        ),
        ...values,
      });
      for (const [key, value] of Object.entries(values)) {
        const places = TEXT_FIELDS[key];
        (record as unknown as Record<string, unknown>)[key] =
          places !== undefined && typeof value === 'number' ? formatDecimal(value, places) : value;
      }
      return { status: 200, body: policyView(record) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/time_off_policies/{time_off_policy_id}/add_employees',
    auth: 'company',
    scope: 'time_off_policies:write',
    handle({ params, body, grant }, service) {
      const record = policy(service, params.time_off_policy_id, grant);
      if (!record.is_active) throw invalidOperation('An inactive policy cannot take employees.');
      for (const { uuid, balance } of readEmployees(service, record.companyUuid, body, false, true)) {
        record.balances.set(uuid, balance ?? record.balances.get(uuid) ?? 0);
      }
      return { status: 200, body: policyView(record) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/time_off_policies/{time_off_policy_id}/remove_employees',
    auth: 'company',
    scope: 'time_off_policies:write',
    handle({ params, body, grant }, service) {
      const record = policy(service, params.time_off_policy_id, grant);
      for (const { uuid } of readEmployees(service, record.companyUuid, body, false, false))
        record.balances.delete(uuid);
      return { status: 200, body: policyView(record) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/time_off_policies/{time_off_policy_id}/balance',
    auth: 'company',
    scope: 'time_off_policies:write',
    handle({ params, body, grant }, service) {
      const record = policy(service, params.time_off_policy_id, grant);
      if (record.accrual_method === 'unlimited')
        throw invalidOperation('An unlimited policy has no balances to adjust.');
      const updates = readEmployees(service, record.companyUuid, body, true, false);
      const outside = updates.filter((u) => !record.balances.has(u.uuid));
      if (outside.length > 0)
        throw new ApiError(422, [invalidAttribute('employees', 'Every employee must be on the policy.')]);
      for (const { uuid, balance } of updates) record.balances.set(uuid, balance!);
      return { status: 200, body: policyView(record) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/time_off_policies/{time_off_policy_id}/deactivate',
    auth: 'company',
    scope: 'time_off_policies:write',
    handle({ params, grant }, service) {
      const record = policy(service, params.time_off_policy_id, grant);
      const pending = [...service.store.timeOffRequests.values()].some(
        (r) => r.policyUuid === record.uuid && r.status === 'pending',
      );
      if (pending) throw invalidOperation('The policy has pending time off requests.', 'time_off_policy');
      record.is_active = false;
      return { status: 200, body: policyView(record) };
    },
  },
  {
    method: 'GET',
    path: '/v1/companies/{company_id}/time_off/requests',
    auth: 'company',
    scope: 'time_off_requests:read',
    handle({ params, query, grant }, service) {
      const company = service.company(params.company_id, grant);
      const statuses = query.get('status')?.split(',');
      if (statuses && !statuses.every((s) => (REQUEST_STATUSES as readonly string[]).includes(s))) {
        throw new ApiError(422, [
          invalidParameter('status', `status must be among ${REQUEST_STATUSES.join(', ')}.`),
        ]);
      }
      const employees = query.get('employee_uuids')?.split(',');
      const order = query.get('sort_order') ?? 'desc';
      if (order !== 'asc' && order !== 'desc')
        throw new ApiError(422, [invalidParameter('sort_order', 'sort_order must be asc or desc.')]);
      const page = readPage(query);
      const rows = service.store
        .children(service.store.timeOffRequests, (r) => r.companyUuid === company.uuid)
        .filter(
          (r) =>
            (!statuses || statuses.includes(r.status)) && (!employees || employees.includes(r.employeeUuid)),
        )
        .sort(
          (a, b) => (order === 'asc' ? 1 : -1) * a.start_date.localeCompare(b.start_date) || a.seq - b.seq,
        );
      const { items, headers } = paginate(rows, page);
      return { status: 200, body: items.map((r) => requestView(service, r)), headers };
    },
  },
  {
    method: 'POST',
    path: '/v1/companies/{company_id}/time_off/requests',
    auth: 'company',
    scope: 'time_off_requests:write',
    creates: true,
    handle({ params, body, grant }, service) {
      const company = service.company(params.company_id, grant);
      const values = readFields(body, {
        employee_uuid: { kind: 'string', required: true },
        policy_uuid: { kind: 'string', required: true },
        start_date: { kind: 'date', required: true },
        end_date: { kind: 'date', required: true },
        days: { kind: 'object', required: true },
        employee_note: { kind: 'string', nullable: true },
      });
      const entries: ErrorEntry[] = [];
      const target = service.store.timeOffPolicies.get(values.policy_uuid as string);
      if (!target || target.companyUuid !== company.uuid || !target.is_active)
        entries.push(invalidAttribute('policy_uuid', 'Not an active policy of the company.'));
      else if (!target.balances.has(values.employee_uuid as string))
        entries.push(invalidAttribute('employee_uuid', 'The employee is not on this policy.'));
      if ((values.end_date as string) < (values.start_date as string))
        entries.push(invalidAttribute('end_date', 'end_date cannot be before start_date.'));
      const days: Record<string, number> = {};
      for (const [day, text] of Object.entries(values.days as Record<string, unknown>)) {
        const h = typeof text === 'string' || typeof text === 'number' ? hours(String(text)) : undefined;
        if (
          !isDate(day) ||
          day < (values.start_date as string) ||
          day > (values.end_date as string) ||
          h === undefined ||
          h < 0 ||
          h > 24_000
        ) {
          entries.push(
            invalidAttribute('days', `Each day must be a date within the request and 0–24 hours (${day}).`),
          );
          break;
        }
        days[day] = h;
      }
      if (entries.length > 0) throw new ApiError(422, entries);
      const record: TimeOffRequestRecord = {
        uuid: service.ids(),
        companyUuid: company.uuid,
        employeeUuid: values.employee_uuid as string,
        policyUuid: values.policy_uuid as string,
        status: 'pending',
        start_date: values.start_date as string,
        end_date: values.end_date as string,
        days,
        employee_note: (values.employee_note as string | null | undefined) ?? null,
        employer_note: null,
        initiator: null,
        approverUuid: null,
        consumedByPayrollUuid: null,
        createdAt: service.nowIso(),
        seq: service.store.nextSeq(),
      };
      service.store.timeOffRequests.set(record.uuid, record);
      return { status: 201, body: requestView(service, record) };
    },
  },
  {
    method: 'GET',
    path: '/v1/time_off/requests/{time_off_request_id}',
    auth: 'company',
    scope: 'time_off_requests:read',
    handle({ params, grant }, service) {
      return { status: 200, body: requestView(service, request(service, params.time_off_request_id, grant)) };
    },
  },
  {
    method: 'DELETE',
    path: '/v1/time_off/requests/{time_off_request_id}',
    auth: 'company',
    scope: 'time_off_requests:write',
    handle({ params, grant }, service) {
      const record = request(service, params.time_off_request_id, grant);
      if (record.status !== 'pending') throw invalidOperation('This time off request cannot be deleted.');
      service.store.timeOffRequests.delete(record.uuid);
      return { status: 204 };
    },
  },
  {
    method: 'PUT',
    path: '/v1/time_off/requests/{time_off_request_id}/approve',
    auth: 'company',
    scope: 'time_off_requests:write',
    handle({ params, body, grant }, service) {
      const record = request(service, params.time_off_request_id, grant);
      const values = readFields(body, {
        employer_note: { kind: 'string', nullable: true },
        approver_uuid: { kind: 'string' },
        days: { kind: 'object' },
      });
      if (record.status !== 'pending') throw invalidOperation('Cannot approve this request.');
      record.status = 'approved';
      record.employer_note = (values.employer_note as string | null | undefined) ?? record.employer_note;
      record.approverUuid = (values.approver_uuid as string | undefined) ?? 'company-admin';
      return { status: 200, body: requestView(service, record) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/time_off/requests/{time_off_request_id}/decline',
    auth: 'company',
    scope: 'time_off_requests:write',
    handle({ params, body, grant }, service) {
      const record = request(service, params.time_off_request_id, grant);
      const values = readFields(body, {
        employer_note: { kind: 'string', required: true },
        approver_uuid: { kind: 'string' },
      });
      if (record.status !== 'pending' && record.status !== 'approved')
        throw invalidOperation('Cannot decline this request.');
      record.status = 'declined';
      record.employer_note = values.employer_note as string;
      return { status: 200, body: requestView(service, record) };
    },
  },
];
