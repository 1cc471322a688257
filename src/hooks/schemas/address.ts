import * as z from 'zod/mini';
import { isoDate, optional, phoneNumber, requiredText, stateCode, zipCode } from './fields';

/**
 * An employee's home address (contract.md#employees).
 *
 * @example
 * homeAddressSchema.parse({ street_1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' });
 */
export const homeAddressSchema = /* @__PURE__ */ (() =>
  z.object({
    street_1: requiredText,
    street_2: optional(z.string()),
    city: requiredText,
    state: stateCode,
    zip: zipCode,
    effective_date: optional(isoDate),
    courtesy_withholding: z.optional(z.boolean()),
  }))();

/**
 * A work address: a company location from a given date (contract.md#employees).
 *
 * @example
 * workAddressSchema.parse({ location_uuid: 'loc-1', effective_date: '2026-06-15' });
 */
export const workAddressSchema = /* @__PURE__ */ (() =>
  z.object({
    location_uuid: requiredText,
    effective_date: optional(isoDate),
  }))();

/**
 * A company location (contract.md#fields): phone 10 digits, zip 5 or 5+4, a valid state.
 *
 * @example
 * locationSchema.parse({ phone_number: '5105550100', street_1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' });
 */
export const locationSchema = /* @__PURE__ */ (() =>
  z.object({
    phone_number: phoneNumber,
    street_1: requiredText,
    street_2: optional(z.string()),
    city: requiredText,
    state: stateCode,
    zip: zipCode,
    mailing_address: z.optional(z.boolean()),
    filing_address: z.optional(z.boolean()),
  }))();
