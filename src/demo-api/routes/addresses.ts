import { ApiError, invalidAttribute, invalidOperation, notFound } from '../errors';
import { type FieldRules, readFields, requireCurrentVersion } from '../fields';
import type { AddressRecord, WorkAddressRecord } from '../records';
import { isStateCode, isZip } from '../rules/formats';
import type { DemoService, Route, TokenGrant } from '../service';
import { activeOf, homeAddressView, homeAddressesOf, workAddressView, workAddressesOf } from '../views';
import { today } from './employees';

const HOME_RULES: FieldRules = {
  street_1: { kind: 'string', required: true },
  street_2: { kind: 'string', nullable: true },
  city: { kind: 'string', required: true },
  state: {
    kind: 'string',
    required: true,
    check: (v) => (isStateCode(v) ? undefined : 'state must be a two-letter US state code.'),
  },
  zip: {
    kind: 'string',
    required: true,
    check: (v) => (isZip(v) ? undefined : 'zip must be 12345 or 12345-6789.'),
  },
  effective_date: { kind: 'date', nullable: true },
  courtesy_withholding: { kind: 'boolean' },
};

const WORK_RULES: FieldRules = {
  location_uuid: { kind: 'string', required: true },
  effective_date: { kind: 'date', nullable: true },
};

function homeAddress(service: DemoService, uuid: string | undefined, grant: TokenGrant): AddressRecord {
  const address = uuid ? service.store.homeAddresses.get(uuid) : undefined;
  if (!address) throw notFound();
  service.employee(address.employeeUuid, grant);
  return address;
}

function workAddress(service: DemoService, uuid: string | undefined, grant: TokenGrant): WorkAddressRecord {
  const address = uuid ? service.store.workAddresses.get(uuid) : undefined;
  if (!address) throw notFound();
  service.employee(address.employeeUuid, grant);
  return address;
}

function homeView(service: DemoService, address: AddressRecord) {
  const active = activeOf(homeAddressesOf(service.store, address.employeeUuid), today(service));
  return homeAddressView(address, active?.uuid === address.uuid);
}

function workView(service: DemoService, address: WorkAddressRecord) {
  const active = activeOf(workAddressesOf(service.store, address.employeeUuid), today(service));
  return workAddressView(service.store, address, active?.uuid === address.uuid);
}

function checkEffectiveDate(
  existing: { uuid: string; effective_date: string }[],
  date: string,
  self?: string,
): void {
  if (existing.some((a) => a.uuid !== self && a.effective_date === date)) {
    throw new ApiError(422, [
      invalidAttribute('effective_date', 'Another address already takes effect on this date.'),
    ]);
  }
}

function checkLocation(service: DemoService, companyUuid: string, locationUuid: string): void {
  const location = service.store.locations.get(locationUuid);
  if (!location || location.companyUuid !== companyUuid || !location.active) {
    throw new ApiError(422, [
      invalidAttribute('location_uuid', 'location_uuid must be an active location of the company.'),
    ]);
  }
}

