import type { CompanyRecord } from '../company/records';
import type { EmployeeRecord } from '../employees/records';
import { notFound } from '../errors';
import type { DemoService } from '../service';
import type { DemoStore } from '../store';
import type { ParentLookup, RecordLookup } from './declaration';

/**
 * The company of a `/v1/companies/{company_id}/…` collection.
 *
 * @example
 * resourceRoutes({ collection: '/v1/companies/{company_id}/locations', parent: companyParent, … });
 */
export const companyParent: ParentLookup<CompanyRecord> = (service, { params, grant }) =>
  service.company(params.company_id, grant);

/**
 * The employee of a `/v1/employees/{employee_id}/…` collection.
 *
 * @example
 * resourceRoutes({ collection: '/v1/employees/{employee_id}/jobs', parent: employeeParent, … });
 */
export const employeeParent: ParentLookup<EmployeeRecord> = (service, { params, grant }) =>
  service.employee(params.employee_id, grant);

/**
 * No parent: a top-level collection of the system token (`/v1/webhook_subscriptions`).
 *
 * @example
 * resourceRoutes({ collection: '/v1/webhook_subscriptions', parent: noParent, … });
 */
export const noParent: ParentLookup<undefined> = () => undefined;

/**
 * A record of a company, from its store map: unknown, or beyond the token's reach → 404.
 *
 * @example
 * const location = companyRecord((store) => store.locations);
 * location(service, params.location_id, grant, params);
 */
export function companyRecord<R extends { companyUuid: string }>(
  map: (store: DemoStore) => ReadonlyMap<string, R>,
): (...args: Parameters<RecordLookup<R>>) => R {
  return (service, uuid, grant) => {
    const record = uuid ? map(service.store).get(uuid) : undefined;
    if (!record) throw notFound();
    service.company(record.companyUuid, grant);
    return record;
  };
}

/**
 * A record of an employee, from its store map: unknown, or beyond the token's reach → 404.
 *
 * @example
 * const job = employeeRecord((store) => store.jobs);
 * job(service, params.job_id, grant, params);
 */
export function employeeRecord<R extends { employeeUuid: string }>(
  map: (store: DemoStore) => ReadonlyMap<string, R>,
): (...args: Parameters<RecordLookup<R>>) => R {
  return (service, uuid, grant) => {
    const record = uuid ? map(service.store).get(uuid) : undefined;
    if (!record) throw notFound();
    service.employee(record.employeeUuid, grant);
    return record;
  };
}

/**
 * The one record an employee has of a kind, at a path with no id of its own
 * (`/v1/employees/{employee_id}/federal_taxes`): the employee is checked for the token, and the
 * record may be absent (a rehire not made).
 *
 * @example
 * find: employeeSingleton((employee, service) => service.store.federalTaxes.get(employee.uuid)),
 */
export function employeeSingleton<R>(
  pick: (employee: EmployeeRecord, service: DemoService) => R | undefined,
): RecordLookup<R> {
  return (service, uuid, grant) => pick(service.employee(uuid, grant), service);
}

/**
 * The one record a company has of a kind, at a path with no id of its own
 * (`/v1/companies/{company_id}/holiday_pay_policy`); it may be absent.
 *
 * @example
 * find: companySingleton((company, service) => service.store.holidayPayPolicies.get(company.uuid)),
 */
export function companySingleton<R>(
  pick: (company: CompanyRecord, service: DemoService) => R | undefined,
): RecordLookup<R> {
  return (service, uuid, grant) => pick(service.company(uuid, grant), service);
}

/**
 * The company of an employee's record (an address, a job, a garnishment), for its events.
 *
 * @example
 * events: { entity: 'Garnishment', created: 'garnishment.created', company: employeeCompany },
 */
export function employeeCompany(record: { employeeUuid: string }, service: DemoService): string {
  return service.store.employees.get(record.employeeUuid)!.companyUuid;
}

/**
 * A family's read and write scopes (`employees` → `employees:read`, `employees:write`).
 *
 * @example
 * resourceRoutes({ scopes: scopesOf('employees'), … });
 */
export function scopesOf(family: string): { read: string; write: string } {
  return { read: `${family}:read`, write: `${family}:write` };
}

/**
 * A company's records: listed and made under `/v1/companies/{company_id}/…`, each at its own
 * item path, the company and the record checked for the token.
 *
 * @example
 * resourceRoutes({ ...companyOwned('/v1/companies/{company_id}/locations', '/v1/locations/{location_id}', (store) => store.locations), … });
 */
export function companyOwned<R extends { companyUuid: string }>(
  collection: string,
  item: string,
  map: (store: DemoStore) => ReadonlyMap<string, R>,
): { collection: string; item: string; parent: ParentLookup<CompanyRecord>; find: RecordLookup<R> } {
  return { collection, item, parent: companyParent, find: companyRecord(map) };
}

/**
 * An employee's records: listed and made under `/v1/employees/{employee_id}/…`, each at its own
 * item path, the employee and the record checked for the token.
 *
 * @example
 * resourceRoutes({ ...employeeOwned('/v1/employees/{employee_id}/jobs', '/v1/jobs/{job_id}', (store) => store.jobs), … });
 */
export function employeeOwned<R extends { employeeUuid: string }>(
  collection: string,
  item: string,
  map: (store: DemoStore) => ReadonlyMap<string, R>,
): { collection: string; item: string; parent: ParentLookup<EmployeeRecord>; find: RecordLookup<R> } {
  return { collection, item, parent: employeeParent, find: employeeRecord(map) };
}
