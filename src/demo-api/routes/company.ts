import { ApiError, invalidAttribute, invalidOperation, invalidParameter, notFound } from '../errors';
import { type FieldRules, readFields, requireCurrentVersion } from '../fields';
import { compareBy, paginate, parseSortBy, readPage } from '../pagination';
import type { LocationRecord, MinimumWageRecord } from '../records';
import { isDate, isPhone, isStateCode, isZip } from '../rules/formats';
import type { DemoService, Route, TokenGrant } from '../service';
import { locationView, minimumWageView } from '../views';
import { stateOfZip, zipMatchesState } from '../rules/zipStates';

/** The demo partner's OAuth application and the demo company's admin. */
const DEMO_APPLICATION_UUID = '0a5e1c6e-7d4b-4f5a-9c1e-5d3a2b1c0f9e';
const DEMO_ADMIN_UUID = '6b2d8f0a-3c4e-4a1b-8d7f-2e9c1b0a4d5f';

const LOCATION_RULES: FieldRules = {
  phone_number: {
    kind: 'string',
    required: true,
    check: (v) => (isPhone(v) ? undefined : 'phone_number must be exactly 10 digits.'),
  },
  street_1: {
    kind: 'string',
    required: true,
    check: (v) => (/[A-Za-z0-9]/.test(v) ? undefined : 'street_1 is invalid.'),
  },
  street_2: { kind: 'string', nullable: true },
  city: {
    kind: 'string',
    required: true,
    check: (v) => (/^[A-Za-z][A-Za-z .'-]*$/.test(v) ? undefined : 'city is invalid.'),
  },
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
  country: { kind: 'enum', values: ['USA'] },
  mailing_address: { kind: 'boolean' },
  filing_address: { kind: 'boolean' },
};

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

function location(service: DemoService, uuid: string | undefined, grant: TokenGrant): LocationRecord {
  const record = uuid ? service.store.locations.get(uuid) : undefined;
  if (!record) throw notFound();
  service.company(record.companyUuid, grant);
  return record;
}

/** A company has exactly one mailing and one filing address: designating one moves it (UPSTREAM B). */
function designate(service: DemoService, record: LocationRecord, values: Record<string, unknown>): void {
  for (const flag of ['mailing_address', 'filing_address'] as const) {
    if (values[flag] !== true) continue;
    for (const other of service.store.locations.values()) {
      if (other.companyUuid === record.companyUuid && other !== record) other[flag] = false;
    }
    record[flag] = true;
  }
}

/** token_info, the deprecated terms-of-service pair, locations and minimum wages. @example new Router(companyRoutes); */
export const companyRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/token_info',
    auth: 'any',
    scope: 'companies:read',
    handle({ grant }) {
      const scope = [...grant.scopes].join(' ');
      if (grant.kind === 'system') {
        // DECISIONS 36: the system token belongs to the partner's OAuth application.
        return {
          status: 200,
          body: {
            scope,
            resource: { type: 'Oauth::Application', uuid: DEMO_APPLICATION_UUID },
            resource_owner: null,
          },
        };
      }
      return {
        status: 200,
        body: {
          scope,
          resource: { type: 'Company', uuid: grant.companyUuid },
          resource_owner: { type: 'CompanyAdmin', uuid: DEMO_ADMIN_UUID },
        },
      };
    },
  },
  ...(['GET', 'POST'] as const).map((method): Route => ({
    method,
    path: '/v1/companies/{company_id}/terms_of_service',
    auth: 'company',
    scope: 'companies:read',
    handle({ params, grant }, service) {
      const company = service.company(params.company_id, grant);
      throw new ApiError(410, [
        {
          error_key: 'request',
          category: 'deprecated_endpoint',
          message: 'This endpoint was removed; use the partner-managed terms of service.',
          metadata: { replacement: `/v1/partner_managed_companies/${company.uuid}/terms_of_service` },
        },
      ]);
    },
  })),
  {
    method: 'GET',
    path: '/v1/companies/{company_id}/locations',
    auth: 'company',
    scope: 'companies:read',
    handle({ params, query, grant }, service) {
      const company = service.company(params.company_id, grant);
      const page = readPage(query);
      const clauses = parseSortBy(query.get('sort_by'), ['created_at']);
      // Map order is creation order; sorting by created_at keeps it stable for equal timestamps.
      const rows = [...service.store.locations.values()].filter((l) => l.companyUuid === company.uuid);
      if (clauses.length > 0) {
        const order = new Map(rows.map((l, i) => [l.uuid, i]));
        rows.sort(
          compareBy<LocationRecord>(
            clauses,
            (l) => l.createdAt,
            (a, b) => order.get(a.uuid)! - order.get(b.uuid)!,
          ),
        );
      }
      const { items, headers } = paginate(rows, page);
      return { status: 200, body: items.map(locationView), headers };
    },
  },
  {
    method: 'POST',
    path: '/v1/companies/{company_id}/locations',
    auth: 'company',
    scope: 'companies:write',
    creates: true,
    handle({ params, body, grant }, service) {
      const company = service.company(params.company_id, grant);
      const values = readFields(body, LOCATION_RULES);
      checkZipState(values.zip, values.state);
      const record = insertLocation(service, company.uuid, values);
      service.emit('location.created', 'Location', record.uuid, company.uuid);
      return { status: 201, body: locationView(record) };
    },
  },
  {
    method: 'GET',
    path: '/v1/locations/{location_id}',
    auth: 'company',
    scope: 'companies:read',
    handle({ params, grant }, service) {
      return { status: 200, body: locationView(location(service, params.location_id, grant)) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/locations/{location_id}',
    auth: 'company',
    scope: 'companies:write',
    handle({ params, body, grant }, service) {
      const record = location(service, params.location_id, grant);
      requireCurrentVersion(body, locationView(record).version);
      // Inactive means deleted (UPSTREAM B): kept for history, never edited.
      if (!record.active) throw invalidOperation('This location is inactive and cannot be changed.');
      const values = readFields(body, LOCATION_RULES, { partial: true });
      for (const key of ['street_1', 'city'] as const) {
        if (values[key] === '') throw new ApiError(422, [invalidAttribute(key, `${key} can't be blank.`)]);
      }
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
      for (const key of [
        'phone_number',
        'street_1',
        'street_2',
        'city',
        'state',
        'zip',
        'country',
      ] as const) {
        if (values[key] !== undefined)
          (record as unknown as Record<string, unknown>)[key] = values[key] === '' ? null : values[key];
      }
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
      service.emit('location.updated', 'Location', record.uuid, record.companyUuid);
      return { status: 200, body: locationView(record) };
    },
  },
  {
    method: 'GET',
    path: '/v1/locations/{location_id}/minimum_wages',
    auth: 'company',
    scope: 'companies:read',
    handle({ params, query, grant }, service) {
      const record = location(service, params.location_id, grant);
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
      return { status: 200, body: wages.map(minimumWageView) };
    },
  },
];

/**
 * Adds a company location; the company's first location is its mailing and filing address.
 *
 * @example
 * insertLocation(service, companyUuid, { street_1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', phone_number: '5125550100' });
 */
export function insertLocation(
  service: DemoService,
  companyUuid: string,
  values: Record<string, unknown>,
  ids: () => string = service.ids,
): LocationRecord {
  const now = service.nowIso();
  const first = ![...service.store.locations.values()].some((l) => l.companyUuid === companyUuid);
  const record: LocationRecord = {
    uuid: ids(),
    companyUuid,
    phone_number: values.phone_number as string,
    street_1: values.street_1 as string,
    street_2: (values.street_2 as string | null | undefined) || null,
    city: values.city as string,
    state: values.state as string,
    zip: values.zip as string,
    country: 'USA',
    mailing_address: first,
    filing_address: first,
    active: true,
    createdAt: now,
    updatedAt: now,
    minimumWages: minimumWagesFor(
      ids,
      values.state as string,
      values.city as string,
      `${now.slice(0, 4)}-01-01`,
    ),
  };
  service.store.locations.set(record.uuid, record);
  designate(service, record, values);
  return record;
}
