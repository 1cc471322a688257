import type { PostalAddress, PostalAddressBody } from '../addresses/types';

/**
 * A company location (contract.md#fields).
 *
 * @example
 * const mailing = locations.find((location: Location) => location.mailing_address);
 */
export interface Location extends PostalAddress {
  uuid: string;
  version: string;
  company_uuid?: string;
  phone_number: string;
  mailing_address?: boolean;
  filing_address?: boolean;
  created_at: string;
  updated_at: string;
  active: boolean;
  inactive: boolean;
}

/**
 * Body of a location create; updates send a delta plus `version`.
 *
 * @example
 * const body: LocationBody = { phone_number: '5105550100', street_1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' };
 */
export interface LocationBody extends PostalAddressBody {
  phone_number: string;
  mailing_address?: boolean;
  filing_address?: boolean;
}
