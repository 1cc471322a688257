import { ApiError, type ErrorEntry, invalidAttribute, invalidOperation, invalidParameter } from '../errors';
import { type FieldRules, readFields } from '../fields';
import { companyOwned, companyParent, resourceRoutes, scopesOf } from '../resource';
import { isDate } from '../formats/formats';
import { hoursText } from '../money/money';
import { isUnlimited, moveBalance, requestHours, summarize } from './timeOffBalances';
import { readDays } from './timeOffDays';
import { overBalance, previewBalance, previewView } from './timeOffPreview';
import type { DemoService, Route } from '../service';
import type { CompanyRecord } from '../company/records';
import type { TimeOffPolicyRecord, TimeOffRequestRecord } from './records';

/** SPEC §4 and DECISIONS 15. */
export const REQUEST_STATUSES = ['pending', 'approved', 'declined', 'consumed'] as const;

/** The admin who approves when no `approver_uuid` is sent (UPSTREAM D.2: the primary payroll admin). */
const PRIMARY_ADMIN = { uuid: 'company-admin', full_name: 'Company Admin' };

function fullName(service: DemoService, uuid: string): string | null {
  const employee = service.store.employees.get(uuid);
  return employee ? `${employee.first_name} ${employee.last_name}` : null;
}

/** @example requestView(service, request); */
export function requestView(service: DemoService, r: TimeOffRequestRecord): Record<string, unknown> {
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
    employee: { uuid: r.employeeUuid, full_name: fullName(service, r.employeeUuid) },
    initiator: r.initiator,
    approver: r.approverUuid
      ? {
          uuid: r.approverUuid,
          full_name: fullName(service, r.approverUuid) ?? PRIMARY_ADMIN.full_name,
        }
      : null,
  };
}

const REQUEST_FIELDS = {
  employee_uuid: { kind: 'string', required: true },
  policy_uuid: { kind: 'string', required: true },
  start_date: { kind: 'date', required: true },
  end_date: { kind: 'date', required: true },
  days: { kind: 'object', required: true },
} as const;

/**
 * A request body checked whole (UPSTREAM D.2): an active policy of the company the employee is on,
 * dates in order, hours day by day. Every problem at once, each on its field.
 */
function readRequest(
  service: DemoService,
  company: CompanyRecord,
  body: Record<string, unknown>,
  extra: Record<string, { kind: 'string'; nullable?: boolean }>,
) {
  const rules: FieldRules = { ...REQUEST_FIELDS, ...extra };
  const values = readFields(body, rules);
  const entries: ErrorEntry[] = [];
  const policy = service.store.timeOffPolicies.get(values.policy_uuid as string);
  const employee = service.store.employees.get(values.employee_uuid as string);
  if (!employee || employee.companyUuid !== company.uuid)
    entries.push(invalidAttribute('employee_uuid', 'Not an employee of the company.'));
  if (!policy || policy.companyUuid !== company.uuid || !policy.is_active)
    entries.push(invalidAttribute('policy_uuid', 'Not an active policy of the company.'));
  else if (employee && !policy.balances.has(employee.uuid))
    entries.push(invalidAttribute('employee_uuid', 'The employee is not on this policy.'));
  const start = values.start_date as string;
  const end = values.end_date as string;
  if (end < start) entries.push(invalidAttribute('end_date', 'end_date cannot be before start_date.'));
  const { days, errors } = readDays(values.days as Record<string, unknown>, start, end < start ? start : end);
  entries.push(...errors);
  if (entries.length > 0) throw new ApiError(422, entries);
  return { values, policy: policy!, employeeUuid: employee!.uuid, days };
}

/** Creates a request; an admin-approved one takes its hours off the balance at once. */
function insertRequest(
  service: DemoService,
  company: CompanyRecord,
  body: Record<string, unknown>,
  approved: boolean,
): TimeOffRequestRecord {
  const { values, policy, employeeUuid, days } = readRequest(
    service,
    company,
    body,
    approved
      ? { employer_note: { kind: 'string', nullable: true }, approver_uuid: { kind: 'string' } }
      : { employee_note: { kind: 'string', nullable: true } },
  );
  const preview = previewBalance(service, policy, employeeUuid, days, null);
  const refused = overBalance(
    approved
      ? {
          ...preview,
          otherRequested: 0,
          remaining: preview.balance === null ? null : preview.balance - preview.thisRequest,
        }
      : preview,
  );
  if (refused) throw new ApiError(422, [refused]);
  const approver = approved ? ((values.approver_uuid as string | undefined) ?? PRIMARY_ADMIN.uuid) : null;
  const record: TimeOffRequestRecord = {
    uuid: service.ids(),
    companyUuid: company.uuid,
    employeeUuid,
    policyUuid: policy.uuid,
    status: approved ? 'approved' : 'pending',
    start_date: values.start_date as string,
    end_date: values.end_date as string,
    days,
    employee_note: (values.employee_note as string | null | undefined) ?? null,
    employer_note: (values.employer_note as string | null | undefined) ?? null,
    initiator: approved
      ? { uuid: approver!, full_name: fullName(service, approver!) ?? PRIMARY_ADMIN.full_name }
      : { uuid: employeeUuid, full_name: fullName(service, employeeUuid) ?? '' },
    approverUuid: approver,
    consumedByPayrollUuid: null,
    createdAt: service.nowIso(),
    seq: service.store.nextSeq(),
  };
  service.store.timeOffRequests.set(record.uuid, record);
  if (approved) takeHours(service, policy, record);
  return record;
}

