import { ApiError, invalidAttribute, invalidOperation, invalidParameter } from '../errors';
import { type FieldRules, type FieldValues } from '../fields';
import { assignFields, companyOwned, resourceRoutes, scopesOf } from '../resource';
import { isDate, isPhone, isStateCode, isZip } from '../formats/formats';
import { US_ADDRESS_RULES, usAddress } from '../formats/addressRules';
import { stateOfZip, zipMatchesState } from './zipStates';
import type { DemoService, Route } from '../service';
import type { LocationRecord, MinimumWageRecord } from './records';
import { locationView, minimumWageView } from './views';

const LOCATION_RULES = {
  phone_number: {
    kind: 'string',
    required: true,
    check: (v) => (isPhone(v) ? undefined : 'phone_number must be exactly 10 digits.'),
  },
  ...US_ADDRESS_RULES,
  // Stricter than a home address: a street with a letter or digit, a city of letters.
  street_1: {
    kind: 'string',
    required: true,
    check: (v) => (/[A-Za-z0-9]/.test(v) ? undefined : 'street_1 is invalid.'),
  },
  city: {
    kind: 'string',
    required: true,
    check: (v) => (/^[A-Za-z][A-Za-z .'-]*$/.test(v) ? undefined : 'city is invalid.'),
  },
  country: { kind: 'enum', values: ['USA'] },
  mailing_address: { kind: 'boolean' },
  filing_address: { kind: 'boolean' },
} satisfies FieldRules;

type LocationValues = FieldValues<typeof LOCATION_RULES>;

/** State minimum wages the simulator knows (cents per hour); everywhere else the federal one applies. */
const STATE_MINIMUM_WAGES: Record<string, string> = {
  CA: '16.90',
  NY: '16.50',
  WA: '16.66',
  OR: '15.05',
  CO: '14.81',
};

const CITY_MINIMUM_WAGES: Record<string, string> = { 'San Francisco': '19.18', Seattle: '20.76' };

/**
 * The minimum wages of a new location: federal, its state's and its city's when known.
 *
 * @example
 * minimumWagesFor(ids, 'CA', 'San Francisco', '2026-01-01').map((w) => w.authority); // ['Federal', 'State', 'City']
 */
export function minimumWagesFor(
  ids: () => string,
  state: string,
  city: string,
  effective: string,
): MinimumWageRecord[] {
  const wages: MinimumWageRecord[] = [
    {
      uuid: ids(),
      wage: '7.25',
      wage_type: 'Regular',
      effective_date: '2009-07-24',
      authority: 'Federal',
      notes: null,
    },
  ];
  const stateWage = STATE_MINIMUM_WAGES[state];
  if (stateWage)
    wages.push({
      uuid: ids(),
      wage: stateWage,
      wage_type: 'Regular',
      effective_date: effective,
      authority: 'State',
      notes: null,
    });
  const cityWage = CITY_MINIMUM_WAGES[city];
  if (cityWage) {
    wages.push({
      uuid: ids(),
      wage: cityWage,
      wage_type: 'Regular',
      effective_date: effective,
      authority: 'City',
      notes: 'Employees working in the city',
    });
  }
  return wages;
}

/**
 * A location's state must be the state of its ZIP code (issue 16: "Austin, CA 78701" was saved).
 * A mismatch is reported on `state` (the ZIP is the more specific fact, and the state is what a
 * user picks from a list); a ZIP whose prefix no state uses is reported on `zip`.
 */
function checkZipState(zip: unknown, state: unknown): void {
  if (typeof zip !== 'string' || typeof state !== 'string' || !isZip(zip) || !isStateCode(state)) return;
  const expected = stateOfZip(zip);
  if (expected === undefined)
    throw new ApiError(422, [invalidAttribute('zip', `ZIP code ${zip} is not in use in any state.`)]);
  if (!zipMatchesState(zip, state)) {
    throw new ApiError(422, [
      invalidAttribute('state', `ZIP code ${zip} is in ${expected}, not ${state}.`, { zip_state: expected }),
    ]);
  }
}

/** A company has exactly one mailing and one filing address: designating one moves it (UPSTREAM B). */
function designate(service: DemoService, record: LocationRecord, values: Partial<LocationValues>): void {
  for (const flag of ['mailing_address', 'filing_address'] as const) {
    if (values[flag] !== true) continue;
    for (const other of service.store.locations.values()) {
      if (other.companyUuid === record.companyUuid && other !== record) other[flag] = false;
    }
    record[flag] = true;
  }
}

/** Company locations and their minimum wages (UPSTREAM B). @example new Router(locationRoutes); */
export const locationRoutes: Route[] = resourceRoutes({
  ...companyOwned(
    '/v1/companies/{company_id}/locations',
    '/v1/locations/{location_id}',
    (store) => store.locations,
  ),
  scopes: scopesOf('companies'),
  view: locationView,
  events: {
    entity: 'Location',
    created: 'location.created',
    updated: 'location.updated',
    company: (record) => record.companyUuid,
  },
  list: {
    // Map order is creation order.
    rows: (company, service) =>
      [...service.store.locations.values()].filter((l) => l.companyUuid === company.uuid),
    sortBy: { created_at: (l) => l.createdAt },
  },
  create: {
    rules: LOCATION_RULES,
    insert(values, company, service) {
      checkZipState(values.zip, values.state);
      return insertLocation(service, company.uuid, values);
    },
  },
  update: {
    rules: LOCATION_RULES,
    // Inactive means deleted (UPSTREAM B): kept for history, never edited.
    guard(record) {
      if (!record.active) throw invalidOperation('This location is inactive and cannot be changed.');
    },
    apply(record, values, service) {
      for (const flag of ['mailing_address', 'filing_address'] as const) {
        // Unsetting the only designation would leave the company without one: move it instead.
        if (values[flag] === false && record[flag]) {
          throw new ApiError(422, [
            invalidAttribute(flag, `Designate another location as the ${flag.replace('_', ' ')} instead.`),
          ]);
        }
      }
      checkZipState(values.zip ?? record.zip, values.state ?? record.state);
      const wagesChange =
        (values.state !== undefined && values.state !== record.state) ||
        (values.city !== undefined && values.city !== record.city);
      const { phone_number, street_1, street_2, city, state, zip, country } = values;
      assignFields(record, { phone_number, street_1, street_2, city, state, zip, country });
      designate(service, record, values);
      record.updatedAt = service.nowIso();
      // The wages that apply follow the address: a move to another state or city replaces them.
      if (wagesChange)
        record.minimumWages = minimumWagesFor(
          service.ids,
          record.state,
          record.city,
          `${record.updatedAt.slice(0, 4)}-01-01`,
        );
    },
  },
  actions: [
    {
      method: 'GET',
      suffix: '/minimum_wages',
      access: 'read',
      run(record, { query }) {
        const effective = query.get('effective_date');
        if (effective !== null && !isDate(effective)) {
          throw new ApiError(422, [
            invalidParameter('effective_date', 'effective_date must be a date (YYYY-MM-DD).'),
          ]);
        }
        const wages =
          effective === null
            ? record.minimumWages
            : record.minimumWages.filter((w) => w.effective_date <= effective);
        return wages.map(minimumWageView);
      },
    },
  ],
});

/**
 * Adds a company location; the company's first location is its mailing and filing address.
 *
 * @example
 * insertLocation(service, companyUuid, { street_1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', phone_number: '5125550100' });
 */
export function insertLocation(
  service: DemoService,
  companyUuid: string,
  values: LocationValues,
  ids: () => string = service.ids,
): LocationRecord {
  const now = service.nowIso();
  const first = ![...service.store.locations.values()].some((l) => l.companyUuid === companyUuid);
  const record: LocationRecord = {
    uuid: ids(),
    companyUuid,
    phone_number: values.phone_number,
    ...usAddress(values),
    mailing_address: first,
    filing_address: first,
    active: true,
    createdAt: now,
    updatedAt: now,
    minimumWages: minimumWagesFor(ids, values.state, values.city, `${now.slice(0, 4)}-01-01`),
  };
  service.store.locations.set(record.uuid, record);
  designate(service, record, values);
  return record;
}
