import {
  ApiError,
  type ErrorEntry,
  invalidAttribute,
  invalidOperation,
  invalidParameter,
  notFound,
} from '../errors';
import { readFields, requireCurrentVersion } from '../fields';
import { FEDERAL_HOLIDAY_KEYS, FEDERAL_HOLIDAYS, paidHolidays } from './timeOffHolidayPay';
import type { DemoService, Route, TokenGrant } from '../service';
import { versionOf } from '../version';
import type { HolidayPayPolicyRecord } from './records';

/** @example holidayPayView(policy); */
export function holidayPayView(p: HolidayPayPolicyRecord): Record<string, unknown> {
  return {
    version: versionOf([[...p.selected].sort(), p.employeeUuids]),
    company_uuid: p.companyUuid,
    federal_holidays: Object.fromEntries(
      FEDERAL_HOLIDAYS.map((h) => [
        h.key,
        { selected: p.selected.includes(h.key), name: h.name, date: h.date },
      ]),
    ),
    employees: p.employeeUuids.map((uuid) => ({ uuid })),
  };
}

/** `federal_holidays: { key: { selected } }`: known keys, booleans; returns the keys to change. */
function readHolidays(raw: unknown): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const entries: ErrorEntry[] = [];
  for (const [key, value] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
    const selected =
      value && typeof value === 'object' ? (value as { selected?: unknown }).selected : undefined;
    if (!FEDERAL_HOLIDAY_KEYS.includes(key))
      entries.push(
        invalidAttribute('federal_holidays', `${key.slice(0, 40)} is not a federal holiday.`, { key }),
      );
    else if (typeof selected !== 'boolean')
      entries.push(invalidAttribute('federal_holidays', `${key}.selected must be true or false.`, { key }));
    else out.set(key, selected);
  }
  if (entries.length > 0) throw new ApiError(422, entries);
  return out;
}

function applyHolidays(policy: HolidayPayPolicyRecord, changes: Map<string, boolean>): void {
  const selected = new Set(policy.selected);
  for (const [key, on] of changes)
    if (on) selected.add(key);
    else selected.delete(key);
  policy.selected = FEDERAL_HOLIDAY_KEYS.filter((key) => selected.has(key));
}

function existing(
  service: DemoService,
  companyId: string | undefined,
  grant: TokenGrant,
): HolidayPayPolicyRecord {
  const company = service.company(companyId, grant);
  const policy = service.store.holidayPayPolicies.get(company.uuid);
  if (!policy) throw invalidOperation('The company has no holiday pay policy yet: create one first.');
  return policy;
}

/** `employees: [{ uuid }]`, non-empty, each an employee of the company. */
function readEmployeeUuids(
  service: DemoService,
  companyUuid: string,
  body: Record<string, unknown>,
): string[] {
  const values = readFields(body, { employees: { kind: 'array', required: true } }, { partial: true });
  const list = (values.employees ?? []) as unknown[];
  if (list.length === 0) throw new ApiError(422, [invalidAttribute('employees', 'Employees are required.')]);
  const entries: ErrorEntry[] = [];
  const out: string[] = [];
  list.forEach((item, idx) => {
    const uuid = item && typeof item === 'object' ? (item as { uuid?: unknown }).uuid : undefined;
    const employee = typeof uuid === 'string' ? service.store.employees.get(uuid) : undefined;
    if (!employee || employee.companyUuid !== companyUuid)
      entries.push({
        error_key: 'employees',
        category: 'nested_errors',
        idx,
        errors: [invalidAttribute('uuid', 'Not an employee of the company.')],
      });
    else out.push(employee.uuid);
  });
  if (entries.length > 0) throw new ApiError(422, entries);
  return out;
}

