import { describe, expect, it } from 'vitest';
import {
  addLocation,
  addSignatory,
  addVerifiedBankAccount,
  COMPANY_BANK_ACCOUNT,
  LANGLEY_FEDERAL_TAX,
  selectIndustry,
  setFederalTaxDetails,
  setStateTaxRequirements,
  SIGNATORY,
  signCompanyForms,
  TEXAS_TAX_REQUIREMENTS,
} from '../../support/companies';
import type { DemoAdmin } from '../../support/demoAdmin';
import { addPaySchedule, MONTHLY } from '../../support/paySchedules';
import { demoHttpForEachTest, startDemoHttp } from './http';
import { counterIds, fixedNow, type ApiJson } from './request';

/**
 * Company onboarding over HTTP (UPSTREAM-2 H, DECISIONS 48–54): a partner's server creates a
 * company with the system token and takes it to approved with the company's own token.
 */

const SYSTEM = 'demo-system-token';
const FEIN = '74-1234567';

const http = demoHttpForEachTest({ ids: counterIds() });

/** A new partner-managed company and a caller with its own access token. */
async function newCompany(ein?: string) {
  const created = await http.call(
    'POST',
    '/v1/partner_managed_companies',
    {
      user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
      company: { name: 'Langley Analytics LLC', ...(ein ? { ein } : {}) },
    },
    SYSTEM,
  );
  expect(created.status).toBe(200);
  const id: string = created.body.company_uuid;
  const token: string = created.body.access_token;
  const as = (method: string, path: string, body?: unknown) => http.call(method, path, body, token);
  // The same caller as set-up helpers take it (test/support).
  const admin: DemoAdmin = { api: { companyUuid: id }, call: as };
  return { id, token, refresh: created.body.refresh_token as string, as, admin, base: `/v1/companies/${id}` };
}

type Company = Awaited<ReturnType<typeof newCompany>>;

const steps = async (c: Company) =>
  Object.fromEntries(
    (await c.as('GET', `${c.base}/onboarding_status`)).body.onboarding_steps.map((s: ApiJson) => [
      s.id,
      s.completed,
    ]),
  );
const blockers = async (c: Company) =>
  (await c.as('GET', `${c.base}/payrolls/blockers`)).body.map((b: ApiJson) => b.key);

async function setFederalTax(c: Company, changes: Record<string, unknown>) {
  const current = (await c.as('GET', `${c.base}/federal_tax_details`)).body;
  return c.as('PUT', `${c.base}/federal_tax_details`, { version: current.version, ...changes });
}

