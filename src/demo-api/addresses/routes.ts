import { ApiError, invalidAttribute, invalidOperation } from '../errors';
import type { FieldRules } from '../fields';
import { assignFields, employeeCompany, employeeOwned, resourceRoutes, scopesOf } from '../resource';
import { insertRecord } from '../resource/insertRecord';
import { US_ADDRESS_RULES, type UsAddress, usAddress } from '../formats/addressRules';
import type { DemoService, Route } from '../service';
import type { AddressRecord, WorkAddressRecord } from './records';
import { activeOf, homeAddressView, workAddressView } from './views';
import type { DemoStore } from '../store';
import type { IndexedMap } from '../indexedMap';
import type { EmployeeRecord } from '../employees/records';

const HOME_RULES = {
  ...US_ADDRESS_RULES,
  effective_date: { kind: 'date', nullable: true },
  courtesy_withholding: { kind: 'boolean' },
} satisfies FieldRules;

const WORK_RULES = {
  location_uuid: { kind: 'string', required: true },
  effective_date: { kind: 'date', nullable: true },
} satisfies FieldRules;

/** What every address of an employee's effective-dated history has, home or work. */
interface DatedAddress {
  uuid: string;
  employeeUuid: string;
  effective_date: string;
  seq: number;
}

/**
 * The rules an employee's home and work addresses share (UPSTREAM A.2, A.3): a history under the
 * employee at `/v1/employees/{employee_id}/<kind>_addresses`, each at `/v1/<kind>_addresses/{id}`,
 * listed whole; the one in force (latest effective date not after today) shown active; one
 * address a date; the active one never deleted; `employee_<kind>_address.*` events. Each kind
 * declares its create and update over `routes`, adding with `add` and moving with `move`.
 */
function addressHistory<R extends DatedAddress>(
  kind: 'home' | 'work',
  entity: string,
  table: (store: DemoStore) => IndexedMap<R>,
  show: (address: R, service: DemoService, active: boolean) => Record<string, unknown>,
) {
  const historyOf = (service: DemoService, employeeUuid: string) =>
    table(service.store).childrenOf(employeeUuid);
  const view = (address: R, service: DemoService) => {
    const active = activeOf(historyOf(service, address.employeeUuid), service.clock.today());
    return show(address, service, active?.uuid === address.uuid);
  };
  const checkDate = (service: DemoService, employeeUuid: string, date: string, self?: string) => {
    if (historyOf(service, employeeUuid).some((a) => a.uuid !== self && a.effective_date === date)) {
      throw new ApiError(422, [
        invalidAttribute('effective_date', 'Another address already takes effect on this date.'),
      ]);
    }
  };
  return {
    /** A new address of the employee, effective today unless dated, on a date no other takes. */
    add(service: DemoService, employeeUuid: string, date: string | null | undefined, fields: Own<R>): R {
      const effective_date = date ?? service.clock.today();
      checkDate(service, employeeUuid, effective_date);
      // The spread of a generic rest is not R's fields to the compiler, though it is exactly them.
      return insertRecord(service, table(service.store), {
        employeeUuid,
        ...fields,
        effective_date,
      } as Omit<R, 'uuid' | 'seq'>);
    },
    /** An update's new effective date (a string), refused when another address takes it. */
    move(service: DemoService, address: R, date: unknown): void {
      if (typeof date === 'string') checkDate(service, address.employeeUuid, date, address.uuid);
    },
    routes: {
      ...employeeOwned(
        `/v1/employees/{employee_id}/${kind}_addresses`,
        `/v1/${kind}_addresses/{${kind}_address_id}`,
        table,
      ),
      scopes: scopesOf('employees'),
      view,
      events: {
        entity,
        created: `employee_${kind}_address.created`,
        updated: `employee_${kind}_address.updated`,
        company: employeeCompany,
      },
      list: {
        rows: (employee: EmployeeRecord, service: DemoService) => historyOf(service, employee.uuid),
        paged: false,
      },
      remove: {
        remove(address: R, service: DemoService) {
          if (view(address, service).active)
            throw invalidOperation(`The active ${kind} address cannot be deleted.`);
          table(service.store).delete(address.uuid);
        },
      },
    },
  };
}

/** What a kind of address keeps of its own: all but its id, owner, date and creation number. */
type Own<R> = Omit<R, keyof DatedAddress>;

const home = addressHistory(
  'home',
  'EmployeeHomeAddress',
  (store) => store.homeAddresses,
  (address: AddressRecord, _service, active) => homeAddressView(address, active),
);

const work = addressHistory(
  'work',
  'EmployeeWorkAddress',
  (store) => store.workAddresses,
  (address: WorkAddressRecord, service, active) => workAddressView(service.store, address, active),
);

/**
 * A work address's location is an active location of the employee's company (422 on
 * `location_uuid`); a people batch checks its work addresses by it.
 *
 * @example
 * checkLocation(service, employee.companyUuid, values.location_uuid);
 */
export function checkLocation(service: DemoService, companyUuid: string, locationUuid: string): void {
  const location = service.store.locations.get(locationUuid);
  if (!location || location.companyUuid !== companyUuid || !location.active) {
    throw new ApiError(422, [
      invalidAttribute('location_uuid', 'location_uuid must be an active location of the company.'),
    ]);
  }
}

const homeAddressRoutes = resourceRoutes({
  ...home.routes,
  create: {
    rules: HOME_RULES,
    insert: (values, employee, service) =>
      home.add(service, employee.uuid, values.effective_date, {
        ...usAddress(values),
        courtesy_withholding: values.courtesy_withholding ?? false,
      }),
  },
  update: {
    rules: HOME_RULES,
    apply(address, { effective_date, ...values }, service) {
      home.move(service, address, effective_date);
      // A null effective date keeps the one it has.
      assignFields(address, { ...values, effective_date: effective_date ?? undefined });
    },
  },
});

const workAddressRoutes = resourceRoutes({
  ...work.routes,
  create: {
    rules: WORK_RULES,
    insert(values, employee, service) {
      checkLocation(service, employee.companyUuid, values.location_uuid);
      return work.add(service, employee.uuid, values.effective_date, { location_uuid: values.location_uuid });
    },
  },
  update: {
    rules: WORK_RULES,
    apply(address, { location_uuid, effective_date }, service) {
      if (location_uuid !== undefined)
        checkLocation(service, employeeCompany(address, service), location_uuid);
      work.move(service, address, effective_date);
      assignFields(address, { location_uuid, effective_date: effective_date ?? undefined });
    },
  },
});

/**
 * An employee's first addresses, effective today, as the create routes add them: a people
 * batch's home and work address (DECISIONS 75).
 *
 * @example
 * addFirstAddresses(service, employee.uuid, usAddress(values), locationUuid);
 */
export function addFirstAddresses(
  service: DemoService,
  employeeUuid: string,
  homeAddress: UsAddress | undefined,
  locationUuid: string | undefined,
): void {
  if (homeAddress) home.add(service, employeeUuid, null, { ...homeAddress, courtesy_withholding: false });
  if (locationUuid) work.add(service, employeeUuid, null, { location_uuid: locationUuid });
}

/** Home and work address routes (UPSTREAM A.2, A.3). @example new Router(addressRoutes); */
export const addressRoutes: Route[] = [...homeAddressRoutes, ...workAddressRoutes];
