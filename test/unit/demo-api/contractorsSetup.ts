import { expect } from 'vitest';
import {
  addContractorBankAccount,
  contractorAddress,
  contractorW9,
  CONTRACTOR_ADDRESS,
  FIXED_BUSINESS as BUSINESS,
  finishContractorOnboarding,
  HOURLY_INDIVIDUAL as INDIVIDUAL,
  saveContractorAddress,
  signContractorW9,
} from '../../support/contractors';
import { SIGNER_IP } from '../../support/demoAdmin';
import type { DemoHttp, HttpResponse } from './http';
import type { ApiJson } from './request';

/**
 * Contractors through the demo service over HTTP, as a partner's admin adds and onboards them
 * (UPSTREAM-2 I, DECISIONS 55). The set-up is test/support/contractors.ts (a `DemoHttp` is a
 * `DemoAdmin`); here are what the contract tests send and read besides: the requests whose answer
 * they assert, unchecked, and the bodies with the SSN, email and dashed EIN they check.
 */

export {
  addContractor,
  CONTRACTOR_ADDRESS as ADDRESS,
  CONTRACTOR_BANK_ACCOUNT as BANK_ACCOUNT,
} from '../../support/contractors';

export const SYSTEM = 'demo-system-token';

/** An Individual paid by the hour, with an SSN and an email. */
export const HOURLY_INDIVIDUAL = { ...INDIVIDUAL, ssn: '123456789', email: 'katherine@example.com' };

/** A business paid a fixed wage, its EIN written with the dash. */
export const FIXED_BUSINESS = { ...BUSINESS, ein: '12-3456789' };

/** The seeded company's path. */
export const companyPath = (http: DemoHttp) => `/v1/companies/${http.api.companyUuid}`;

/** Saves the contractor's address with its current version; answers the service's reply. */
export async function saveAddress(
  http: DemoHttp,
  uuid: string,
  address: Record<string, string> = CONTRACTOR_ADDRESS,
): Promise<HttpResponse> {
  const { version } = await contractorAddress(http, uuid);
  return http.call('PUT', `/v1/contractors/${uuid}/address`, { version, ...address });
}

/** The contractor's W-9. */
export const w9 = (http: DemoHttp, uuid: string): Promise<ApiJson> => contractorW9(http, uuid);

/** Signs the W-9 as the contractor, from a documentation IP; answers the service's reply. */
export async function signW9(
  http: DemoHttp,
  uuid: string,
  extra: Record<string, unknown> = {},
): Promise<HttpResponse> {
  const document = await contractorW9(http, uuid);
  return http.call('PUT', `/v1/documents/${document.uuid}/sign`, {
    agree: true,
    signed_by_ip_address: SIGNER_IP,
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
  await saveContractorAddress(http, uuid);
  await addContractorBankAccount(http, uuid);
  await signContractorW9(http, uuid);
  expect((await onboardingStatus(http, uuid)).onboarding_status).toBe('admin_onboarding_review');
  await finishContractorOnboarding(http, uuid);
}

/** The event types of the company for one entity, in order. */
export async function eventTypes(http: DemoHttp, entityUuid: string): Promise<string[]> {
  const events = (
    await http.call('GET', `/v1/events?resource_uuid=${http.api.companyUuid}&limit=100`, undefined, SYSTEM)
  ).body;
  return events.filter((e: ApiJson) => e.entity_uuid === entityUuid).map((e: ApiJson) => e.event_type);
}
