import { expectCall, saveOverCurrentVersion, SIGNER_IP, type DemoAdmin } from './demoAdmin';

/**
 * Contractors set up through the demo service as a partner's admin adds and onboards them: the
 * one home of these bodies and paths for stories, browser tests and unit tests. Every call's status is checked ({@link expectCall}), so a set-up the service
 * refuses fails on the step that broke. Tests of the contract itself send their own requests.
 */

/** A contractor as the service answers it; tests read what they need of the rest. */
export interface ContractorRecord {
  uuid: string;
  version: string;
  [field: string]: unknown;
}

/** An Individual paid by the hour: Katherine Johnson, $42.50/hr from 2026-06-01. */
export const HOURLY_INDIVIDUAL = {
  type: 'Individual',
  wage_type: 'Hourly',
  hourly_rate: '42.50',
  start_date: '2026-06-01',
  first_name: 'Katherine',
  last_name: 'Johnson',
} as const;

/** An Individual paid a fixed wage: Mary Jackson from 2026-06-01. */
export const FIXED_INDIVIDUAL = {
  type: 'Individual',
  wage_type: 'Fixed',
  start_date: '2026-06-01',
  first_name: 'Mary',
  last_name: 'Jackson',
} as const;

/** A Business paid a fixed wage: Hamilton Rigging LLC from 2026-06-01. */
export const FIXED_BUSINESS = {
  type: 'Business',
  wage_type: 'Fixed',
  start_date: '2026-06-01',
  business_name: 'Hamilton Rigging LLC',
  ein: '123456789',
} as const;