/** Holiday pay policy routes (UPSTREAM D.3). Scopes: those of time off policies (DECISIONS 10 names no other). */
export const holidayPayRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/companies/{company_id}/holiday_pay_policy',
    auth: 'company',
    scope: 'time_off_policies:read',
    handle({ params, grant }, service) {
      const company = service.company(params.company_id, grant);
      const policy = service.store.holidayPayPolicies.get(company.uuid);
      return policy ? { status: 200, body: holidayPayView(policy) } : { status: 204 };
    },
  },
  {
    method: 'POST',
    path: '/v1/companies/{company_id}/holiday_pay_policy',
    auth: 'company',
    scope: 'time_off_policies:write',
    creates: true,
    handle({ params, body, grant }, service) {
      const company = service.company(params.company_id, grant);
      const values = readFields(body, { federal_holidays: { kind: 'object' } });
      const changes = readHolidays(values.federal_holidays);
      if (service.store.holidayPayPolicies.has(company.uuid))
        throw invalidOperation('The company already has a holiday pay policy: update it instead.');
      // Sent without choices, a new policy pays every federal holiday.
      const policy: HolidayPayPolicyRecord = {
        companyUuid: company.uuid,
        selected: values.federal_holidays === undefined ? [...FEDERAL_HOLIDAY_KEYS] : [],
        employeeUuids: [],
      };
      applyHolidays(policy, changes);
      service.store.holidayPayPolicies.set(company.uuid, policy);
      return { status: 200, body: holidayPayView(policy) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/companies/{company_id}/holiday_pay_policy',
    auth: 'company',
    scope: 'time_off_policies:write',
    handle({ params, body, grant }, service) {
      const policy = existing(service, params.company_id, grant);
      requireCurrentVersion(body, holidayPayView(policy).version);
      const values = readFields(body, { federal_holidays: { kind: 'object' } }, { partial: true });
      applyHolidays(policy, readHolidays(values.federal_holidays));
      return { status: 200, body: holidayPayView(policy) };
    },
  },
  {
    method: 'DELETE',
    path: '/v1/companies/{company_id}/holiday_pay_policy',
    auth: 'company',
    scope: 'time_off_policies:write',
    handle({ params, grant }, service) {
      const company = service.company(params.company_id, grant);
      if (!service.store.holidayPayPolicies.delete(company.uuid)) throw notFound();
      return { status: 204 };
    },
  },
  {
    method: 'PUT',
    path: '/v1/companies/{company_id}/holiday_pay_policy/add',
    auth: 'company',
    scope: 'time_off_policies:write',
    handle({ params, body, grant }, service) {
      const policy = existing(service, params.company_id, grant);
      requireCurrentVersion(body, holidayPayView(policy).version);
      for (const uuid of readEmployeeUuids(service, policy.companyUuid, body))
        if (!policy.employeeUuids.includes(uuid)) policy.employeeUuids.push(uuid);
      return { status: 200, body: holidayPayView(policy) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/companies/{company_id}/holiday_pay_policy/remove',
    auth: 'company',
    scope: 'time_off_policies:write',
    handle({ params, body, grant }, service) {
      const policy = existing(service, params.company_id, grant);
      requireCurrentVersion(body, holidayPayView(policy).version);
      const removed = new Set(readEmployeeUuids(service, policy.companyUuid, body));
      policy.employeeUuids = policy.employeeUuids.filter((uuid) => !removed.has(uuid));
      return { status: 200, body: holidayPayView(policy) };
    },
  },
  {
    method: 'GET',
    path: '/v1/companies/{company_id}/paid_holidays',
    auth: 'company',
    scope: 'time_off_policies:read',
    handle({ params, query, grant }, service) {
      const company = service.company(params.company_id, grant);
      const yearText = query.get('year');
      if (yearText !== null && !/^(19|20|21)\d{2}$/.test(yearText))
        throw new ApiError(422, [invalidParameter('year', 'year must be a year like 2027.')]);
      const thisYear = Number(service.nowIso().slice(0, 4));
      const years = yearText === null ? [thisYear, thisYear + 1, thisYear + 2] : [Number(yearText)];
      const selected = service.store.holidayPayPolicies.get(company.uuid)?.selected ?? [];
      return { status: 200, body: paidHolidays(selected, years) };
    },
  },
];