/** Home and work address routes (UPSTREAM A.2, A.3). @example new Router(addressRoutes); */
export const addressRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/employees/{employee_id}/home_addresses',
    auth: 'company',
    scope: 'employees:read',
    handle({ params, grant }, service) {
      const employee = service.employee(params.employee_id, grant);
      return {
        status: 200,
        body: homeAddressesOf(service.store, employee.uuid).map((a) => homeView(service, a)),
      };
    },
  },
  {
    method: 'POST',
    path: '/v1/employees/{employee_id}/home_addresses',
    auth: 'company',
    scope: 'employees:write',
    creates: true,
    handle({ params, body, grant }, service) {
      const employee = service.employee(params.employee_id, grant);
      const values = readFields(body, HOME_RULES);
      const effective = (values.effective_date as string | null | undefined) ?? today(service);
      checkEffectiveDate(homeAddressesOf(service.store, employee.uuid), effective);
      const address: AddressRecord = {
        uuid: service.ids(),
        employeeUuid: employee.uuid,
        street_1: values.street_1 as string,
        street_2: (values.street_2 as string | null | undefined) || null,
        city: values.city as string,
        state: values.state as string,
        zip: values.zip as string,
        country: 'USA',
        effective_date: effective,
        courtesy_withholding: (values.courtesy_withholding as boolean | undefined) ?? false,
        seq: service.store.nextSeq(),
      };
      service.store.homeAddresses.set(address.uuid, address);
      service.emit(
        'employee_home_address.created',
        'EmployeeHomeAddress',
        address.uuid,
        employee.companyUuid,
      );
      return { status: 201, body: homeView(service, address) };
    },
  },
  {
    method: 'GET',
    path: '/v1/home_addresses/{home_address_id}',
    auth: 'company',
    scope: 'employees:read',
    handle({ params, grant }, service) {
      return { status: 200, body: homeView(service, homeAddress(service, params.home_address_id, grant)) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/home_addresses/{home_address_id}',
    auth: 'company',
    scope: 'employees:write',
    handle({ params, body, grant }, service) {
      const address = homeAddress(service, params.home_address_id, grant);
      requireCurrentVersion(body, homeView(service, address).version);
      const values = readFields(body, HOME_RULES, { partial: true });
      for (const key of ['street_1', 'city'] as const) {
        if (values[key] === '') throw new ApiError(422, [invalidAttribute(key, `${key} can't be blank.`)]);
      }
      if (typeof values.effective_date === 'string') {
        checkEffectiveDate(
          homeAddressesOf(service.store, address.employeeUuid),
          values.effective_date,
          address.uuid,
        );
      }
      for (const [key, value] of Object.entries(values)) {
        if (key === 'effective_date' && value === null) continue;
        (address as unknown as Record<string, unknown>)[key] =
          key === 'street_2' && value === '' ? null : value;
      }
      const employee = service.store.employees.get(address.employeeUuid)!;
      service.emit(
        'employee_home_address.updated',
        'EmployeeHomeAddress',
        address.uuid,
        employee.companyUuid,
      );
      return { status: 200, body: homeView(service, address) };
    },
  },
  {
    method: 'DELETE',
    path: '/v1/home_addresses/{home_address_id}',
    auth: 'company',
    scope: 'employees:write',
    handle({ params, grant }, service) {
      const address = homeAddress(service, params.home_address_id, grant);
      if (homeView(service, address).active)
        throw invalidOperation('The active home address cannot be deleted.');
      service.store.homeAddresses.delete(address.uuid);
      return { status: 204 };
    },
  },
  {
    method: 'GET',
    path: '/v1/employees/{employee_id}/work_addresses',
    auth: 'company',
    scope: 'employees:read',
    handle({ params, grant }, service) {
      const employee = service.employee(params.employee_id, grant);
      return {
        status: 200,
        body: workAddressesOf(service.store, employee.uuid).map((a) => workView(service, a)),
      };
    },
  },
  {
    method: 'POST',
    path: '/v1/employees/{employee_id}/work_addresses',
    auth: 'company',
    scope: 'employees:write',
    creates: true,
    handle({ params, body, grant }, service) {
      const employee = service.employee(params.employee_id, grant);
      const values = readFields(body, WORK_RULES);
      checkLocation(service, employee.companyUuid, values.location_uuid as string);
      const effective = (values.effective_date as string | null | undefined) ?? today(service);
      checkEffectiveDate(workAddressesOf(service.store, employee.uuid), effective);
      const address: WorkAddressRecord = {
        uuid: service.ids(),
        employeeUuid: employee.uuid,
        location_uuid: values.location_uuid as string,
        effective_date: effective,
        seq: service.store.nextSeq(),
      };
      service.store.workAddresses.set(address.uuid, address);
      service.emit(
        'employee_work_address.created',
        'EmployeeWorkAddress',
        address.uuid,
        employee.companyUuid,
      );
      return { status: 201, body: workView(service, address) };
    },
  },
  {
    method: 'GET',
    path: '/v1/work_addresses/{work_address_id}',
    auth: 'company',
    scope: 'employees:read',
    handle({ params, grant }, service) {
      return { status: 200, body: workView(service, workAddress(service, params.work_address_id, grant)) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/work_addresses/{work_address_id}',
    auth: 'company',
    scope: 'employees:write',
    handle({ params, body, grant }, service) {
      const address = workAddress(service, params.work_address_id, grant);
      requireCurrentVersion(body, workView(service, address).version);
      const values = readFields(body, WORK_RULES, { partial: true });
      const employee = service.store.employees.get(address.employeeUuid)!;
      if (typeof values.location_uuid === 'string')
        checkLocation(service, employee.companyUuid, values.location_uuid);
      if (typeof values.effective_date === 'string') {
        checkEffectiveDate(
          workAddressesOf(service.store, address.employeeUuid),
          values.effective_date,
          address.uuid,
        );
        address.effective_date = values.effective_date;
      }
      if (typeof values.location_uuid === 'string') address.location_uuid = values.location_uuid;
      service.emit(
        'employee_work_address.updated',
        'EmployeeWorkAddress',
        address.uuid,
        employee.companyUuid,
      );
      return { status: 200, body: workView(service, address) };
    },
  },
  {
    method: 'DELETE',
    path: '/v1/work_addresses/{work_address_id}',
    auth: 'company',
    scope: 'employees:write',
    handle({ params, grant }, service) {
      const address = workAddress(service, params.work_address_id, grant);
      if (workView(service, address).active)
        throw invalidOperation('The active work address cannot be deleted.');
      service.store.workAddresses.delete(address.uuid);
      return { status: 204 };
    },
  },
];
