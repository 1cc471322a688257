import type { DateString } from '../common';

/**
 * A US street address as a record shows it: an employee's home, a company location (a work
 * address and a contractor's address show it in part).
 *
 * @example
 * const line = `${address.street_1}, ${address.city}, ${address.state} ${address.zip}`;
 */
export interface PostalAddress {
  street_1: string;
  street_2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/**
 * A US street address as a create sends it (a location, a signatory's home): the second line and
 * the country may be left out.
 *
 * @example
 * const address: PostalAddressBody = { street_1: '1 Lamar Blvd', city: 'Austin', state: 'TX', zip: '78703' };
 */
export interface PostalAddressBody {
  street_1: string;
  street_2?: string | null;
  city: string;
  state: string;
  zip: string;
  country?: string;
}

/**
 * An employee's home address, effective dated (contract.md#employees).
 *
 * @example
 * const current = addresses.find((address: HomeAddress) => address.active);
 */
export interface HomeAddress extends PostalAddress {
  uuid: string;
  version: string;
  employee_uuid: string;
  effective_date: DateString | null;
  courtesy_withholding: boolean;
  active: boolean;
}

/**
 * Body of a home address create; updates send a delta plus `version`.
 *
 * @example
 * const body: HomeAddressBody = { street_1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' };
 */
export interface HomeAddressBody {
  street_1: string;
  street_2?: string | null;
  city: string;
  state: string;
  zip: string;
  effective_date?: DateString | null;
  courtesy_withholding?: boolean;
}

/**
 * An employee's work address: a company location, effective dated (contract.md#employees).
 *
 * @example
 * const locationId = workAddress.location_uuid;
 */
export interface WorkAddress extends Partial<PostalAddress> {
  uuid: string;
  version: string;
  employee_uuid: string;
  location_uuid: string;
  effective_date: DateString;
  active: boolean;
}

/**
 * Body of a work address create; updates send a delta plus `version`.
 *
 * @example
 * const body: WorkAddressBody = { location_uuid: location.uuid, effective_date: '2026-06-15' };
 */
export interface WorkAddressBody {
  location_uuid: string;
  effective_date?: DateString;
}
