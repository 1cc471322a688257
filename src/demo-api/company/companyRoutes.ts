import { onboardingStatusAction } from '../onboarding/statusAction';
import { newCompanyOnboarding } from './seedCompanyOnboarding';
import { companyOnboardingState, companyOnboardingSteps, incompleteSteps } from './onboardingStatus';
import { issueCompanyTokens, refreshCompanyTokens } from './tokens';
import { companyView } from './views';
import { ApiError, type ErrorEntry, invalidAttribute, invalidOperation } from '../errors';
import { type FieldRules, readFields } from '../fields';
import { companySingleton, noParent, resourceRoutes, scopesOf } from '../resource';
import { isEmail, isPhone } from '../formats/formats';
import type { DemoService, Route, RouteRequest } from '../service';
import { externalPayrollStep } from '../externalPayrolls/onboardingStep';
import { checkEin, einHolder } from './ein';
import type { CompanyRecord } from './records';

/** Seconds after finishing onboarding that `autoApprove` approves (DECISIONS 51). */
const AUTO_APPROVE_MS = 2000;

/** The token exchange's body; a real deployment checks the partner's credentials, the demo ignores them (DECISIONS 49). */
const TOKEN_RULES = {
  grant_type: { kind: 'enum', values: ['refresh_token'], required: true },
  refresh_token: { kind: 'string', required: true },
  client_id: { kind: 'string' },
  client_secret: { kind: 'string' },
  redirect_uri: { kind: 'string' },
} satisfies FieldRules;

