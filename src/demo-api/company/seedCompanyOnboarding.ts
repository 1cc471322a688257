import type { DemoService } from '../service';
import { seededUuids } from '../uuid';
import { companyForms } from './companyForms';
import { companyStates } from './companyStates';
import type { CompanyOnboardingRecord, CompanyRecord } from './records';
import { completeStateTaxValues } from './stateTaxRequirements';

/**
 * A company's onboarding facts before any of its steps is done (DECISIONS 49).
 *
 * @example
 * const onboarding = newCompanyOnboarding({ tradeName: null, contractorOnly: false });
 */
export function newCompanyOnboarding(init: {
  tradeName: string | null;
  contractorOnly: boolean;
  primaryAdmin?: CompanyOnboardingRecord['primaryAdmin'];
}): CompanyOnboardingRecord {
  return {
    tradeName: init.tradeName,
    contractorOnly: init.contractorOnly,
    partnerManaged: true,
    onboardingCompletedAt: null,
    approved: false,
    federalTax: { legal_name: null, tax_payer_type: null, filing_form: null, taxable_as_scorp: false },
    industry: null,
    paymentConfig: { payment_speed: '2-day', fast_payment_limit: null, partner_owned_disbursement: false },
    primaryAdmin: init.primaryAdmin ?? null,
  };
}

/**
 * Makes the seeded demo company fully onboarded and approved (or, with `approved` false, waiting
 * for approval) from real records (DECISIONS 50):
 * federal tax details, industry, a verified bank account, complete state tax setup in every state
 * it owes taxes in, a verified signatory and every company form signed. Its uuids come from a
 * generator of their own, so the rest of the seed keeps its uuids; it emits no events.
 *
 * @example
 * seedCompanyOnboarding(service, company); // after its locations and employees
 */
export function seedCompanyOnboarding(service: DemoService, company: CompanyRecord, approved = true): void {
  const ids = seededUuids(0xc0a1);
  const { store } = service;
  const now = service.nowIso();
  const today = service.clock.today();
  company.onboarding.federalTax = {
    legal_name: company.name,
    tax_payer_type: 'C-Corporation',
    filing_form: '941',
    taxable_as_scorp: false,
  };
  company.onboarding.industry = {
    naics_code: '541511',
    sic_codes: ['7371'],
    title: 'Custom Computer Programming Services',
  };
  company.onboarding.primaryAdmin = {
    first_name: 'Mary',
    last_name: 'Jackson',
    email: 'mary.jackson@acme-robotics.example',
    phone: '4155550101',
  };
  const account = {
    uuid: ids(),
    companyUuid: company.uuid,
    routing_number: '121000358',
    account_number: '9876543210',
    account_type: 'Checking' as const,
    verification_status: 'verified' as const,
    disabled: false,
    attempts: 0,
    depositRound: 0,
    createdAt: now,
    seq: store.nextSeq(),
  };
  store.companyBankAccounts.set(account.uuid, account);
  const values = new Map<string, ReturnType<typeof completeStateTaxValues>>();
  for (const state of companyStates(service, company.uuid))
    values.set(state, completeStateTaxValues(state, today));
  store.stateTaxRequirements.set(company.uuid, values);
  store.signatories.set(company.uuid, {
    uuid: ids(),
    companyUuid: company.uuid,
    first_name: 'Mary',
    last_name: 'Jackson',
    middle_initial: null,
    email: 'mary.jackson@acme-robotics.example',
    title: 'Chief Executive Officer',
    phone: '4155550101',
    birthday: '1971-04-09',
    ssn: '123456780',
    home_address: {
      street_1: '300 Howard St',
      street_2: null,
      city: 'San Francisco',
      state: 'CA',
      zip: '94105',
      country: 'USA',
    },
    invited: false,
    createdAt: now,
  });
  // The seed's forms are made and signed here, quietly: no company.form.created in the events.
  const quiet = Object.create(service, {
    ids: { value: ids },
    emit: { value: () => undefined },
  }) as DemoService;
  for (const form of companyForms(quiet, company, true, companyStates(service, company.uuid))) {
    form.signedAt = now;
    form.signature_text = 'Mary Jackson';
    form.signed_by_ip_address = '203.0.113.10';
  }
  company.onboarding.onboardingCompletedAt = now;
  company.onboarding.approved = approved;
}