function takeHours(service: DemoService, policy: TimeOffPolicyRecord, r: TimeOffRequestRecord): void {
  moveBalance(
    service,
    policy,
    r.employeeUuid,
    -requestHours(r),
    'TimeOffEvent::RequestApproved',
    `Time off approved: ${r.start_date} to ${r.end_date}`,
  );
}

function returnHours(service: DemoService, r: TimeOffRequestRecord, why: string): void {
  const policy = service.store.timeOffPolicies.get(r.policyUuid);
  if (policy && policy.balances.has(r.employeeUuid))
    moveBalance(
      service,
      policy,
      r.employeeUuid,
      requestHours(r),
      'TimeOffEvent::RequestReturned',
      `${why}: ${r.start_date} to ${r.end_date}`,
    );
}

function commaList(query: URLSearchParams, key: string): string[] | undefined {
  const text = query.get(key);
  return text
    ? text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;
}

interface RequestFilters {
  statuses: string[] | undefined;
  employees: string[] | undefined;
  descending: boolean;
  from: string | null;
  until: string | null;
}

/** The request list's query (UPSTREAM D.2), each refused with 422 on its name. */
function requestFilters(query: URLSearchParams): RequestFilters {
  const statuses = commaList(query, 'status');
  if (statuses && !statuses.every((s) => (REQUEST_STATUSES as readonly string[]).includes(s)))
    throw new ApiError(422, [
      invalidParameter('status', `status must be among ${REQUEST_STATUSES.join(', ')}.`),
    ]);
  const employees = commaList(query, 'employee_uuids');
  const order = query.get('sort_order') ?? 'desc';
  if (order !== 'asc' && order !== 'desc')
    throw new ApiError(422, [invalidParameter('sort_order', 'sort_order must be asc or desc.')]);
  const from = query.get('start_date');
  const until = query.get('end_date');
  for (const [key, value] of [
    ['start_date', from],
    ['end_date', until],
  ] as const)
    if (value !== null && !isDate(value))
      throw new ApiError(422, [invalidParameter(key, `${key} must be a date (YYYY-MM-DD).`)]);
  return { statuses, employees, descending: order === 'desc', from, until };
}

const view = (record: TimeOffRequestRecord, service: DemoService) => requestView(service, record);
const SCOPES = scopesOf('time_off_requests');