/** Reads one nested object of the create body; its field errors come back under its name. */
function readPart(
  body: Record<string, unknown>,
  name: string,
  rules: Parameters<typeof readFields>[1],
): { values?: Record<string, unknown>; error?: ErrorEntry } {
  const part = body[name];
  if (part === undefined || part === null)
    return { error: { error_key: name, category: 'missing_parameter', message: `${name} is required.` } };
  if (typeof part !== 'object' || Array.isArray(part))
    return { error: invalidAttribute(name, `${name} must be an object.`) };
  try {
    return { values: readFields(part as Record<string, unknown>, rules) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { error: { error_key: name, category: 'nested_errors', errors: error.entries } };
  }
}

function onboardingStatusView(service: DemoService, company: CompanyRecord, request?: RouteRequest) {
  const state = companyOnboardingState(service, company);
  // The optional steps asked for (UPSTREAM-2 H.1): `external_payroll` only (DECISIONS 69).
  const additional = (request?.query.get('additional_steps') ?? '').split(',');
  return {
    uuid: company.uuid,
    onboarding_completed: state.onboarded,
    onboarding_steps: [
      ...companyOnboardingSteps(state),
      ...(additional.includes('external_payroll') ? [externalPayrollStep(service, company.uuid)] : []),
    ],
  };
}

function approve(service: DemoService, company: CompanyRecord): void {
  if (company.onboarding.approved) return;
  company.onboarding.approved = true;
  service.emit('company.approved', 'Company', company.uuid, company.uuid);
}

/** The body of a partner-managed company: its first admin and the company (UPSTREAM-2 H.1). */
const USER_RULES = {
  first_name: { kind: 'string', required: true },
  last_name: { kind: 'string', required: true },
  email: {
    kind: 'string',
    required: true,
    check: (v) => (isEmail(v) ? undefined : 'email must be an email address.'),
  },
  phone: {
    kind: 'string',
    check: (v) => (isPhone(v) ? undefined : 'phone must be exactly 10 digits.'),
  },
} satisfies FieldRules;

const COMPANY_RULES = {
  name: { kind: 'string', required: true },
  trade_name: { kind: 'string', nullable: true },
  ein: { kind: 'string', nullable: true, check: checkEin },
  contractor_only: { kind: 'boolean' },
} satisfies FieldRules;

/**
 * A partner-managed company and its tokens (UPSTREAM-2 H.1; DECISIONS 49): made with the
 * system token, answered with its tokens rather than its view (200, as the upstream declares).
 */
const partnerManagedCompanies = resourceRoutes({
  collection: '/v1/partner_managed_companies',
  scopes: { read: 'partner_managed_companies:manage', write: 'partner_managed_companies:manage' },
  auth: 'system',
  parent: noParent,
  collectionActions: [
    {
      method: 'POST',
      suffix: '',
      creates: true,
      run(_none, { body }, service) {
        const unknown = Object.keys(body).filter((key) => key !== 'user' && key !== 'company');
        const user = readPart(body, 'user', USER_RULES);
        const company = readPart(body, 'company', COMPANY_RULES);
        const errors: ErrorEntry[] = [
          ...unknown.map((key) => invalidAttribute(key, `${key} is not an attribute of this resource.`)),
          ...[user.error, company.error].filter((e): e is ErrorEntry => e !== undefined),
        ];
        const ein = typeof company.values?.ein === 'string' ? company.values.ein.replaceAll('-', '') : '';
        if (ein && einHolder(service, ein, null))
          errors.push({
            error_key: 'company',
            category: 'nested_errors',
            errors: [invalidAttribute('ein', 'This EIN belongs to another company.')],
          });
        if (errors.length > 0) throw new ApiError(422, errors);
        const u = user.values!;
        const c = company.values!;
        const record: CompanyRecord = {
          uuid: service.ids(),
          name: c.name as string,
          ein,
          archived: false,
          replacementCompanyUuid: null,
          createdAt: service.nowIso(),
          onboarding: newCompanyOnboarding({
            tradeName: (c.trade_name as string | null | undefined) || null,
            contractorOnly: (c.contractor_only as boolean | undefined) ?? false,
            primaryAdmin: {
              first_name: u.first_name as string,
              last_name: u.last_name as string,
              email: u.email as string,
              phone: (u.phone as string | undefined) ?? null,
            },
          }),
          suspended: false,
        };
        service.store.companies.set(record.uuid, record);
        const tokens = issueCompanyTokens(service, record.uuid);
        service.emit('company.provisioned', 'Company', record.uuid, record.uuid);
        return { company_uuid: record.uuid, ...tokens };
      },
    },
  ],
});

/** The token exchange (DECISIONS 49): it takes no bearer token, so no scope either. */
const tokenExchange = resourceRoutes({
  collection: '/oauth/token',
  scopes: { read: '' },
  auth: 'none',
  parent: noParent,
  collectionActions: [
    {
      method: 'POST',
      suffix: '',
      access: 'read',
      run(_none, { body }, service) {
        const values = readFields(body, TOKEN_RULES);
        const { companyUuid: _company, ...tokens } = refreshCompanyTokens(service, values.refresh_token);
        return {
          ...tokens,
          token_type: 'bearer',
          created_at: Math.floor(service.clock.now().getTime() / 1000),
        };
      },
    },
  ],
});

/** A company update: contractor-only or not (UPSTREAM-2 H.1). */
const CONTRACTOR_ONLY_RULES = { contractor_only: { kind: 'boolean', required: true } } satisfies FieldRules;

/** The company, its onboarding status, finishing onboarding and the demo's approval (UPSTREAM-2 H.1, H.9). */
const companies = resourceRoutes({
  item: '/v1/companies/{company_id}',
  scopes: scopesOf('companies'),
  find: companySingleton((company) => company),
  view: (company: CompanyRecord, service: DemoService) => companyView(service, company),
  update: {
    version: 'none',
    whole: true,
    rules: CONTRACTOR_ONLY_RULES,
    apply(company, values, service) {
      const contractorOnly = values.contractor_only!;
      // Only true → false: a company that pays employees cannot become contractor-only (H.1).
      if (contractorOnly && !company.onboarding.contractorOnly)
        throw new ApiError(422, [
          invalidAttribute('contractor_only', 'A company with employees cannot become contractor-only.'),
        ]);
      if (contractorOnly !== company.onboarding.contractorOnly) {
        company.onboarding.contractorOnly = contractorOnly;
        service.emit('company.updated', 'Company', company.uuid, company.uuid);
      }
    },
  },
  actions: [
    onboardingStatusAction(onboardingStatusView, { scope: 'company_onboarding_status:read' }),
    {
      method: 'PUT',
      suffix: '/finish_onboarding',
      run(company, { body }, service) {
        readFields(body, {});
        if (company.onboarding.onboardingCompletedAt === null) {
          const steps = incompleteSteps(companyOnboardingState(service, company));
          if (steps.length > 0)
            throw invalidOperation('Company is not ready to exit onboarding.', 'base', { steps });
          company.onboarding.onboardingCompletedAt = service.nowIso();
          service.emit('company.onboarded', 'Company', company.uuid, company.uuid);
          if (service.autoApprove)
            service.clock.schedule(AUTO_APPROVE_MS, () => {
              const current = service.store.companies.get(company.uuid);
              if (current) approve(service, current);
            });
        }
        return onboardingStatusView(service, company);
      },
    },
    {
      method: 'PUT',
      suffix: '/approve',
      // The partner's system token approves (DECISIONS 51).
      auth: 'system',
      scope: 'partner_managed_companies:manage',
      run(company, { body }, service) {
        readFields(body, {});
        if (company.onboarding.onboardingCompletedAt === null)
          throw invalidOperation('The company has not finished onboarding.');
        approve(service, company);
        return companyView(service, company);
      },
    },
  ],
});

/**
 * Partner-managed companies and their tokens, the company, its onboarding status, finishing
 * onboarding and the demo's approval (UPSTREAM-2 H.1, H.9; DECISIONS 49, 51).
 *
 * @example
 * new Router(companiesRoutes);
 */
export const companiesRoutes: Route[] = [...partnerManagedCompanies, ...tokenExchange, ...companies];
