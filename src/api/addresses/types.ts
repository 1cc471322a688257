import type { DateString } from '../common';

/**
 * An employee's home address, effective dated (contract.md#employees).
 *
 * @example
 * const current = addresses.find((address: HomeAddress) => address.active);
 */
export interface HomeAddress {
  uuid: string;
  version: string;
  employee_uuid: string;
  street_1: string;
  street_2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
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
export interface WorkAddress {
  uuid: string;
  version: string;
  employee_uuid: string;
  location_uuid: string;
  effective_date: DateString;
  active: boolean;
  street_1?: string;
  street_2?: string | null;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
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
