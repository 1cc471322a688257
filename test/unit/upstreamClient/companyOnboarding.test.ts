import { afterAll, describe, expect, it } from 'vitest';
import type { GustoEmbedded } from '@gusto/embedded-api-v-2026-06-15';
import { GustoEmbeddedError } from '@gusto/embedded-api-v-2026-06-15/models/errors/gustoembeddederror.js';
import { NotFoundErrorObject } from '@gusto/embedded-api-v-2026-06-15/models/errors/notfounderrorobject.js';
import { UnprocessableEntityError } from '@gusto/embedded-api-v-2026-06-15/models/errors/unprocessableentityerror.js';
import { RFCDate } from '@gusto/embedded-api-v-2026-06-15/types/rfcdate.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * A partner-managed company from creation to approval through the upstream client (UPSTREAM-2 H,
 * DECISIONS 48–54): the partner's server creates it with the system token, then takes it through
 * every onboarding step with the company's own token. The steps run in order, each on the state
 * the one before left. Approval and test deposits are demo-environment helpers the client has no
 * operation for (harness NOT_IN_UPSTREAM_CLIENT); they are called as a partner would, by fetch.
 */

const { api, gusto: seeded, system, clientFor, reached } = startUpstreamClient();

let gusto: GustoEmbedded;
let companyId: string;
let accessToken: string;
let refreshToken: string;

async function rejection(call: Promise<unknown>): Promise<GustoEmbeddedError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GustoEmbeddedError);
  return error as GustoEmbeddedError;
}

/** A demo-environment helper the client documents but has no operation for. */
function demoCall(method: string, path: string, token: string) {
  return api.fetch(path, { method, headers: { authorization: `Bearer ${token}` } });
}

async function steps(): Promise<Record<string, boolean | undefined>> {
  const { companyOnboardingStatus } = await gusto.companies.getOnboardingStatus({ companyUuid: companyId });
  return Object.fromEntries(
    (companyOnboardingStatus?.onboardingSteps ?? []).map((step) => [step.id, step.completed]),
  );
}

const TX_ANSWERS = [
  {
    key: 'registrations',
    state: 'TX',
    effectiveFrom: null,
    requirements: [{ key: 'twc_account_number', value: '12-345678-9' }],
  },
  {
    key: 'taxrates',
    state: 'TX',
    effectiveFrom: '2026-01-01',
    requirements: [{ key: 'sui_rate', value: '0.027' }],
  },
  {
    key: 'depositschedules',
    state: 'TX',
    effectiveFrom: null,
    requirements: [{ key: 'deposit_schedule', value: 'Quarterly' }],
  },
];

