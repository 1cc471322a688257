import type { FieldRules } from '../fields';
import { isStateCode, isZip } from './formats';

/**
 * The rules of a US street address every resource with one shares (an employee's home, a
 * contractor's address, a signatory's, a location's): street and city required, a two-letter
 * state and a 5- or 9-digit ZIP, each refused on its own field; an empty `street_2` is stored as
 * null. A resource adds its own fields, or a stricter rule, by spreading these.
 */
export const US_ADDRESS_RULES = {
  street_1: { kind: 'string', required: true },
  street_2: { kind: 'string', nullable: true, emptyAsNull: true },
  city: { kind: 'string', required: true },
  state: {
    kind: 'string',
    required: true,
    check: (v: string) => (isStateCode(v) ? undefined : 'state must be a two-letter US state code.'),
  },
  zip: {
    kind: 'string',
    required: true,
    check: (v: string) => (isZip(v) ? undefined : 'zip must be 12345 or 12345-6789.'),
  },
} satisfies FieldRules;

/** A US street address as the service keeps it (an employee's home, a location, a signatory's home). */
export interface UsAddress {
  street_1: string;
  street_2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/**
 * A US address as sent (the fields of {@link US_ADDRESS_RULES}) as it is stored: an empty
 * `street_2` is null, and the country is the USA.
 *
 * @example
 * ({ uuid, ...usAddress(values) });
 */
export function usAddress(values: {
  street_1: string;
  street_2?: string | null;
  city: string;
  state: string;
  zip: string;
}): UsAddress {
  return {
    street_1: values.street_1,
    street_2: values.street_2 || null,
    city: values.city,
    state: values.state,
    zip: values.zip,
    country: 'USA',
  };
}
