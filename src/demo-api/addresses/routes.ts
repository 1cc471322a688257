import { ApiError, invalidAttribute, invalidOperation } from '../errors';
import type { FieldRules } from '../fields';
import { assignFields, employeeCompany, employeeOwned, resourceRoutes, scopesOf } from '../resource';
import { US_ADDRESS_RULES, usAddress } from '../formats/addressRules';
import type { DemoService, Route } from '../service';
import type { AddressRecord, WorkAddressRecord } from './records';
import { activeOf, homeAddressView, homeAddressesOf, workAddressView, workAddressesOf } from './views';

const HOME_RULES = {
  ...US_ADDRESS_RULES,
  effective_date: { kind: 'date', nullable: true },
  courtesy_withholding: { kind: 'boolean' },
} satisfies FieldRules;

const WORK_RULES = {
  location_uuid: { kind: 'string', required: true },
  effective_date: { kind: 'date', nullable: true },
} satisfies FieldRules;

function homeView(address: AddressRecord, service: DemoService) {
  const active = activeOf(homeAddressesOf(service.store, address.employeeUuid), service.clock.today());
  return homeAddressView(address, active?.uuid === address.uuid);
}

function workView(address: WorkAddressRecord, service: DemoService) {
  const active = activeOf(workAddressesOf(service.store, address.employeeUuid), service.clock.today());
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

const homeAddressRoutes = resourceRoutes({
  ...employeeOwned(
    '/v1/employees/{employee_id}/home_addresses',
    '/v1/home_addresses/{home_address_id}',
    (store) => store.homeAddresses,
  ),
  scopes: scopesOf('employees'),
  view: homeView,
  events: {
    entity: 'EmployeeHomeAddress',
    created: 'employee_home_address.created',
    updated: 'employee_home_address.updated',
    company: employeeCompany,
  },
  list: { rows: (employee, service) => homeAddressesOf(service.store, employee.uuid), paged: false },
  create: {
    rules: HOME_RULES,
    insert(values, employee, service) {
      const effective = values.effective_date ?? service.clock.today();
      checkEffectiveDate(homeAddressesOf(service.store, employee.uuid), effective);
      const address: AddressRecord = {
        uuid: service.ids(),
        employeeUuid: employee.uuid,
        ...usAddress(values),
        effective_date: effective,
        courtesy_withholding: values.courtesy_withholding ?? false,
        seq: service.store.nextSeq(),
      };
      service.store.homeAddresses.set(address.uuid, address);
      return address;
    },
  },
  update: {
    rules: HOME_RULES,
    apply(address, { effective_date, ...values }, service) {
      if (typeof effective_date === 'string')
        checkEffectiveDate(
          homeAddressesOf(service.store, address.employeeUuid),
          effective_date,
          address.uuid,
        );
      // A null effective date keeps the one it has.
      assignFields(address, { ...values, effective_date: effective_date ?? undefined });
    },
  },
  remove: {
    remove(address, service) {
      if (homeView(address, service).active)
        throw invalidOperation('The active home address cannot be deleted.');
      service.store.homeAddresses.delete(address.uuid);
    },
  },
});

const workAddressRoutes = resourceRoutes({
  ...employeeOwned(
    '/v1/employees/{employee_id}/work_addresses',
    '/v1/work_addresses/{work_address_id}',
    (store) => store.workAddresses,
  ),
  scopes: scopesOf('employees'),
  view: workView,
  events: {
    entity: 'EmployeeWorkAddress',
    created: 'employee_work_address.created',
    updated: 'employee_work_address.updated',
    company: employeeCompany,
  },
  list: { rows: (employee, service) => workAddressesOf(service.store, employee.uuid), paged: false },
  create: {
    rules: WORK_RULES,
    insert(values, employee, service) {
      checkLocation(service, employee.companyUuid, values.location_uuid);
      const effective = values.effective_date ?? service.clock.today();
      checkEffectiveDate(workAddressesOf(service.store, employee.uuid), effective);
      const address: WorkAddressRecord = {
        uuid: service.ids(),
        employeeUuid: employee.uuid,
        location_uuid: values.location_uuid,
        effective_date: effective,
        seq: service.store.nextSeq(),
      };
      service.store.workAddresses.set(address.uuid, address);
      return address;
    },
  },
  update: {
    rules: WORK_RULES,
    apply(address, { location_uuid, effective_date }, service) {
      if (location_uuid !== undefined)
        checkLocation(service, employeeCompany(address, service), location_uuid);
      if (typeof effective_date === 'string')
        checkEffectiveDate(
          workAddressesOf(service.store, address.employeeUuid),
          effective_date,
          address.uuid,
        );
      assignFields(address, { location_uuid, effective_date: effective_date ?? undefined });
    },
  },
  remove: {
    remove(address, service) {
      if (workView(address, service).active)
        throw invalidOperation('The active work address cannot be deleted.');
      service.store.workAddresses.delete(address.uuid);
    },
  },
});

/** Home and work address routes (UPSTREAM A.2, A.3). @example new Router(addressRoutes); */
export const addressRoutes: Route[] = [...homeAddressRoutes, ...workAddressRoutes];
