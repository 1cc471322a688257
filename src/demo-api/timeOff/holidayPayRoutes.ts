import { ApiError, type ErrorEntry, invalidAttribute, invalidOperation, invalidParameter } from '../errors';
import { type FieldRules, readFields } from '../fields';
import { companyParent, companySingleton, resourceRoutes, scopesOf } from '../resource';
import { FEDERAL_HOLIDAY_KEYS, FEDERAL_HOLIDAYS } from '../calendar/federalHolidays';
import { paidHolidays } from './timeOffHolidayPay';
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

const SCOPES = scopesOf('time_off_policies');
const HOLIDAY_RULES = { federal_holidays: { kind: 'object' } } satisfies FieldRules;
const PATH = '/v1/companies/{company_id}/holiday_pay_policy';

/** The company's policy as it is: read (204 before there is one), made and deleted. */
const policy = resourceRoutes({
  collection: PATH,
  item: PATH,
  scopes: SCOPES,
  parent: companyParent,
  find: companySingleton((company, service) => service.store.holidayPayPolicies.get(company.uuid)),
  view: holidayPayView,
  show: { absent: 204 },
  create: {
    rules: HOLIDAY_RULES,
    // 200, as the upstream declares this create.
    status: 200,
    insert(values, company, service) {
      const changes = readHolidays(values.federal_holidays);
      if (service.store.holidayPayPolicies.has(company.uuid))
        throw invalidOperation('The company already has a holiday pay policy: update it instead.');
      // Sent without choices, a new policy pays every federal holiday.
      const record: HolidayPayPolicyRecord = {
        companyUuid: company.uuid,
        selected: values.federal_holidays === undefined ? [...FEDERAL_HOLIDAY_KEYS] : [],
        employeeUuids: [],
      };
      applyHolidays(record, changes);
      service.store.holidayPayPolicies.set(company.uuid, record);
      return record;
    },
  },
  remove: {
    remove(record, service) {
      service.store.holidayPayPolicies.delete(record.companyUuid);
    },
  },
});

/** The changes of an existing policy, each versioned; before one exists: 422 (create one first). */
const policyChanges = resourceRoutes({
  item: PATH,
  scopes: SCOPES,
  find: (service, uuid, grant) => existing(service, uuid, grant),
  view: holidayPayView,
  show: false,
  update: {
    rules: HOLIDAY_RULES,
    apply(record, values) {
      applyHolidays(record, readHolidays(values.federal_holidays));
    },
  },
  actions: [
    {
      method: 'PUT',
      suffix: '/add',
      version: (record) => holidayPayView(record).version,
      run(record, { body }, service) {
        for (const uuid of readEmployeeUuids(service, record.companyUuid, body))
          if (!record.employeeUuids.includes(uuid)) record.employeeUuids.push(uuid);
        return holidayPayView(record);
      },
    },
    {
      method: 'PUT',
      suffix: '/remove',
      version: (record) => holidayPayView(record).version,
      run(record, { body }, service) {
        const removed = new Set(readEmployeeUuids(service, record.companyUuid, body));
        record.employeeUuids = record.employeeUuids.filter((uuid) => !removed.has(uuid));
        return holidayPayView(record);
      },
    },
  ],
});

/** The paid holidays of this year and the next two (or of `year`), on their observed days (UPSTREAM D.3). */
const paidHolidayRoutes = resourceRoutes({
  collection: '/v1/companies/{company_id}/paid_holidays',
  scopes: SCOPES,
  parent: companyParent,
  list: {
    filters(query, service) {
      const yearText = query.get('year');
      if (yearText !== null && !/^(19|20|21)\d{2}$/.test(yearText))
        throw new ApiError(422, [invalidParameter('year', 'year must be a year like 2027.')]);
      const thisYear = Number(service.nowIso().slice(0, 4));
      return yearText === null ? [thisYear, thisYear + 1, thisYear + 2] : [Number(yearText)];
    },
    rows: (company, service, _request, years) =>
      paidHolidays(service.store.holidayPayPolicies.get(company.uuid)?.selected ?? [], years),
    paged: false,
  },
});

/** Holiday pay policy routes (UPSTREAM D.3). Scopes: those of time off policies (DECISIONS 10 names no other). */
export const holidayPayRoutes: Route[] = [...policy, ...policyChanges, ...paidHolidayRoutes];
