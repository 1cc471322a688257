import { formFieldsView } from '../documents/formView';
import { hiddenAccountNumber } from '../formats/bankAccounts';
import { money } from '../money/money';
import type { DemoService } from '../service';
import { versionOf } from '../version';
import type { CompanyBankAccountRecord, CompanyFormRecord, SignatoryRecord, CompanyRecord } from './records';
import { locationView } from '../locations/views';

/** The demo partner's OAuth application (the `partner_uuid` of payment configs). */
export const DEMO_PARTNER_UUID = '0a5e1c6e-7d4b-4f5a-9c1e-5d3a2b1c0f9e';

/**
 * Drops keys whose value is `null` or `undefined`: the upstream schema does not let these fields
 * be null, so a field without a value is left out (DECISIONS 60).
 */
function present(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== null && value !== undefined),
  );
}

/** @example companyStatus(company); // 'Not Approved' */
export function companyStatus(company: CompanyRecord): 'Approved' | 'Not Approved' | 'Suspended' {
  if (company.suspended) return 'Suspended';
  return company.onboarding.approved ? 'Approved' : 'Not Approved';
}

/**
 * `GET /v1/companies/{id}` (UPSTREAM-2 H.1): `ein` as 9 digits (DECISIONS 49), locations, the
 * signatory and primary admin when there are.
 *
 * @example
 * companyView(service, company).company_status; // 'Approved'
 */
export function companyView(service: DemoService, company: CompanyRecord): Record<string, unknown> {
  const { onboarding } = company;
  const signatory = service.store.signatories.get(company.uuid);
  const locations = [...service.store.locations.values()].filter((l) => l.companyUuid === company.uuid);
  return present({
    uuid: company.uuid,
    name: company.name,
    trade_name: onboarding.tradeName,
    ein: company.ein || null,
    entity_type: onboarding.federalTax.tax_payer_type,
    contractor_only: onboarding.contractorOnly,
    is_suspended: company.suspended,
    company_status: companyStatus(company),
    is_partner_managed: onboarding.partnerManaged,
    join_date: company.createdAt.slice(0, 10),
    locations: locations.map(locationView),
    primary_signatory: signatory ? signatoryView(signatory) : null,
    primary_payroll_admin: onboarding.primaryAdmin ? present({ ...onboarding.primaryAdmin }) : null,
  });
}

/** The federal tax details' version: their updatable attributes and the EIN. @example federalTaxVersion(company); */
export function federalTaxVersion(company: CompanyRecord): string {
  return versionOf([company.ein, company.onboarding.federalTax]);
}

/**
 * `GET …/federal_tax_details` (UPSTREAM-2 H.2): never the EIN itself; `ein_verification` is
 * `verified` once the company is approved (DECISIONS 53).
 *
 * @example
 * federalTaxView(company).has_ein; // true
 */
export function federalTaxView(company: CompanyRecord): Record<string, unknown> {
  const tax = company.onboarding.federalTax;
  const verified = Boolean(company.ein) && company.onboarding.approved;
  return present({
    version: federalTaxVersion(company),
    tax_payer_type: tax.tax_payer_type,
    taxable_as_scorp: tax.taxable_as_scorp,
    filing_form: tax.filing_form,
    has_ein: Boolean(company.ein),
    ein_verified: verified,
    ein_verification: { status: verified ? 'verified' : 'pending' },
    legal_name: tax.legal_name,
    deposit_schedule: tax.filing_form ? 'Semiweekly' : null,
  });
}

/**
 * A company bank account (UPSTREAM-2 H.4): the account number only as `XXXX` + its last four.
 *
 * @example
 * bankAccountView(account).hidden_account_number; // 'XXXX3210'
 */
export function bankAccountView(account: CompanyBankAccountRecord): Record<string, unknown> {
  return {
    uuid: account.uuid,
    company_uuid: account.companyUuid,
    account_type: account.account_type,
    routing_number: account.routing_number,
    hidden_account_number: hiddenAccountNumber(account.account_number),
    verification_status: account.verification_status,
    verification_type: 'bank_deposits',
    name: `${account.account_type} account ending ${account.account_number.slice(-4)}`,
  };
}

/** The signatory's version: what an update may change. @example signatoryVersion(signatory); */
export function signatoryVersion(s: SignatoryRecord): string {
  return versionOf([
    s.first_name,
    s.last_name,
    s.middle_initial,
    s.title,
    s.phone,
    s.birthday,
    s.ssn,
    s.home_address,
  ]);
}

/** Whether every field identity verification needs is present (DECISIONS 53). @example isIdentityComplete(s); */
export function isIdentityComplete(s: SignatoryRecord): boolean {
  return Boolean(s.title && s.phone && s.birthday && s.ssn && s.home_address);
}

/**
 * The signatory (UPSTREAM-2 H.5): the SSN is write-only, shown as `has_ssn`;
 * `identity_verification_status` is `Pass` once every create field is present, else `null`.
 *
 * @example
 * signatoryView(signatory).has_ssn; // true
 */
export function signatoryView(s: SignatoryRecord): Record<string, unknown> {
  return {
    ...present({
      uuid: s.uuid,
      first_name: s.first_name,
      last_name: s.last_name,
      middle_initial: s.middle_initial,
      title: s.title,
      phone: s.phone,
      email: s.email,
      birthday: s.birthday,
      home_address: s.home_address ? present({ ...s.home_address }) : null,
      is_admin: false,
      has_ssn: s.ssn !== null,
      version: signatoryVersion(s),
    }),
    identity_verification_status: isIdentityComplete(s) ? 'Pass' : null,
  };
}

/**
 * A company form (UPSTREAM A.9, UPSTREAM-2 H.7).
 *
 * @example
 * companyFormView(form).requires_signing; // true until signed
 */
export function companyFormView(f: CompanyFormRecord): Record<string, unknown> {
  return present({
    ...formFieldsView(f, { requires_signing: f.signedAt === null }),
    signed_at: f.signedAt,
  });
}

/**
 * `GET …/payment_configs` (UPSTREAM-2 H.8): the limit as a decimal string.
 *
 * @example
 * paymentConfigView(company).payment_speed; // '2-day'
 */
export function paymentConfigView(company: CompanyRecord): Record<string, unknown> {
  const config = company.onboarding.paymentConfig;
  return present({
    company_uuid: company.uuid,
    partner_uuid: DEMO_PARTNER_UUID,
    payment_speed: config.payment_speed,
    fast_payment_limit: config.fast_payment_limit === null ? null : money(config.fast_payment_limit),
    partner_owned_disbursement: config.partner_owned_disbursement,
    earned_fast_ach_blockers: [],
  });
}
