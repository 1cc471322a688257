import { expectCall, type DemoAdmin } from './demoAdmin';

/**
 * A company set up through the demo service as its admin onboards it: its locations, federal tax
 * details, industry, bank account, state taxes, signatory and forms. The one home of these bodies
 * and paths for stories, browser tests and unit tests. Every call's status is checked
 * ({@link expectCall}), so a set-up the service refuses fails on the step that broke. Tests of
 * the onboarding rules themselves send their own requests.
 */

/** The Austin, Texas headquarters: the company's mailing and filing address. */
export const AUSTIN_HEADQUARTERS = {
  street_1: '300 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone_number: '5125550100',
  mailing_address: true,
  filing_address: true,
} as const;

/** Langley Analytics LLC's federal tax details: an LLC filing form 941. */
export const LANGLEY_FEDERAL_TAX = {
  ein: '74-1234567',
  legal_name: 'Langley Analytics LLC',
  tax_payer_type: 'LLC',
  filing_form: '941',
} as const;

/** The checking account the company's payrolls are debited from. */
export const COMPANY_BANK_ACCOUNT = {
  routing_number: '021000021',
  account_number: '000123456789',
  account_type: 'Checking',
} as const;

/** Every requirement of Texas state tax set: registration, the SUI rate, the deposit schedule. */
export const TEXAS_TAX_REQUIREMENTS = [
  {
    key: 'registrations',
    state: 'TX',
    effective_from: null,
    requirements: [{ key: 'twc_account_number', value: '12-345678-9' }],
  },
  {
    key: 'taxrates',
    state: 'TX',
    effective_from: '2026-01-01',
    requirements: [{ key: 'sui_rate', value: '0.027' }],
  },
  {
    key: 'depositschedules',
    state: 'TX',
    effective_from: null,
    requirements: [{ key: 'deposit_schedule', value: 'Quarterly' }],
  },
];

/** Mary Jackson, the managing member who signs the company's forms. */
export const SIGNATORY = {
  first_name: 'Mary',
  last_name: 'Jackson',
  email: 'mary@example.com',
  title: 'Managing Member',
  phone: '5125550111',
  ssn: '123-45-6789',
  birthday: '1981-04-09',
  home_address: { street_1: '1 Lamar Blvd', city: 'Austin', state: 'TX', zip: '78703' },
} as const;

const companyPath = (admin: DemoAdmin) => `/v1/companies/${admin.api.companyUuid}`;

/**
 * Adds a location to the admin's company (201).
 *
 * @example
 * const headquarters = await addLocation(admin);
 */
export function addLocation(
  admin: DemoAdmin,
  location: Record<string, unknown> = AUSTIN_HEADQUARTERS,
): Promise<{ uuid: string; [field: string]: unknown }> {
  return expectCall(admin, 201, 'POST', `${companyPath(admin)}/locations`, location);
}

/**
 * Saves the company's federal tax details over their current version (200 each).
 *
 * @example
 * await setFederalTaxDetails(admin, { ...LANGLEY_FEDERAL_TAX, filing_form: '944' });
 */
export async function setFederalTaxDetails(
  admin: DemoAdmin,
  details: Record<string, unknown> = LANGLEY_FEDERAL_TAX,
): Promise<void> {
  const path = `${companyPath(admin)}/federal_tax_details`;
  const { version } = await expectCall<{ version: string }>(admin, 200, 'GET', path);
  await expectCall(admin, 200, 'PUT', path, { version, ...details });
}

/**
 * Selects the company's industry by NAICS code (201); custom computer programming unless told.
 *
 * @example
 * await selectIndustry(admin);
 */
export async function selectIndustry(admin: DemoAdmin, naicsCode = '541511'): Promise<void> {
  await expectCall(admin, 201, 'PUT', `${companyPath(admin)}/industry_selection`, { naics_code: naicsCode });
}

/**
 * Adds the company's bank account (201) and verifies it with the two test deposits the service
 * sends (200 each), as the admin does after reading them off the statement.
 *
 * @example
 * const account = await addVerifiedBankAccount(admin);
 */
export async function addVerifiedBankAccount(
  admin: DemoAdmin,
  account: Record<string, unknown> = COMPANY_BANK_ACCOUNT,
): Promise<{ uuid: string }> {
  const created = await expectCall<{ uuid: string }>(
    admin,
    201,
    'POST',
    `${companyPath(admin)}/bank_accounts`,
    account,
  );
  const path = `${companyPath(admin)}/bank_accounts/${created.uuid}`;
  const deposits = await expectCall<{ deposit_1: string; deposit_2: string }>(
    admin,
    200,
    'POST',
    `${path}/send_test_deposits`,
  );
  await expectCall(admin, 200, 'PUT', `${path}/verify`, {
    deposit_1: deposits.deposit_1,
    deposit_2: deposits.deposit_2,
  });
  return created;
}

/**
 * Answers every tax requirement of a state (200); Texas's unless told.
 *
 * @example
 * await setStateTaxRequirements(admin);
 */
export async function setStateTaxRequirements(
  admin: DemoAdmin,
  state = 'TX',
  requirementSets: unknown[] = TEXAS_TAX_REQUIREMENTS,
): Promise<void> {
  await expectCall(admin, 200, 'PUT', `${companyPath(admin)}/tax_requirements/${state}`, {
    requirement_sets: requirementSets,
  });
}

/**
 * Adds the company's signatory (200).
 *
 * @example
 * await addSignatory(admin);
 */
export async function addSignatory(
  admin: DemoAdmin,
  signatory: Record<string, unknown> = SIGNATORY,
): Promise<void> {
  await expectCall(admin, 200, 'POST', `${companyPath(admin)}/signatories`, signatory);
}

/**
 * Signs each of the company's forms as the signatory (200 each).
 *
 * @example
 * await signCompanyForms(admin);
 */
export async function signCompanyForms(admin: DemoAdmin, signer = 'Mary Jackson'): Promise<void> {
  const forms = await expectCall<Array<{ uuid: string }>>(admin, 200, 'GET', `${companyPath(admin)}/forms`);
  for (const form of forms) {
    await expectCall(admin, 200, 'PUT', `/v1/forms/${form.uuid}/sign`, {
      signature_text: signer,
      agree: true,
      signed_by_ip_address: '203.0.113.9',
    });
  }
}