describe('the upstream client on company onboarding', () => {
  it('refuses a malformed EIN on create as UnprocessableEntityError, nested under company', async () => {
    const error = await rejection(
      seeded.companies.createPartnerManaged(system, {
        partnerManagedCompanyCreateRequest: {
          user: { firstName: 'Dorothy', lastName: 'Vaughan', email: 'dorothy@example.com' },
          company: { name: 'Langley Analytics LLC', ein: '12' },
        },
      }),
    );
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.httpMeta.response.status).toBe(422);
    const company = (error as UnprocessableEntityError).errors.find((e) => e.errorKey === 'company');
    expect(company?.category).toBe('nested_errors');
    expect(company?.errors?.map((e) => e.errorKey)).toEqual(['ein']);
  });

  it('creates a partner-managed company with the system token (200, DECISIONS 31) and refreshes its token', async () => {
    const created = await seeded.companies.createPartnerManaged(system, {
      partnerManagedCompanyCreateRequest: {
        user: {
          firstName: 'Dorothy',
          lastName: 'Vaughan',
          email: 'dorothy@example.com',
          phone: '5125550100',
        },
        company: { name: 'Langley Analytics LLC', tradeName: 'Langley', contractorOnly: true },
      },
    });
    expect(created.httpMeta.response.status).toBe(200);
    const { partnerManagedCompany } = created;
    expect(partnerManagedCompany?.expiresIn).toBe(7200);
    companyId = partnerManagedCompany!.companyUuid!;

    // Refresh rotates both tokens: the partner keeps the new pair (DECISIONS 49).
    const { authentication } = await seeded.introspection.oauthAccessToken({
      requestBody: {
        grantType: 'refresh_token',
        refreshToken: partnerManagedCompany!.refreshToken!,
        clientId: 'demo-client',
        clientSecret: 'demo-secret',
      },
    });
    expect(authentication?.accessToken).toBeTruthy();
    expect(authentication?.accessToken).not.toBe(partnerManagedCompany!.accessToken);
    accessToken = authentication!.accessToken!;
    refreshToken = authentication!.refreshToken!;
    expect(refreshToken).not.toBe(partnerManagedCompany!.refreshToken);
    gusto = clientFor(accessToken);

    const { tokenInfo } = await gusto.introspection.getInfo({});
    expect(tokenInfo?.resource?.uuid).toBe(companyId);
  });

  it('reads the new company, not approved and without an EIN, and lets it pay employees', async () => {
    const { company } = await gusto.companies.get({ companyId });
    expect(company).toMatchObject({
      uuid: companyId,
      name: 'Langley Analytics LLC',
      tradeName: 'Langley',
      contractorOnly: true,
      companyStatus: 'Not Approved',
      isPartnerManaged: true,
    });
    // No EIN yet: the field is left out, not null (DECISIONS 60).
    expect(company?.ein).toBeUndefined();
    expect(company?.primaryPayrollAdmin?.email).toBe('dorothy@example.com');

    const { company: updated } = await gusto.companies.update({
      companyId,
      requestBody: { contractorOnly: false },
    });
    expect(updated?.contractorOnly).toBe(false);

    expect(Object.values(await steps()).every((done) => done === false)).toBe(true);
    const early = await rejection(gusto.companies.finishOnboarding({ companyUuid: companyId }));
    expect(early).toBeInstanceOf(UnprocessableEntityError);
    expect((early as UnprocessableEntityError).errors[0]).toMatchObject({
      errorKey: 'base',
      category: 'invalid_operation',
    });
  });

  it('adds the filing and mailing address', async () => {
    await gusto.locations.create({
      companyId,
      companyLocationRequest: {
        street1: '300 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        phoneNumber: '5125550100',
        mailingAddress: true,
        filingAddress: true,
      },
    });
    expect((await steps()).add_addresses).toBe(true);
  });

  it('sets the federal tax details, refusing a malformed EIN as UnprocessableEntityError on ein', async () => {
    const { federalTaxDetails } = await gusto.federalTaxDetails.get({ companyId });
    expect(federalTaxDetails?.hasEin).toBe(false);
    const bad = await rejection(
      gusto.federalTaxDetails.update({
        companyId,
        federalTaxDetailsUpdate: { version: federalTaxDetails!.version!, ein: '12-34' },
      }),
    );
    expect(bad).toBeInstanceOf(UnprocessableEntityError);
    expect(bad.httpMeta.response.status).toBe(422);
    expect((bad as UnprocessableEntityError).errors[0]).toMatchObject({
      errorKey: 'ein',
      category: 'invalid_attribute_value',
    });

    const { federalTaxDetails: saved } = await gusto.federalTaxDetails.update({
      companyId,
      federalTaxDetailsUpdate: {
        version: federalTaxDetails!.version!,
        ein: '74-1234567',
        legalName: 'Langley Analytics LLC',
        taxPayerType: 'LLC',
        filingForm: '941',
      },
    });
    expect(saved).toMatchObject({ hasEin: true, taxPayerType: 'LLC', filingForm: '941' });
    // The EIN is never read back from the tax details, only from the company (DECISIONS 49, 53).
    expect(saved).not.toHaveProperty('ein');
    expect((await gusto.companies.get({ companyId })).company?.ein).toBe('741234567');
    expect((await steps()).federal_tax_setup).toBe(true);
  });

  it('selects the industry', async () => {
    const selected = await gusto.industrySelection.update({
      companyId,
      companyIndustrySelectionRequiredBody: { naicsCode: '541511' },
    });
    expect(selected.httpMeta.response.status).toBe(201);
    const { industry } = await gusto.industrySelection.get({ companyId });
    expect(industry?.naicsCode).toBe('541511');
    expect((await steps()).select_industry).toBe(true);
  });

  it('adds, removes and replaces a bank account, and verifies it by its test deposits', async () => {
    const add = (accountNumber: string) =>
      gusto.bankAccounts.create({
        companyId,
        companyBankAccountRequest: { routingNumber: '021000021', accountNumber, accountType: 'Checking' },
      });
    const { companyBankAccount: mistyped } = await add('000111111111');
    // Only the last four digits ever leave the service.
    expect(mistyped?.hiddenAccountNumber).toBe('XXXX1111');
    const removed = await gusto.bankAccounts.deleteV1CompaniesCompanyIdBankAccountsBankAccountId({
      companyId,
      bankAccountId: mistyped!.uuid,
    });
    expect(removed.httpMeta.response.status).toBe(204);

    const { companyBankAccount: account } = await add('000123456789');
    expect(account?.verificationStatus).toBe('awaiting_deposits');
    const { companyBankAccounts } = await gusto.bankAccounts.get({ companyId });
    expect(companyBankAccounts?.map((a) => a.uuid)).toEqual([account!.uuid]);

    const sent = await demoCall(
      'POST',
      `/v1/companies/${companyId}/bank_accounts/${account!.uuid}/send_test_deposits`,
      accessToken,
    );
    expect(sent.status).toBe(200);
    const deposits = (await sent.json()) as { deposit_1: string; deposit_2: string };
    const wrong = await rejection(
      gusto.bankAccounts.verify({
        companyId,
        bankAccountUuid: account!.uuid,
        companyBankAccountVerifyRequest: { deposit1: 0.99, deposit2: 0.99 },
      }),
    );
    expect(wrong).toBeInstanceOf(UnprocessableEntityError);
    const { companyBankAccount: verified } = await gusto.bankAccounts.verify({
      companyId,
      bankAccountUuid: account!.uuid,
      companyBankAccountVerifyRequest: {
        deposit1: Number(deposits.deposit_1),
        deposit2: Number(deposits.deposit_2),
      },
    });
    expect(verified?.verificationStatus).toBe('verified');
    expect(await steps()).toMatchObject({ add_bank_info: true, verify_bank_info: true });
  });

  it('adds a pay schedule', async () => {
    await gusto.paySchedules.create({
      companyId,
      payScheduleCreateRequest: {
        frequency: 'Every other week',
        anchorPayDate: new RFCDate('2026-06-26'),
        anchorEndOfPayPeriod: new RFCDate('2026-06-20'),
      },
    });
    expect((await steps()).payroll_schedule).toBe(true);
  });

  it('answers the state tax requirements, a wrong answer being a nested UnprocessableEntityError', async () => {
    const { taxRequirementStatesList } = await gusto.taxRequirements.getAll({ companyUuid: companyId });
    expect(taxRequirementStatesList).toEqual([
      expect.objectContaining({ state: 'TX', setupStatus: 'not_started', readyToRunPayroll: false }),
    ]);
    const { taxRequirementsState } = await gusto.taxRequirements.get({ companyUuid: companyId, state: 'TX' });
    expect(taxRequirementsState?.requirementSets?.map((s) => s.key)).toEqual(
      expect.arrayContaining(['registrations', 'taxrates', 'depositschedules']),
    );

    const error = await rejection(
      gusto.taxRequirements.updateState({
        companyUuid: companyId,
        state: 'TX',
        requestBody: {
          requirementSets: [{ ...TX_ANSWERS[1]!, requirements: [{ key: 'sui_rate', value: '0.9' }] }],
        },
      }),
    );
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    const [set] = (error as UnprocessableEntityError).errors;
    expect(set).toMatchObject({ errorKey: 'requirement_sets', category: 'nested_errors' });
    expect(set?.errors?.[0]).toMatchObject({ errorKey: 'requirements', category: 'nested_errors' });
    expect(set?.errors?.[0]?.errors?.[0]?.errorKey).toBe('value');

    const saved = await gusto.taxRequirements.updateState({
      companyUuid: companyId,
      state: 'TX',
      requestBody: { requirementSets: TX_ANSWERS },
    });
    expect(saved.httpMeta.response.status).toBe(200);
    const { taxRequirementStatesList: after } = await gusto.taxRequirements.getAll({
      companyUuid: companyId,
    });
    expect(after?.[0]).toMatchObject({ setupStatus: 'complete', readyToRunPayroll: true });
    expect((await steps()).state_setup).toBe(true);
  });

  it('invites, completes, removes and creates the signatory', async () => {
    const invited = await gusto.signatories.invite({
      companyUuid: companyId,
      signatoryInviteRequest: { firstName: 'Mary', lastName: 'Jackson', email: 'mary@example.com' },
    });
    expect(invited.httpMeta.response.status).toBe(200);
    // Not yet verifiable: the status has no value, and the SSN is only ever `has_ssn`.
    expect(invited.signatory).toMatchObject({ firstName: 'Mary', hasSsn: false });
    const { signatory: completed } = await gusto.signatories.update({
      companyUuid: companyId,
      signatoryUuid: invited.signatory!.uuid,
      signatoryUpdateRequest: {
        version: invited.signatory!.version!,
        title: 'Managing Member',
        phone: '5125550111',
        birthday: new RFCDate('1981-04-09'),
        ssn: '123-45-6789',
        homeAddress: { street1: '1 Lamar Blvd', city: 'Austin', state: 'TX', zip: '78703' },
      },
    });
    expect(completed).toMatchObject({ hasSsn: true, identityVerificationStatus: 'Pass' });
    expect(JSON.stringify(completed)).not.toContain('6789');

    const removed = await gusto.signatories.delete({
      companyUuid: companyId,
      signatoryUuid: invited.signatory!.uuid,
    });
    expect(removed.httpMeta.response.status).toBe(204);
    expect((await gusto.signatories.list({ companyUuid: companyId })).signatories).toEqual([]);

    const created = await gusto.signatories.create({
      companyUuid: companyId,
      signatoryCreateRequest: {
        firstName: 'Mary',
        lastName: 'Jackson',
        email: 'mary@example.com',
        title: 'Managing Member',
        phone: '5125550111',
        birthday: new RFCDate('1981-04-09'),
        ssn: '123-45-6789',
        homeAddress: { street1: '1 Lamar Blvd', city: 'Austin', state: 'TX', zip: '78703' },
      },
    });
    expect(created.httpMeta.response.status).toBe(200);
    const { signatories } = await gusto.signatories.list({ companyUuid: companyId });
    expect(signatories?.map((s) => s.uuid)).toEqual([created.signatory!.uuid]);
  });

  it('lists, reads, downloads and signs the company forms', async () => {
    const { forms } = await gusto.companyForms.getAll({ companyId });
    expect(forms?.map((f) => f.name)).toEqual(['company_direct_deposit', 'us_8655', 'tx_state_registration']);
    for (const listed of forms!) {
      const { form } = await gusto.companyForms.get({ formId: listed.uuid });
      expect(form?.requiresSigning).toBe(true);
      const { formPdf } = await gusto.companyForms.getPdf({ formId: listed.uuid });
      // The demo serves the PDF itself as a data URL: it reaches no outside host.
      expect(formPdf).toMatchObject({ uuid: listed.uuid, documentContentType: 'application/pdf' });
      expect(formPdf?.documentUrl).toMatch(/^data:application\/pdf;base64,/);
      const { form: signed } = await gusto.companyForms.sign({
        formId: listed.uuid,
        requestBody: { signatureText: 'Mary Jackson', agree: true, signedByIpAddress: '203.0.113.9' },
      });
      expect(signed?.requiresSigning).toBe(false);
    }
    // Every step is done but adding employees, which a company may skip.
    const open = Object.entries(await steps()).filter(([, done]) => !done);
    expect(open.map(([id]) => id)).toEqual(['add_employees']);
  });

  it('reads and sets the payment configs, the limit a decimal string', async () => {
    const { paymentConfigs } = await gusto.paymentConfigs.get({ companyUuid: companyId });
    expect(paymentConfigs?.companyUuid).toBe(companyId);
    const { paymentConfigs: faster } = await gusto.paymentConfigs.update({
      companyUuid: companyId,
      paymentConfigsUpdateRequest: { paymentConfigs: { paymentSpeed: '2-day', fastPaymentLimit: 5000 } },
    });
    expect(faster).toMatchObject({ paymentSpeed: '2-day', fastPaymentLimit: '5000.00' });
  });

  it('finishes onboarding without employees (a skippable step), and is approved', async () => {
    const { companyOnboardingStatus } = await gusto.companies.finishOnboarding({ companyUuid: companyId });
    expect(companyOnboardingStatus?.onboardingCompleted).toBe(true);
    const { payrollBlockers } = await gusto.payrolls.getBlockers({ companyUuid: companyId });
    expect(payrollBlockers?.map((b) => b.key)).toContain('needs_approval');

    // Approval is the demo environment's: the system token, never the company's.
    expect((await demoCall('PUT', `/v1/companies/${companyId}/approve`, accessToken)).status).toBe(401);
    expect((await demoCall('PUT', `/v1/companies/${companyId}/approve`, api.tokens.system)).status).toBe(200);
    expect((await gusto.companies.get({ companyId })).company?.companyStatus).toBe('Approved');
    const { federalTaxDetails } = await gusto.federalTaxDetails.get({ companyId });
    expect(federalTaxDetails?.einVerification?.status).toBe('verified');
    const { payrollBlockers: after } = await gusto.payrolls.getBlockers({ companyUuid: companyId });
    expect(after?.map((b) => b.key)).not.toContain('needs_approval');
  });

  it("keeps the new company's records from the seeded company's token", async () => {
    const error = await rejection(seeded.companies.get({ companyId }));
    expect(error).toBeInstanceOf(NotFoundErrorObject);
  });

  afterAll(() => {
    const onboardingRoutes = routesOf('companyOnboarding');
    expect(onboardingRoutes.length).toBeGreaterThanOrEqual(28);
    expect(onboardingRoutes.filter((key) => !reached.has(key))).toEqual([]);
  });
});