/** One fully onboarded employee working at the location (the employee onboarding of UPSTREAM A.8). */
async function onboardedEmployee(c: Company, locationUuid: string) {
  const employee = (
    await c.as('POST', `${c.base}/employees`, {
      first_name: 'Katherine',
      last_name: 'Johnson',
      date_of_birth: '1990-08-26',
      ssn: '111223333',
    })
  ).body;
  const id = employee.uuid;
  await c.as('POST', `/v1/employees/${id}/work_addresses`, { location_uuid: locationUuid });
  await c.as('POST', `/v1/employees/${id}/home_addresses`, {
    street_1: '9 Elm St',
    city: 'Austin',
    state: 'TX',
    zip: '78702',
  });
  const job = (await c.as('POST', `/v1/employees/${id}/jobs`, { title: 'Analyst', hire_date: '2026-06-01' }))
    .body;
  const comp = job.compensations[0];
  await c.as('PUT', `/v1/compensations/${comp.uuid}`, { version: comp.version, rate: '31.00' });
  const federal = (await c.as('GET', `/v1/employees/${id}/federal_taxes`)).body;
  await c.as('PUT', `/v1/employees/${id}/federal_taxes`, {
    version: federal.version,
    w4_data_type: 'rev_2020_w4',
    filing_status: 'Single',
  });
  const answer = (key: string, value: unknown) => ({
    key,
    answers: [{ value, valid_from: '2010-01-01', valid_up_to: null }],
  });
  await c.as('PUT', `/v1/employees/${id}/state_taxes`, {
    states: [{ state: 'TX', questions: [answer('file_new_hire_report', 'false')] }],
  });
  for (const form of (await c.as('GET', `/v1/employees/${id}/forms`)).body) {
    if (!form.requires_signing) continue;
    await c.as('PUT', `/v1/employees/${id}/forms/${form.uuid}/sign`, {
      signature_text: 'Katherine Johnson',
      agree: true,
      signed_by_ip_address: '198.51.100.4',
    });
  }
  const done = await c.as('PUT', `/v1/employees/${id}/onboarding_status`, {
    onboarding_status: 'onboarding_completed',
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return employee;
}

describe('a partner-managed company from creation to approval (DECISIONS 49–51)', () => {
  it('goes from creation to payroll-ready through the API alone, each blocker clearing from real state', async () => {
    const c = await newCompany();
    const company = (await c.as('GET', c.base)).body;
    expect(company).toMatchObject({ uuid: c.id, company_status: 'Not Approved', is_partner_managed: true });
    expect(company).not.toHaveProperty('ein');
    expect(Object.values(await steps(c)).every((done) => done === false)).toBe(true);
    expect(await blockers(c)).toEqual(
      expect.arrayContaining([
        'missing_addresses',
        'missing_bank_info',
        'missing_federal_tax_setup',
        'missing_industry_selection',
        'missing_pay_schedule',
        'missing_employee_setup',
        'missing_state_tax_setup',
        'missing_signatory',
        'missing_forms',
        'needs_onboarding',
      ]),
    );

    const early = await c.as('PUT', `${c.base}/finish_onboarding`);
    expect(early.status).toBe(422);
    expect(early.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    expect(early.body.errors[0].metadata.steps).toEqual(
      expect.arrayContaining(['add_addresses', 'federal_tax_setup', 'verify_bank_info', 'sign_all_forms']),
    );
    expect(early.body.errors[0].metadata.steps).not.toContain('add_employees');

    const location = await addLocation(c.admin);
    expect(await blockers(c)).not.toContain('missing_addresses');

    expect(
      (
        await setFederalTax(c, {
          ein: FEIN,
          legal_name: 'Langley Analytics LLC',
          tax_payer_type: 'LLC',
          filing_form: '941',
        })
      ).status,
    ).toBe(200);
    expect((await c.as('GET', c.base)).body.ein).toBe('741234567');
    expect(await blockers(c)).not.toContain('missing_federal_tax_setup');

    expect((await c.as('PUT', `${c.base}/industry_selection`, { naics_code: '541511' })).status).toBe(201);
    expect(await blockers(c)).not.toContain('missing_industry_selection');

    const account = (await c.as('POST', `${c.base}/bank_accounts`, COMPANY_BANK_ACCOUNT)).body;
    expect(await blockers(c)).toContain('missing_bank_verification');
    expect(await blockers(c)).not.toContain('missing_bank_info');
    const path = `${c.base}/bank_accounts/${account.uuid}`;
    const deposits = (await c.as('POST', `${path}/send_test_deposits`)).body;
    await c.as('PUT', `${path}/verify`, { deposit_1: deposits.deposit_1, deposit_2: deposits.deposit_2 });
    expect(await blockers(c)).not.toContain('missing_bank_verification');

    await addPaySchedule(c.admin, {
      frequency: 'Every other week',
      anchor_pay_date: '2026-06-26',
      anchor_end_of_pay_period: '2026-06-20',
    });
    await onboardedEmployee(c, location.uuid);
    expect(await blockers(c)).not.toContain('missing_pay_schedule');
    expect(await blockers(c)).not.toContain('missing_employee_setup');

    expect((await c.as('GET', `${c.base}/forms`)).body).toEqual([]);
    expect(
      (await c.as('PUT', `${c.base}/tax_requirements/TX`, { requirement_sets: TEXAS_TAX_REQUIREMENTS }))
        .status,
    ).toBe(200);
    expect(await blockers(c)).not.toContain('missing_state_tax_setup');

    const forms = (await c.as('GET', `${c.base}/forms`)).body;
    expect(forms.map((f: ApiJson) => f.name)).toEqual([
      'company_direct_deposit',
      'us_8655',
      'tx_state_registration',
    ]);
    expect((await c.as('POST', `${c.base}/signatories`, SIGNATORY)).status).toBe(200);
    expect(await blockers(c)).not.toContain('missing_signatory');
    expect(await blockers(c)).toContain('missing_forms');
    for (const form of forms) {
      const signed = await c.as('PUT', `/v1/forms/${form.uuid}/sign`, {
        signature_text: 'Mary Jackson',
        agree: true,
        signed_by_ip_address: '203.0.113.9',
      });
      expect(signed.body.requires_signing).toBe(false);
    }
    expect(await steps(c)).toEqual({
      add_addresses: true,
      federal_tax_setup: true,
      select_industry: true,
      add_bank_info: true,
      add_employees: true,
      state_setup: true,
      payroll_schedule: true,
      sign_all_forms: true,
      verify_bank_info: true,
    });
    expect(await blockers(c)).toEqual(['needs_onboarding']);

    const finished = await c.as('PUT', `${c.base}/finish_onboarding`);
    expect(finished.status).toBe(200);
    expect(finished.body.onboarding_completed).toBe(true);
    expect(await blockers(c)).toEqual(['needs_approval']);
    expect((await c.as('GET', `${c.base}/federal_tax_details`)).body.ein_verification.status).toBe('pending');

    expect((await c.as('PUT', `${c.base}/approve`)).status).toBe(401);
    const approved = await http.call('PUT', `${c.base}/approve`, undefined, SYSTEM);
    expect(approved.status).toBe(200);
    expect(approved.body.company_status).toBe('Approved');
    expect(await blockers(c)).toEqual([]);
    expect((await c.as('GET', `${c.base}/federal_tax_details`)).body.ein_verification.status).toBe(
      'verified',
    );

    const events = (await http.call('GET', `/v1/events?resource_uuid=${c.id}&limit=100`, undefined, SYSTEM))
      .body;
    const types = events.map((e: ApiJson) => e.event_type);
    expect(types).toEqual(
      expect.arrayContaining([
        'company.provisioned',
        'company.updated',
        'company.bank_account.created',
        'company.bank_account.ready_for_verification',
        'company.bank_account.verified',
        'signatory.created',
        'company.form.created',
        'company.form.signed',
        'company.onboarded',
        'company.approved',
      ]),
    );
    expect(types.indexOf('company.onboarded')).toBeLessThan(types.indexOf('company.approved'));
  }, 30_000);

  it('keeps the seeded demo company fully onboarded, approved and free of blockers', async () => {
    const id = http.api.companyUuid;
    const status = (await http.call('GET', `/v1/companies/${id}/onboarding_status`)).body;
    expect(status.onboarding_completed).toBe(true);
    expect(status.onboarding_steps.every((s: ApiJson) => s.completed)).toBe(true);
    expect((await http.call('GET', `/v1/companies/${id}/payrolls/blockers`)).body).toEqual([]);
    expect((await http.call('GET', `/v1/companies/${id}`)).body).toMatchObject({
      company_status: 'Approved',
      ein: '123456789',
    });
  });

  it('approves two seconds after finishing with autoApprove, not before', async () => {
    await http.restart({ ids: counterIds(), autoApprove: true });
    const c = await newCompany();
    // The seeded company is already onboarded: finishing again changes nothing.
    const seeded = await http.call('PUT', `/v1/companies/${http.api.companyUuid}/finish_onboarding`);
    expect(seeded.status).toBe(200);
    const location = await addLocation(c.admin);
    await setFederalTaxDetails(c.admin, { ...LANGLEY_FEDERAL_TAX, filing_form: '944' });
    await selectIndustry(c.admin);
    await addVerifiedBankAccount(c.admin);
    await addPaySchedule(c.admin, MONTHLY);
    await onboardedEmployee(c, location.uuid);
    await setStateTaxRequirements(c.admin);
    await addSignatory(c.admin);
    await signCompanyForms(c.admin);
    expect((await c.as('PUT', `${c.base}/finish_onboarding`)).status).toBe(200);
    await http.advance(1999);
    expect((await c.as('GET', c.base)).body.company_status).toBe('Not Approved');
    await http.advance(1);
    expect((await c.as('GET', c.base)).body.company_status).toBe('Approved');
  }, 30_000);
});

describe('creating a company and its tokens (DECISIONS 49)', () => {
  it('takes only the system token, answers 200 with tokens, and replays an Idempotency-Key', async () => {
    const body = {
      user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
      company: { name: 'Langley Analytics LLC' },
    };
    expect((await http.call('POST', '/v1/partner_managed_companies', body)).status).toBe(401);
    const send = () =>
      fetch(`${http.origin}/v1/partner_managed_companies`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${SYSTEM}`,
          'content-type': 'application/json',
          'idempotency-key': 'k-1',
        },
        body: JSON.stringify(body),
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const created = await first.json();
    expect(created).toMatchObject({ expires_in: 7200 });
    expect((await again.json()).company_uuid).toBe(created.company_uuid);
    expect(typeof created.access_token).toBe('string');
    expect(typeof created.refresh_token).toBe('string');
  });

  it('puts each missing or wrong field of user and company on its own entry', async () => {
    const res = await http.call(
      'POST',
      '/v1/partner_managed_companies',
      { user: { first_name: 'D', email: 'not-an-email' }, company: { ein: '12' } },
      SYSTEM,
    );
    expect(res.status).toBe(422);
    const user = res.body.errors.find((e: ApiJson) => e.error_key === 'user');
    const company = res.body.errors.find((e: ApiJson) => e.error_key === 'company');
    expect(user.category).toBe('nested_errors');
    expect(user.errors.map((e: ApiJson) => [e.error_key, e.category])).toEqual(
      expect.arrayContaining([
        ['last_name', 'missing_parameter'],
        ['email', 'invalid_attribute_value'],
      ]),
    );
    expect(company.errors.map((e: ApiJson) => e.error_key).sort()).toEqual(['ein', 'name']);
  });

  it('lets the company token read its own company only, and the demo token not read the new one', async () => {
    const c = await newCompany();
    expect((await c.as('GET', `/v1/companies/${http.api.companyUuid}`)).status).toBe(404);
    expect((await c.as('GET', `/v1/companies/${http.api.companyUuid}/employees`)).status).toBe(404);
    expect((await http.call('GET', c.base)).status).toBe(404);
    expect((await c.as('GET', c.base)).status).toBe(200);
  });

  it('refreshes with rotation: the old access token and the used refresh token stop working', async () => {
    const c = await newCompany();
    const refreshed = await http.call(
      'POST',
      '/oauth/token',
      { grant_type: 'refresh_token', refresh_token: c.refresh, client_id: 'x', client_secret: 'y' },
      null,
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ expires_in: 7200 });
    expect(refreshed.body.access_token).not.toBe(c.token);
    expect(refreshed.body.refresh_token).not.toBe(c.refresh);
    expect((await c.as('GET', c.base)).status).toBe(401);
    expect((await http.call('GET', c.base, undefined, refreshed.body.access_token)).status).toBe(200);
    const reused = await http.call(
      'POST',
      '/oauth/token',
      { grant_type: 'refresh_token', refresh_token: c.refresh },
      null,
    );
    expect(reused.status).toBe(401);
    expect(reused.body.errors[0].error_key).toBe('request');
    const wrongGrant = await http.call(
      'POST',
      '/oauth/token',
      { grant_type: 'password', refresh_token: 'x' },
      null,
    );
    expect(wrongGrant.status).toBe(422);
    expect(wrongGrant.body.errors[0].error_key).toBe('grant_type');
  });

  it('expires an access token after 7200 seconds of the service clock', async () => {
    const c = await newCompany();
    await http.advance(7_199_000);
    expect((await c.as('GET', c.base)).status).toBe(200);
    await http.advance(1_000);
    const expired = await c.as('GET', c.base);
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0].category).toBe('invalid_request_error');
  });

  it('changes contractor_only only from true to false', async () => {
    const c = await newCompany();
    const on = await c.as('PUT', c.base, { contractor_only: true });
    expect(on.status).toBe(422);
    expect(on.body.errors[0].error_key).toBe('contractor_only');
    expect((await c.as('PUT', c.base, {})).body.errors[0]).toMatchObject({
      error_key: 'contractor_only',
      category: 'missing_parameter',
    });
  });
});

describe('federal tax details (DECISIONS 53, SPEC §7)', () => {
  it('takes 9 digits with dashes, refuses other EINs and an EIN another company holds, and never answers the EIN', async () => {
    const c = await newCompany();
    for (const ein of ['12345678', '1234567890', '12-34567a9']) {
      const res = await setFederalTax(c, { ein });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ error_key: 'ein', category: 'invalid_attribute_value' });
    }
    const taken = await setFederalTax(c, { ein: '12-3456789' });
    expect(taken.body.errors[0]).toMatchObject({ error_key: 'ein', category: 'invalid_attribute_value' });
    const ok = await setFederalTax(c, {
      ein: '987654321',
      tax_payer_type: 'S-Corporation',
      taxable_as_scorp: true,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ has_ein: true, tax_payer_type: 'S-Corporation', taxable_as_scorp: true });
    expect(JSON.stringify(ok.body)).not.toContain('987654321');
    const partnership = await setFederalTax(c, { tax_payer_type: 'General partnership' });
    expect(partnership.body.errors[0].error_key).toBe('taxable_as_scorp');
  });

  it('refuses an EIN with the prefix 00, which the IRS never issues, on its field and on company creation', async () => {
    const c = await newCompany();
    for (const ein of ['00-0000000', '001234567']) {
      const res = await setFederalTax(c, { ein });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({
        error_key: 'ein',
        category: 'invalid_attribute_value',
        message: 'EIN prefix 00 is never issued',
      });
    }
    expect((await c.as('GET', `${c.base}/federal_tax_details`)).body.has_ein).not.toBe(true);
    const created = await http.call(
      'POST',
      '/v1/partner_managed_companies',
      {
        user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
        company: { name: 'Zero Prefix LLC', ein: '00-1234567' },
      },
      SYSTEM,
    );
    expect(created.status).toBe(422);
    const company = created.body.errors.find((e: ApiJson) => e.error_key === 'company');
    expect(company.errors.map((e: ApiJson) => e.error_key)).toEqual(['ein']);
  });

  it('needs the current version: missing 422, stale 409 and nothing changes', async () => {
    const c = await newCompany();
    const missing = await c.as('PUT', `${c.base}/federal_tax_details`, { legal_name: 'X' });
    expect(missing.body.errors[0]).toMatchObject({ error_key: 'version', category: 'missing_parameter' });
    const stale = await c.as('PUT', `${c.base}/federal_tax_details`, { version: 'old', legal_name: 'X' });
    expect(stale.status).toBe(409);
    expect((await c.as('GET', `${c.base}/federal_tax_details`)).body).not.toHaveProperty('legal_name');
  });

  it('freezes the EIN and legal name once onboarding is finished', async () => {
    const id = http.api.companyUuid;
    const current = (await http.call('GET', `/v1/companies/${id}/federal_tax_details`)).body;
    const put = (body: Record<string, unknown>) =>
      http.call('PUT', `/v1/companies/${id}/federal_tax_details`, { version: current.version, ...body });
    expect((await put({ ein: '55-5555555' })).body.errors[0]).toMatchObject({
      error_key: 'ein',
      category: 'invalid_attribute_value',
    });
    expect((await put({ legal_name: 'Another Name' })).body.errors[0].error_key).toBe('legal_name');
    expect((await put({ ein: '123456789', filing_form: '944' })).status).toBe(200);
  });
});

describe('industry selection (DECISIONS 53)', () => {
  it('needs a 6-digit NAICS code and 4-digit SIC codes, looks SIC codes up when omitted, answers 201', async () => {
    const c = await newCompany();
    const missing = await c.as('PUT', `${c.base}/industry_selection`, {});
    expect(missing.body.errors[0]).toMatchObject({ error_key: 'naics_code', category: 'missing_parameter' });
    const short = await c.as('PUT', `${c.base}/industry_selection`, { naics_code: '54151' });
    expect(short.body.errors[0]).toMatchObject({
      error_key: 'naics_code',
      category: 'invalid_attribute_value',
    });
    const sic = await c.as('PUT', `${c.base}/industry_selection`, {
      naics_code: '541511',
      sic_codes: ['737'],
    });
    expect(sic.body.errors[0]).toMatchObject({ error_key: 'sic_codes', category: 'invalid_attribute_value' });
    const ok = await c.as('PUT', `${c.base}/industry_selection`, { naics_code: '541511' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ company_uuid: c.id, naics_code: '541511', sic_codes: ['7371'] });
    expect((await c.as('GET', `${c.base}/industry_selection`)).body.naics_code).toBe('541511');
  });
});

describe('company bank accounts (DECISIONS 52)', () => {
  const good = { routing_number: '021000021', account_number: '000123456789', account_type: 'Checking' };

  it('checks the routing checksum and account digits, hides the number, and starts awaiting deposits', async () => {
    const c = await newCompany();
    const bad = await c.as('POST', `${c.base}/bank_accounts`, {
      routing_number: '021000022',
      account_number: '123',
      account_type: 'Brokerage',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: ApiJson) => e.error_key).sort()).toEqual([
      'account_number',
      'account_type',
      'routing_number',
    ]);
    const missing = await c.as('POST', `${c.base}/bank_accounts`, {
      account_number: '1234',
      account_type: 'Savings',
    });
    expect(missing.body.errors[0]).toMatchObject({
      error_key: 'routing_number',
      category: 'missing_parameter',
    });
    const created = await c.as('POST', `${c.base}/bank_accounts`, good);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      verification_status: 'awaiting_deposits',
      hidden_account_number: 'XXXX6789',
    });
    expect(JSON.stringify(created.body)).not.toContain('000123456789');
    const same = await c.as('POST', `${c.base}/bank_accounts`, good);
    expect(same.status).toBe(200);
    expect(same.body.uuid).toBe(created.body.uuid);
  });

  it('verifies with both deposits in any order, counts wrong attempts, and sends new deposits after five', async () => {
    const c = await newCompany();
    const account = (await c.as('POST', `${c.base}/bank_accounts`, good)).body;
    const path = `${c.base}/bank_accounts/${account.uuid}`;
    const early = await c.as('PUT', `${path}/verify`, { deposit_1: 0.01, deposit_2: 0.02 });
    expect(early.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    const deposits = (await c.as('POST', `${path}/send_test_deposits`)).body;
    expect(deposits.deposit_1).toMatch(/^0\.\d\d$/);
    expect(deposits.deposit_2).toMatch(/^0\.\d\d$/);
    expect(deposits.deposit_1).not.toBe(deposits.deposit_2);
    expect((await c.as('POST', `${path}/send_test_deposits`)).body).toEqual(deposits);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await c.as('PUT', `${path}/verify`, { deposit_1: '0.99', deposit_2: deposits.deposit_2 });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors[0]).toMatchObject({
        error_key: 'deposit_1',
        category: 'invalid_attribute_value',
        metadata: { remaining_attempts: 5 - attempt },
      });
    }
    const sixth = await c.as('PUT', `${path}/verify`, {
      deposit_1: deposits.deposit_1,
      deposit_2: deposits.deposit_2,
    });
    expect(sixth.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    expect((await c.as('GET', `${c.base}/bank_accounts`)).body[0].verification_status).toBe(
      'awaiting_deposits',
    );
    const fresh = (await c.as('POST', `${path}/send_test_deposits`)).body;
    expect(fresh).not.toEqual(deposits);
    const verified = await c.as('PUT', `${path}/verify`, {
      deposit_1: Number(fresh.deposit_2),
      deposit_2: fresh.deposit_1,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.verification_status).toBe('verified');
    const again = await c.as('PUT', `${path}/verify`, {
      deposit_1: fresh.deposit_1,
      deposit_2: fresh.deposit_2,
    });
    expect(again.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
  });

  it('replaces the account with a new one, disabling the old', async () => {
    const c = await newCompany();
    const first = (await c.as('POST', `${c.base}/bank_accounts`, good)).body;
    const second = await c.as('POST', `${c.base}/bank_accounts`, { ...good, account_number: '55554444' });
    expect(second.status).toBe(201);
    const list = (await c.as('GET', `${c.base}/bank_accounts`)).body;
    expect(list.map((a: ApiJson) => a.uuid)).toEqual([second.body.uuid]);
    expect((await c.as('POST', `${c.base}/bank_accounts/${first.uuid}/send_test_deposits`)).status).toBe(404);
  });

  it('keeps the account while a processed payroll is not paid yet, then lets it be replaced', async () => {
    const base = `/v1/companies/${http.api.companyUuid}`;
    const payrolls = (await http.call('GET', `${base}/payrolls?processing_statuses=unprocessed`)).body;
    const path = `${base}/payrolls/${payrolls[0].uuid}`;
    await http.call('PUT', `${path}/prepare`);
    expect((await http.call('PUT', `${path}/submit`)).status).toBe(202);
    let processed = false;
    for (let step = 0; step < 50 && !processed; step++) {
      await http.advance(100);
      processed = (await http.call('GET', path)).body.processed;
    }
    expect(processed).toBe(true);
    const before = (await http.call('GET', `${base}/bank_accounts`)).body;
    const blocked = await http.call('POST', `${base}/bank_accounts`, good);
    expect(blocked.status).toBe(422);
    expect(blocked.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    expect(
      (await http.call('DELETE', `${base}/bank_accounts/${before[0].uuid}`)).body.errors[0].category,
    ).toBe('invalid_operation');
    expect((await http.call('GET', `${base}/bank_accounts`)).body).toEqual(before);
    await http.advance(2000);
    expect((await http.call('POST', `${base}/bank_accounts`, good)).status).toBe(201);
    expect((await http.call('GET', `${base}/payrolls/blockers`)).body.map((b: ApiJson) => b.key)).toEqual([
      'missing_bank_verification',
    ]);
  });
});

describe('signatories (DECISIONS 53, SPEC §7)', () => {
  it('creates one signatory (200), never returns the SSN, and refuses a second by create or invite', async () => {
    const c = await newCompany();
    const missing = await c.as('POST', `${c.base}/signatories`, { first_name: 'Mary' });
    expect(missing.body.errors.map((e: ApiJson) => e.error_key)).toEqual(
      expect.arrayContaining(['last_name', 'email', 'title', 'phone', 'ssn', 'birthday', 'home_address']),
    );
    const created = await c.as('POST', `${c.base}/signatories`, SIGNATORY);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ has_ssn: true, identity_verification_status: 'Pass' });
    expect(created.body).not.toHaveProperty('ssn');
    expect(JSON.stringify(created.body)).not.toContain('6789');
    for (const path of ['signatories', 'signatories/invite']) {
      const second = await c.as('POST', `${c.base}/${path}`, SIGNATORY);
      expect(second.status).toBe(422);
      expect(second.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    }
    const list = (await c.as('GET', `${c.base}/signatories`)).body;
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain('6789');
  });

  it('leaves an invited signatory unverified until an update carries every identity field', async () => {
    const c = await newCompany();
    const invited = await c.as('POST', `${c.base}/signatories/invite`, {
      first_name: 'Mary',
      last_name: 'Jackson',
      email: 'mary@example.com',
    });
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ identity_verification_status: null, has_ssn: false });
    const path = `${c.base}/signatories/${invited.body.uuid}`;
    const partial = await c.as('PUT', path, { version: invited.body.version, title: 'Owner' });
    expect(partial.status).toBe(422);
    expect(partial.body.errors.map((e: ApiJson) => e.error_key).sort()).toEqual([
      'birthday',
      'home_address',
      'phone',
      'ssn',
    ]);
    const { first_name: _f, last_name: _l, email: _e, ...identity } = SIGNATORY;
    const full = await c.as('PUT', path, { version: invited.body.version, ...identity });
    expect(full.status).toBe(200);
    expect(full.body.identity_verification_status).toBe('Pass');
    const stale = await c.as('PUT', path, { version: invited.body.version, title: 'CEO' });
    expect(stale.status).toBe(409);
  });
});

describe('company forms (DECISIONS 53)', () => {
  it('lets only the signatory sign, with their full name as signature_text', async () => {
    const id = http.api.companyUuid;
    // A new state makes a new registration form on the seeded company.
    await http.call('POST', `/v1/companies/${id}/locations`, {
      street_1: '300 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone_number: '5125550100',
    });
    expect(
      (await http.call('GET', `/v1/companies/${id}/payrolls/blockers`)).body.map((b: ApiJson) => b.key),
    ).toEqual(['missing_state_tax_setup']);
    await http.call('PUT', `/v1/companies/${id}/tax_requirements/TX`, {
      requirement_sets: TEXAS_TAX_REQUIREMENTS,
    });
    const forms = (await http.call('GET', `/v1/companies/${id}/forms?sort_by=created_at:desc`)).body;
    const tx = forms[0];
    expect(tx).toMatchObject({ name: 'tx_state_registration', requires_signing: true });
    expect(
      (await http.call('GET', `/v1/companies/${id}/payrolls/blockers`)).body.map((b: ApiJson) => b.key),
    ).toEqual(['missing_forms']);
    const sign = (body: Record<string, unknown>, headers?: Record<string, string>) =>
      fetch(`${http.origin}/v1/forms/${tx.uuid}/sign`, {
        method: 'PUT',
        headers: {
          authorization: 'Bearer demo-company-token',
          'content-type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const wrongName = await sign({
      signature_text: 'Katherine Johnson',
      agree: true,
      signed_by_ip_address: '1.2.3.4',
    });
    expect(wrongName.body.errors[0]).toMatchObject({
      error_key: 'signature_text',
      category: 'invalid_attribute_value',
    });
    const noIp = await sign({ signature_text: 'Mary Jackson', agree: true });
    expect(noIp.body.errors[0]).toMatchObject({
      error_key: 'signed_by_ip_address',
      category: 'missing_parameter',
    });
    const byHeader = await sign(
      { signature_text: 'mary  jackson', agree: true },
      { 'x-client-ip': '198.51.100.7' },
    );
    expect(byHeader.status).toBe(200);
    expect(byHeader.body.requires_signing).toBe(false);
    const twice = await sign({
      signature_text: 'Mary Jackson',
      agree: true,
      signed_by_ip_address: '1.2.3.4',
    });
    expect(twice.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    expect((await http.call('GET', `/v1/companies/${id}/payrolls/blockers`)).body).toEqual([]);
    const pdf = (await http.call('GET', `/v1/forms/${tx.uuid}/pdf`)).body;
    expect(atob(pdf.document_url.split(',')[1]).startsWith('%PDF-1.4')).toBe(true);
  });

  it('refuses signing without a signatory, and hides another company’s form', async () => {
    const id = http.api.companyUuid;
    const form = (await http.call('GET', `/v1/companies/${id}/forms`)).body[0];
    const c = await newCompany();
    expect((await c.as('GET', `/v1/forms/${form.uuid}`)).status).toBe(404);
    const signatory = (await http.call('GET', `/v1/companies/${id}/signatories`)).body[0];
    expect((await http.call('DELETE', `/v1/companies/${id}/signatories/${signatory.uuid}`)).status).toBe(204);
    expect(
      (await http.call('GET', `/v1/companies/${id}/payrolls/blockers`)).body.map((b: ApiJson) => b.key),
    ).toEqual(['missing_signatory']);
  });
});

describe('state tax requirements (DECISIONS 54, UPSTREAM-2 H.6)', () => {
  async function withLocation(state: string, zip: string, city: string) {
    const c = await newCompany();
    await c.as('POST', `${c.base}/locations`, {
      street_1: '1 Main St',
      city,
      state,
      zip,
      phone_number: '5555550100',
      mailing_address: true,
      filing_address: true,
    });
    return c;
  }

  it('offers CA its masked account, rate ranges, ETT choice, SDI choice with applicable_if, and dated rate sets', async () => {
    const c = await withLocation('CA', '94105', 'San Francisco');
    expect((await c.as('GET', `${c.base}/tax_requirements`)).body).toEqual([
      {
        state: 'CA',
        setup_complete: false,
        setup_status: 'not_started',
        default_rates_applied: true,
        ready_to_run_payroll: false,
      },
    ]);
    const ca = (await c.as('GET', `${c.base}/tax_requirements/CA`)).body;
    const byKey = Object.fromEntries(ca.requirement_sets.map((s: ApiJson) => [s.key, s]));
    expect(byKey.taxrates.effective_from).toBe('2026-01-01');
    expect(byKey.registrations.effective_from).toBeNull();
    const req = (set: string, key: string) => byKey[set].requirements.find((r: ApiJson) => r.key === key);
    expect(req('registrations', 'employer_account_number').metadata).toMatchObject({
      type: 'account_number',
      mask: '###-####-#',
    });
    expect(req('taxrates', 'sui_rate')).toMatchObject({
      value: '0.034',
      metadata: { type: 'tax_rate', validation: { type: 'min_max', min: '0.015', max: '0.062' } },
    });
    expect(req('taxrates', 'ett_rate').metadata.validation).toEqual({
      type: 'one_of',
      rates: ['0.001', '0.0'],
    });
    expect(req('registrations', 'voluntary_plan_number').applicable_if).toEqual([
      { key: 'sdi_voluntary_plan', value: true },
    ]);
    expect(req('depositschedules', 'deposit_schedule').metadata.type).toBe('select');
    const scheduling = (await c.as('GET', `${c.base}/tax_requirements/CA?scheduling=true`)).body;
    expect(
      scheduling.requirement_sets
        .filter((s: ApiJson) => s.key === 'taxrates')
        .map((s: ApiJson) => s.effective_from),
    ).toEqual(['2026-01-01', '2027-01-01']);
  });

  it('answers the nested 422 of H.6 for a broken mask, range, option or type, and saves nothing for the state', async () => {
    const c = await withLocation('CA', '94105', 'San Francisco');
    const res = await c.as('PUT', `${c.base}/tax_requirements/CA`, {
      requirement_sets: [
        {
          key: 'registrations',
          state: 'CA',
          effective_from: null,
          requirements: [
            { key: 'employer_account_number', value: '123-4567-8' },
            { key: 'sdi_voluntary_plan', value: 'yes' },
          ],
        },
        {
          key: 'taxrates',
          state: 'CA',
          effective_from: '2026-01-01',
          requirements: [
            { key: 'sui_rate', value: '0.09825' },
            { key: 'ett_rate', value: 0.002 },
            { value: '0.01' },
          ],
        },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveLength(2);
    const [registrations, rates] = res.body.errors;
    expect(registrations).toMatchObject({
      error_key: 'requirement_sets',
      category: 'nested_errors',
      metadata: { key: 'registrations', effective_from: null, state: 'CA' },
    });
    expect(registrations.errors).toEqual([
      {
        error_key: 'requirements',
        category: 'nested_errors',
        metadata: { key: 'sdi_voluntary_plan' },
        errors: [
          {
            error_key: 'value',
            category: 'invalid_attribute_value',
            message: 'Expected a value of type boolean, but got string',
          },
        ],
      },
    ]);
    expect(rates.metadata).toEqual({ key: 'taxrates', effective_from: '2026-01-01', state: 'CA' });
    expect(
      rates.errors.map((e: ApiJson) => [e.metadata.key, e.errors[0].error_key, e.errors[0].message]),
    ).toEqual([
      ['sui_rate', 'value', 'SUI Tax Rate must be between 1.50% and 6.20%'],
      ['ett_rate', 'value', 'ETT Rate must be one of 0.10%, 0.00%'],
      [null, 'key', 'Key is required'],
    ]);
    const after = (await c.as('GET', `${c.base}/tax_requirements/CA`)).body.requirement_sets;
    const account = after[0].requirements.find((r: ApiJson) => r.key === 'employer_account_number');
    expect(account.value).toBeNull();
    const mask = await c.as('PUT', `${c.base}/tax_requirements/CA`, {
      requirement_sets: [
        {
          key: 'registrations',
          state: 'CA',
          effective_from: null,
          requirements: [{ key: 'employer_account_number', value: '1234567-8' }],
        },
      ],
    });
    expect(mask.body.errors[0].errors[0].errors[0]).toMatchObject({
      error_key: 'value',
      category: 'invalid_attribute_value',
    });
  });

  it('is complete only when every applicable requirement has a value and no rate is a default, even the same value', async () => {
    const c = await withLocation('CA', '94105', 'San Francisco');
    const put = (requirement_sets: unknown[]) =>
      c.as('PUT', `${c.base}/tax_requirements/CA`, { requirement_sets });
    const setup = async () => (await c.as('GET', `${c.base}/tax_requirements`)).body[0];
    await put([
      {
        key: 'registrations',
        state: 'CA',
        effective_from: null,
        requirements: [
          { key: 'employer_account_number', value: '123-4567-8' },
          { key: 'sdi_voluntary_plan', value: true },
        ],
      },
      {
        key: 'depositschedules',
        state: 'CA',
        effective_from: null,
        requirements: [{ key: 'deposit_schedule', value: 'Quarterly' }],
      },
    ]);
    expect(await setup()).toMatchObject({ setup_status: 'in_progress', default_rates_applied: true });
    await put([
      {
        key: 'taxrates',
        state: 'CA',
        effective_from: '2026-01-01',
        requirements: [
          { key: 'sui_rate', value: '0.034' },
          { key: 'ett_rate', value: '0.001' },
        ],
      },
    ]);
    // The voluntary plan answer makes its plan number applicable, and it has no value yet.
    expect(await setup()).toMatchObject({ setup_complete: false, default_rates_applied: false });
    await put([
      {
        key: 'registrations',
        state: 'CA',
        effective_from: null,
        requirements: [{ key: 'voluntary_plan_number', value: '1234-5678' }],
      },
    ]);
    expect(await setup()).toMatchObject({
      setup_complete: true,
      setup_status: 'complete',
      ready_to_run_payroll: true,
    });
  });

  it('uses the generic set (text account number, SUI 0–12 %) for a state without its own', async () => {
    const c = await withLocation('OR', '97201', 'Portland');
    const or = (await c.as('GET', `${c.base}/tax_requirements/OR`)).body.requirement_sets;
    expect(or.map((s: ApiJson) => s.key)).toEqual(['registrations', 'taxrates']);
    expect(or[0].requirements[0]).toMatchObject({ key: 'state_account_number', metadata: { type: 'text' } });
    const high = await c.as('PUT', `${c.base}/tax_requirements/OR`, {
      requirement_sets: [
        {
          key: 'taxrates',
          state: 'OR',
          effective_from: '2026-01-01',
          requirements: [{ key: 'sui_rate', value: 0.13 }],
        },
      ],
    });
    expect(high.body.errors[0].errors[0].errors[0].message).toBe(
      'SUI Tax Rate must be between 0.00% and 12.00%',
    );
    expect((await c.as('GET', `${c.base}/tax_requirements/ZZ`)).status).toBe(404);
  });

  it('offers NY, TX and WA their masked registrations, SUI range and deposit schedule', async () => {
    const c = await newCompany();
    for (const [state, key, mask] of [
      ['NY', 'ui_employer_registration_number', '#######'],
      ['TX', 'twc_account_number', '##-######-#'],
      ['WA', 'esd_account_number', '#########'],
    ] as const) {
      const sets = (await c.as('GET', `${c.base}/tax_requirements/${state}`)).body.requirement_sets;
      const keys = sets.map((s: ApiJson) => s.key);
      expect(keys).toEqual(['registrations', 'taxrates', 'depositschedules']);
      expect(sets[0].requirements.find((r: ApiJson) => r.key === key).metadata.mask).toBe(mask);
      expect(sets[1].requirements[0].metadata.validation.type).toBe('min_max');
    }
  });
});

describe('payment configs (UPSTREAM-2 H.8)', () => {
  it('needs at least one setting, sends the limit as a decimal string, and refuses a non-number limit', async () => {
    const c = await newCompany();
    expect((await c.as('GET', `${c.base}/payment_configs`)).body).toMatchObject({
      company_uuid: c.id,
      payment_speed: '2-day',
    });
    const none = await c.as('PUT', `${c.base}/payment_configs`, { payment_configs: {} });
    expect(none.body.errors[0]).toMatchObject({
      error_key: 'payment_configs',
      category: 'missing_parameter',
    });
    const bad = await c.as('PUT', `${c.base}/payment_configs`, {
      payment_configs: { fast_payment_limit: 'lots' },
    });
    expect(bad.body.errors[0].error_key).toBe('fast_payment_limit');
    const ok = await c.as('PUT', `${c.base}/payment_configs`, {
      payment_configs: { payment_speed: '1-day', fast_payment_limit: 5000 },
    });
    expect(ok.body).toMatchObject({ payment_speed: '1-day', fast_payment_limit: '5000.00' });
  });
});

describe('hostile input to the company onboarding routes', () => {
  it('answers every odd body with a contract-shaped 4xx and changes nothing it refused', async () => {
    const c = await newCompany();
    const account = (await c.as('POST', `${c.base}/bank_accounts`, COMPANY_BANK_ACCOUNT)).body;
    const signatory = (await c.as('POST', `${c.base}/signatories/invite`, SIGNATORY)).body;
    const paths: [string, string][] = [
      ['POST', '/v1/partner_managed_companies'],
      ['POST', '/oauth/token'],
      ['PUT', c.base],
      ['PUT', `${c.base}/federal_tax_details`],
      ['PUT', `${c.base}/industry_selection`],
      ['POST', `${c.base}/bank_accounts`],
      ['POST', `${c.base}/bank_accounts/${account.uuid}/send_test_deposits`],
      ['POST', `${c.base}/signatories`],
      ['POST', `${c.base}/signatories/invite`],
      ['PUT', `${c.base}/signatories/${signatory.uuid}`],
      ['PUT', `${c.base}/tax_requirements/CA`],
      ['PUT', `${c.base}/tax_requirements/%E0%A4%A`],
      ['PUT', `${c.base}/payment_configs`],
      ['PUT', `/v1/forms/nope/sign`],
    ];
    const bodies: unknown[] = [
      [],
      'text',
      { user: [], company: 'x' },
      { user: { first_name: 1 }, company: { name: null, ein: 123456789 } },
      { version: 7, ein: { $gt: '' }, naics_code: 541511, sic_codes: 'x' },
      { routing_number: 21000021, account_number: [], account_type: null },
      { home_address: 'x', first_name: {}, version: null },
      { home_address: { zip: 1 }, ssn: 123456789 },
      {
        requirement_sets: [null, 1, 'x', { key: 'taxrates', state: 'CA', requirements: [null, { key: 1 }] }],
      },
      { requirement_sets: [{ key: 'registrations', state: 'CA', effective_from: null, requirements: 'x' }] },
      { payment_configs: [] },
      { payment_configs: { fast_payment_limit: 'NaN', payment_speed: 3 } },
      { grant_type: 'refresh_token', refresh_token: { a: 1 } },
      { signature_text: [], agree: 'yes' },
    ];
    let refused = 0;
    for (const [method, path] of paths) {
      const token =
        path === '/v1/partner_managed_companies' ? SYSTEM : path === '/oauth/token' ? null : c.token;
      for (const body of bodies) {
        const before = http.api.snapshot();
        const res = await http.call(method, path, body, token);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (res.status >= 400) {
          refused++;
          expect(Array.isArray(res.body.errors) && res.body.errors.length > 0).toBe(true);
          for (const entry of res.body.errors) expect(typeof entry.category).toBe('string');
          expect(http.api.snapshot(), `${method} ${path} changed the store`).toBe(before);
        }
      }
    }
    expect(refused).toBeGreaterThan(paths.length * bodies.length * 0.9);
  }, 60_000);
});

describe('the seeded company waiting for approval (companyApproved: false)', () => {
  it('has finished onboarding, is blocked only by the approval, and is approved by the system token', async () => {
    const waiting = await startDemoHttp({ now: fixedNow(), ids: counterIds(), companyApproved: false });
    try {
      const COMPANY = 'demo-company-token';
      const base = `/v1/companies/${waiting.api.companyUuid}`;
      expect((await waiting.call('GET', base, undefined, COMPANY)).body.company_status).toBe('Not Approved');
      const status = (await waiting.call('GET', `${base}/onboarding_status`, undefined, COMPANY)).body;
      expect(status.onboarding_completed).toBe(true);
      const keys = (await waiting.call('GET', `${base}/payrolls/blockers`, undefined, COMPANY)).body.map(
        (b: ApiJson) => b.key,
      );
      expect(keys).toEqual(['needs_approval']);
      const approved = await waiting.call('PUT', `${base}/approve`, undefined, SYSTEM);
      expect(approved.body.company_status).toBe('Approved');
      expect((await waiting.call('GET', `${base}/payrolls/blockers`, undefined, COMPANY)).body).toEqual([]);
    } finally {
      await waiting.close();
    }
  });
});
