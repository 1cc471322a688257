import type { CompanyAccessTokenRecord } from './company/records';
import { ApiError } from './errors';
import type { TokenGrant } from './service';

/** Resource names of DECISIONS 10. */
const RESOURCES = [
  'employees',
  'companies',
  'jobs',
  'compensations',
  'employee_federal_taxes',
  'employee_state_taxes',
  'employee_payment_methods',
  'employee_forms',
  'pay_schedules',
  'payrolls',
  'time_off_policies',
  'time_off_requests',
  // Company onboarding (UPSTREAM-2 H).
  'company_onboarding_status',
  'company_federal_taxes',
  'company_bank_accounts',
  'signatories',
  'company_tax_requirements',
  'company_forms',
  'company_payment_configs',
  // Self-service (UPSTREAM-3 L.3, L.4).
  'member_portal_invitation',
  'i9_authorizations',
  // Payroll money (UPSTREAM-3 M).
  'reimbursements',
  'recovery_cases',
  'ach_transactions',
  'generated_documents',
  'external_payrolls',
  // Deductions and benefits (UPSTREAM-2 K.2, K.3).
  'benefits',
  'company_benefits',
  'employee_benefits',
  // Company administration (UPSTREAM-2 J.6, UPSTREAM-3 N.9).
  'departments',
  // Time tracking (UPSTREAM-3 N.7).
  'time_sheet',
  'payroll_syncs',
];

/** Every scope a company token may hold: read and write of each resource, and `payrolls:run`. */
export const COMPANY_SCOPES: readonly string[] = [
  ...RESOURCES.flatMap((resource) => [`${resource}:read`, `${resource}:write`]),
  'payrolls:run',
  'signatories:manage',
  'company_forms:sign',
];

/** The system token's scopes. */
export const SYSTEM_SCOPES: readonly string[] = [
  'events:read',
  'webhook_subscriptions:read',
  'webhook_subscriptions:write',
  'partner_managed_companies:manage',
  // Partner-level operations (UPSTREAM-3 M.9, N.2; DECISIONS 75).
  'payroll_digests:read',
  'payroll_digests:write',
  'payroll_batches:read',
  'payroll_batches:write',
  'invoices:read',
];

/** The well-known tokens (issue 3), plus a read-only company token to show production 403s. */
export const DEMO_TOKENS = {
  company: 'demo-company-token',
  system: 'demo-system-token',
  readOnly: 'demo-company-readonly-token',
} as const;

/**
 * Resolves the bearer token; missing, unknown or expired → 401 `invalid_request_error` on
 * `request` (DECISIONS 21). Besides the well-known tokens, `issued` holds the access tokens of
 * partner-managed companies (DECISIONS 49), each reaching its own company only.
 *
 * @example
 * const grant = authenticate(request.headers, companyUuid, store.companyAccessTokens, Date.now());
 */
export function authenticate(
  headers: Headers,
  companyUuid: string,
  issued: ReadonlyMap<string, CompanyAccessTokenRecord> = new Map(),
  nowMs = 0,
): TokenGrant {
  const token = bearerToken(headers);
  const companyToken = token === undefined ? undefined : issued.get(token);
  if (token !== undefined && companyToken) {
    if (companyToken.expiresAt <= nowMs) throw unauthorized('The access token has expired.');
    return { kind: 'company', token, companyUuid: companyToken.companyUuid, scopes: new Set(COMPANY_SCOPES) };
  }
  if (token === DEMO_TOKENS.company) {
    return { kind: 'company', token, companyUuid, scopes: new Set(COMPANY_SCOPES) };
  }
  if (token === DEMO_TOKENS.readOnly) {
    return {
      kind: 'company',
      token,
      companyUuid,
      scopes: new Set(COMPANY_SCOPES.filter((scope) => scope.endsWith(':read'))),
    };
  }
  if (token === DEMO_TOKENS.system)
    return { kind: 'system', token, companyUuid: null, scopes: new Set(SYSTEM_SCOPES) };
  throw unauthorized(token === undefined ? 'An access token is required.' : 'The access token is not valid.');
}

/** The raw bearer token of a request, if any. @example bearerToken(headers); // 'demo-company-token' */
export function bearerToken(headers: Headers): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  return match?.[1];
}

/** @example throw unauthorized('This operation needs the system-level token.'); */
export function unauthorized(message: string): ApiError {
  return new ApiError(401, [{ error_key: 'request', category: 'invalid_request_error', message }]);
}

/** @example throw forbidden('employees:write'); */
export function forbidden(scope: string): ApiError {
  return new ApiError(403, [
    {
      error_key: 'request',
      category: 'invalid_request_error',
      message: `The access token lacks the ${scope} scope.`,
      metadata: { scope },
    },
  ]);
}
