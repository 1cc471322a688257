import { expect } from 'vitest';
import type { DemoHttp, HttpResponse } from './http';
import type { ApiJson } from './request';

/**
 * Contractors through the demo service over HTTP, as a partner's admin adds and onboards them
 * (UPSTREAM-2 I, DECISIONS 55). Each helper checks its own step so a failure names it.
 */

export const SYSTEM = 'demo-system-token';

/** An Individual paid by the hour. */
export const HOURLY_INDIVIDUAL = {
  type: 'Individual',
  wage_type: 'Hourly',
  hourly_rate: '42.50',
  start_date: '2026-06-01',
  first_name: 'Katherine',
  last_name: 'Johnson',
  ssn: '123456789',
  email: 'katherine@example.com',
};

/** A business paid a fixed wage. */
export const FIXED_BUSINESS = {
  type: 'Business',
  wage_type: 'Fixed',
  start_date: '2026-06-01',
  business_name: 'Hamilton Rigging LLC',
  ein: '12-3456789',
};

export const ADDRESS = { street_1: '300 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

export const BANK_ACCOUNT = {
  name: 'Operating',
  routing_number: '021000021',
  account_number: '000123456789',
  account_type: 'Checking',
};

/** The seeded company's path. */
export const companyPath = (http: DemoHttp) => `/v1/companies/${http.api.companyUuid}`;

/** Adds a contractor; answers the created record. */
export async function addContractor(http: DemoHttp, body: Record<string, unknown>): Promise<ApiJson> {
  const res = await http.call('POST', `${companyPath(http)}/contractors`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Saves the contractor's address with its current version. */
export async function saveAddress(http: DemoHttp, uuid: string, address = ADDRESS): Promise<HttpResponse> {
  const current = (await http.call('GET', `/v1/contractors/${uuid}/address`)).body;
  return http.call('PUT', `/v1/contractors/${uuid}/address`, { version: current.version, ...address });
}

/** The contractor's W-9. */
export async function w9(http: DemoHttp, uuid: string): Promise<ApiJson> {
  const docs = (await http.call('GET', `/v1/contractors/${uuid}/documents`)).body;
  return docs.find((d: ApiJson) => d.name === 'taxpayer_identification_form_w_9');
}

/** Signs the W-9 as the contractor, from a documentation IP. */
export async function signW9(
  http: DemoHttp,
  uuid: string,
  extra: Record<string, unknown> = {},
): Promise<HttpResponse> {
  const document = await w9(http, uuid);
  return http.call('PUT', `/v1/documents/${document.uuid}/sign`, {
    agree: true,
    signed_by_ip_address: '203.0.113.7',
    ...extra,
  });
}

/** The contractor's onboarding status. */
export async function onboardingStatus(http: DemoHttp, uuid: string): Promise<ApiJson> {
  return (await http.call('GET', `/v1/contractors/${uuid}/onboarding_status`)).body;
}

/** Moves the onboarding status as the partner does. */
export function moveTo(http: DemoHttp, uuid: string, onboarding_status: string): Promise<HttpResponse> {
  return http.call('PUT', `/v1/contractors/${uuid}/onboarding_status`, { onboarding_status });
}

/** The admin path end to end: address, bank account, W-9, then finish once the service moved it to review. */
export async function onboard(http: DemoHttp, uuid: string): Promise<void> {
  expect((await saveAddress(http, uuid)).status).toBe(200);
  expect((await http.call('POST', `/v1/contractors/${uuid}/bank_accounts`, BANK_ACCOUNT)).status).toBe(201);
  expect((await signW9(http, uuid)).status).toBe(200);
  expect((await onboardingStatus(http, uuid)).onboarding_status).toBe('admin_onboarding_review');
  expect((await moveTo(http, uuid, 'onboarding_completed')).status).toBe(200);
}

/** The event types of the company for one entity, in order. */
export async function eventTypes(http: DemoHttp, entityUuid: string): Promise<string[]> {
  const events = (
    await http.call('GET', `/v1/events?resource_uuid=${http.api.companyUuid}&limit=100`, undefined, SYSTEM)
  ).body;
  return events.filter((e: ApiJson) => e.entity_uuid === entityUuid).map((e: ApiJson) => e.event_type);
}