/** An address in Austin, Texas. */
export const CONTRACTOR_ADDRESS = { street_1: '300 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

/** A checking account shown as "Operating XXXX6789". */
export const CONTRACTOR_BANK_ACCOUNT = {
  name: 'Operating',
  routing_number: '021000021',
  account_number: '000123456789',
  account_type: 'Checking' as const,
};

/**
 * Adds a contractor to the admin's company (201).
 *
 * @example
 * const { uuid } = await addContractor(admin, { ...HOURLY_INDIVIDUAL, ssn: '123456789' });
 */
export function addContractor(admin: DemoAdmin, body: Record<string, unknown>): Promise<ContractorRecord> {
  return expectCall(admin, 201, 'POST', `/v1/companies/${admin.api.companyUuid}/contractors`, body);
}

/**
 * The contractor's address as the service holds it (200), with the version a save sends back.
 *
 * @example
 * const { version } = await contractorAddress(admin, uuid);
 */
export function contractorAddress(admin: DemoAdmin, uuid: string): Promise<{ version: string }> {
  return expectCall(admin, 200, 'GET', `/v1/contractors/${uuid}/address`);
}

/**
 * Saves the contractor's address over its current version (200).
 *
 * @example
 * await saveContractorAddress(admin, uuid, { ...CONTRACTOR_ADDRESS, street_1: '1 Main St' });
 */
export async function saveContractorAddress(
  admin: DemoAdmin,
  uuid: string,
  address: Record<string, string> = CONTRACTOR_ADDRESS,
): Promise<void> {
  await saveOverCurrentVersion(admin, `/v1/contractors/${uuid}/address`, address);
}

/**
 * Adds the bank account the contractor is paid into by direct deposit (201).
 *
 * @example
 * await addContractorBankAccount(admin, uuid);
 */
export async function addContractorBankAccount(
  admin: DemoAdmin,
  uuid: string,
  account: Record<string, string> = CONTRACTOR_BANK_ACCOUNT,
): Promise<void> {
  await expectCall(admin, 201, 'POST', `/v1/contractors/${uuid}/bank_accounts`, account);
}

/**
 * The contractor's W-9 among their documents (200).
 *
 * @example
 * const w9 = await contractorW9(admin, uuid);
 */
export async function contractorW9(admin: DemoAdmin, uuid: string): Promise<{ uuid: string }> {
  const documents = await expectCall<Array<{ uuid: string; name: string }>>(
    admin,
    200,
    'GET',
    `/v1/contractors/${uuid}/documents`,
  );
  const w9 = documents.find((document) => document.name === 'taxpayer_identification_form_w_9');
  if (!w9) throw new Error(`contractor ${uuid} has no W-9`);
  return w9;
}

/**
 * Signs the contractor's W-9 as the service pre-filled it, or with `fields` changed (200).
 *
 * @example
 * await signContractorW9(admin, uuid, [{ key: 'tax_classification', value: 'LLC' }]);
 */
export async function signContractorW9(
  admin: DemoAdmin,
  uuid: string,
  fields?: Array<{ key: string; value: string }>,
): Promise<void> {
  const w9 = await contractorW9(admin, uuid);
  await expectCall(admin, 200, 'PUT', `/v1/documents/${w9.uuid}/sign`, {
    agree: true,
    signed_by_ip_address: SIGNER_IP,
    ...(fields ? { fields } : {}),
  });
}

/**
 * Finishes the contractor's onboarding as the admin (200): the service accepts it once every
 * step is done.
 *
 * @example
 * await finishContractorOnboarding(admin, uuid);
 */
export async function finishContractorOnboarding(admin: DemoAdmin, uuid: string): Promise<void> {
  await expectCall(admin, 200, 'PUT', `/v1/contractors/${uuid}/onboarding_status`, {
    onboarding_status: 'onboarding_completed',
  });
}

/**
 * The admin's onboarding of a contractor end to end: the address (Austin unless given), the bank
 * account, the W-9 signed, then finished, so the contractor is active and can be paid.
 *
 * @example
 * await onboardContractor(admin, uuid);
 */
export async function onboardContractor(
  admin: DemoAdmin,
  uuid: string,
  address: Record<string, string> = CONTRACTOR_ADDRESS,
): Promise<void> {
  await saveContractorAddress(admin, uuid, address);
  await addContractorBankAccount(admin, uuid);
  await signContractorW9(admin, uuid);
  await finishContractorOnboarding(admin, uuid);
}

/**
 * Adds a contractor and onboards them ({@link onboardContractor}); answers their uuid. The body
 * needs the SSN or EIN: the W-9 is signed as pre-filled, and its TIN is required.
 *
 * @example
 * const active = await addOnboardedContractor(admin, FIXED_BUSINESS);
 */
export async function addOnboardedContractor(
  admin: DemoAdmin,
  body: Record<string, unknown>,
): Promise<string> {
  const { uuid } = await addContractor(admin, body);
  await onboardContractor(admin, uuid);
  return uuid;
}

/**
 * One payment to one contractor: the date it is due, what is paid (a Fixed contractor's wage, an
 * Hourly one's hours), and the token that makes it once.
 */
export interface ContractorPaymentSetup {
  contractorUuid: string;
  checkDate: string;
  wage?: string;
  hours?: string;
  reimbursement?: string;
  creationToken: string;
}

/** A payment group as the service answers it: its uuid and its payments'. */
export interface ContractorPaymentGroupRecord {
  uuid: string;
  contractor_payments: Array<{ uuid: string }>;
}

/**
 * Pays an onboarded contractor by direct deposit in a payment group of their own (201), left
 * unfunded; answers the group.
 *
 * @example
 * const group = await payContractor(admin, { contractorUuid, checkDate: '2026-06-22', wage: '1250.00', creationToken: 'pay-1' });
 */
export function payContractor(
  admin: DemoAdmin,
  payment: ContractorPaymentSetup,
): Promise<ContractorPaymentGroupRecord> {
  const { contractorUuid, checkDate, creationToken, ...amounts } = payment;
  return expectCall(admin, 201, 'POST', `/v1/companies/${admin.api.companyUuid}/contractor_payment_groups`, {
    check_date: checkDate,
    creation_token: creationToken,
    contractor_payments: [
      {
        contractor_uuid: contractorUuid,
        ...amounts,
        payment_method: 'Direct Deposit',
      },
    ],
  });
}

/**
 * Funds a payment group's direct deposits now, the demo's sandbox call (200).
 *
 * @example
 * await fundContractorPayment(admin, group.uuid);
 */
export async function fundContractorPayment(admin: DemoAdmin, groupUuid: string): Promise<void> {
  await expectCall(admin, 200, 'PUT', `/v1/contractor_payment_groups/${groupUuid}/fund`);
}