const requests = resourceRoutes({
  ...companyOwned(
    '/v1/companies/{company_id}/time_off/requests',
    '/v1/time_off/requests/{time_off_request_id}',
    (store) => store.timeOffRequests,
  ),
  scopes: SCOPES,
  view,
  list: {
    filters: requestFilters,
    rows: (company, service, _request, { statuses, employees, descending, from, until }) =>
      service.store
        .children(service.store.timeOffRequests, (r) => r.companyUuid === company.uuid)
        .filter(
          (r) =>
            (!statuses || statuses.includes(r.status)) &&
            (!employees || employees.includes(r.employeeUuid)) &&
            (until === null || r.start_date <= until) &&
            (from === null || r.end_date >= from),
        )
        .sort((a, b) => (descending ? -1 : 1) * a.start_date.localeCompare(b.start_date) || a.seq - b.seq),
    // By start date (`sort_order`), not `sort_by`.
    ordered: true,
  },
  create: { insert: (body, company, service) => insertRequest(service, company, body, false) },
  remove: {
    remove(record, service) {
      if (record.status === 'consumed')
        // UPSTREAM D.2 (S1 x-examples) wording; a processed payroll paid it.
        throw invalidOperation('This time off request cannot be deleted.');
      if (record.status === 'approved') returnHours(service, record, 'Approved time off deleted');
      service.store.timeOffRequests.delete(record.uuid);
    },
  },
  collectionActions: [
    {
      method: 'POST',
      suffix: '/preview',
      access: 'read',
      run(company, { body }, service) {
        const { values, policy, employeeUuid, days } = readRequest(service, company, body, {
          request_uuid: { kind: 'string' },
        });
        const existing = values.request_uuid as string | undefined;
        if (existing !== undefined) {
          const other = service.store.timeOffRequests.get(existing);
          if (!other || other.companyUuid !== company.uuid)
            throw new ApiError(422, [
              invalidAttribute('request_uuid', 'Not a time off request of the company.'),
            ]);
        }
        return previewView(previewBalance(service, policy, employeeUuid, days, existing ?? null));
      },
    },
  ],
  actions: [
    {
      method: 'PUT',
      suffix: '/approve',
      run(record, { body }, service) {
        const values = readFields(body, {
          employer_note: { kind: 'string', nullable: true },
          approver_uuid: { kind: 'string' },
          days: { kind: 'object' },
        });
        if (record.status !== 'pending')
          // UPSTREAM D.2 (S1 x-examples) wording: only a pending request can be approved.
          throw invalidOperation('Cannot approve this request.');
        const policy = service.store.timeOffPolicies.get(record.policyUuid);
        if (!policy || !policy.balances.has(record.employeeUuid))
          throw invalidOperation('Cannot approve this request: the employee is no longer on its policy.');
        let days = record.days;
        if (values.days !== undefined) {
          const read = readDays(values.days as Record<string, unknown>, record.start_date, record.end_date);
          if (read.errors.length > 0) throw new ApiError(422, read.errors);
          days = read.days;
        }
        if (!isUnlimited(policy)) {
          const preview = previewBalance(service, policy, record.employeeUuid, days, record.uuid);
          const refused = overBalance({
            ...preview,
            otherRequested: 0,
            remaining: preview.balance! - preview.thisRequest,
          });
          if (refused) throw new ApiError(422, [refused]);
        }
        record.days = days;
        record.status = 'approved';
        record.employer_note = (values.employer_note as string | null | undefined) ?? record.employer_note;
        record.approverUuid = (values.approver_uuid as string | undefined) ?? PRIMARY_ADMIN.uuid;
        takeHours(service, policy, record);
        return requestView(service, record);
      },
    },
    {
      method: 'PUT',
      suffix: '/decline',
      run(record, { body }, service) {
        const values = readFields(body, {
          employer_note: { kind: 'string', required: true },
          approver_uuid: { kind: 'string' },
        });
        if (record.status !== 'pending' && record.status !== 'approved')
          throw invalidOperation('Cannot decline this request.');
        if (record.status === 'approved') returnHours(service, record, 'Approved time off declined');
        record.status = 'declined';
        record.employer_note = values.employer_note as string;
        record.approverUuid = (values.approver_uuid as string | undefined) ?? PRIMARY_ADMIN.uuid;
        return requestView(service, record);
      },
    },
  ],
});

/** An admin's request, approved as it is made (UPSTREAM D.2). */
const adminApprovedRequests = resourceRoutes({
  collection: '/v1/companies/{company_id}/time_off/admin_approved_requests',
  scopes: SCOPES,
  parent: companyParent,
  view,
  create: { insert: (body, company, service) => insertRequest(service, company, body, true) },
});

interface BalanceFilters {
  wanted: string[] | undefined;
  policies: TimeOffPolicyRecord[];
  year: string;
}

/** Each enrolled employee's balance on each active policy (UPSTREAM D.2), paged. */
const balances = resourceRoutes({
  collection: '/v1/companies/{company_id}/time_off/balances',
  scopes: SCOPES,
  parent: companyParent,
  list: {
    filters: (query, service, company): BalanceFilters => ({
      wanted: commaList(query, 'employee_uuids'),
      policies: service.store.children(
        service.store.timeOffPolicies,
        (p) => p.companyUuid === company.uuid && p.is_active,
      ),
      year: service.nowIso().slice(0, 4),
    }),
    rows: (company, service, _request, { wanted, policies }) =>
      service.store
        .children(
          service.store.employees,
          (e) => e.companyUuid === company.uuid && (!wanted || wanted.includes(e.uuid)),
        )
        .filter((e) => policies.some((p) => p.balances.has(e.uuid))),
    // In the order employees were added; the list takes no sort_by.
    ordered: true,
    view(e, service, { policies, year }) {
      const text = (units: number | null) => (units === null ? null : hoursText(units));
      return {
        employee_uuid: e.uuid,
        balances: policies
          .filter((p) => p.balances.has(e.uuid))
          .map((p) => {
            const s = summarize(service, p, e.uuid, year);
            return {
              policy_uuid: p.uuid,
              balance_hours: text(s.balance),
              accrued_hours: hoursText(s.accrued),
              used_hours: hoursText(s.used),
              pending_hours: hoursText(s.pending),
            };
          }),
      };
    },
  },
});

/** Time-off request routes (UPSTREAM D.2; DECISIONS 15, 43, 47c). */
export const timeOffRequestRoutes: Route[] = [...requests, ...adminApprovedRequests, ...balances];
