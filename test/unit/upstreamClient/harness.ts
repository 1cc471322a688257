import { GustoEmbedded, HTTPClient } from '@gusto/embedded-api-v-2026-06-15';
import { createDemoApi, type DemoApi, type DemoApiOptions } from '../../../src/testing';
import { allRoutes } from '../../../src/demo-api/routes';

/**
 * The public API's generated client (`@gusto/embedded-api-v-2026-06-15`) wired to the in-process
 * demo service exactly as a partner would wire it: its own `serverURL`, bearer token and a
 * `fetcher`, and no response patch. Every response it parses is checked against the upstream
 * schema, so a call that resolves is a call whose answer the upstream client accepts.
 */

/** A demo route as the service declares it: method and path template. */
export interface RouteTemplate {
  method: string;
  path: string;
}

/** `METHOD /path/{param}`, the key routes are compared by. */
export function routeKey(route: RouteTemplate): string {
  return `${route.method} ${route.path}`;
}

// Literal segments before parameters, so `/pay_schedules/preview` is not read as a schedule id.
const matchers = [...allRoutes]
  .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0))
  .map((route) => ({
    key: routeKey(route),
    method: route.method,
    pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));

function routeOf(method: string, pathname: string): string | undefined {
  return matchers.find((m) => m.method === method && m.pattern.test(pathname))?.key;
}

/** The demo service, the upstream client on it, and the routes the client has reached. */
export interface UpstreamClientHarness {
  api: DemoApi;
  /** The client with the company token, as a partner's server holds it. */
  gusto: GustoEmbedded;
  /** The system token, for the operations the upstream secures per call (webhooks, events). */
  system: { systemAccessAuth: string };
  /** The client with another company's token (a company the partner created), on the same service. */
  clientFor(companyAccessAuth: string): GustoEmbedded;
  /** Route keys (`GET /v1/employees/{employee_id}`) the client called and the service answered with a 2xx. */
  reached: Set<string>;
  /** The last request the client sent, to check headers. */
  lastRequest(): Request | undefined;
}

/**
 * Starts the demo service in process (pinned clock by default) and the upstream client on it.
 *
 * @example
 * const { gusto, api } = startUpstreamClient();
 * const employees = await gusto.employees.list({ companyId: api.companyUuid });
 */
export function startUpstreamClient(options: DemoApiOptions = {}): UpstreamClientHarness {
  const api = createDemoApi({ now: () => new Date('2026-06-15T16:00:00Z'), rateLimit: 100_000, ...options });
  const reached = new Set<string>();
  let last: Request | undefined;
  const httpClient = new HTTPClient({
    fetcher: async (input, init) => {
      const request = new Request(input, init);
      last = request.clone();
      const response = await api.handle(request);
      const key = routeOf(request.method, new URL(request.url).pathname);
      if (key && response.ok) reached.add(key);
      return response;
    },
  });
  const clientFor = (companyAccessAuth: string) =>
    new GustoEmbedded({ serverURL: api.baseUrl, companyAccessAuth, httpClient });
  return {
    api,
    gusto: clientFor(api.tokens.company),
    system: { systemAccessAuth: api.tokens.system },
    clientFor,
    reached,
    lastRequest: () => last,
  };
}

/**
 * The service's routes by the suite file that drives them. Each file checks that the client
 * reached every route of its area; `coverage.test.ts` checks that the areas hold every route.
 */
export const AREAS = {
  employees:
    /^\w+ \/v1\/(companies\/\{company_id\}\/employees|employees|home_addresses|work_addresses|jobs|compensations)\b(?!.*(time_off|terminations|rehire|employment_history|garnishments|pay_stub|member_portal_invitations|i9_authorization|onboarding_documents_config|recurring_reimbursements|employee_benefits|salary_estimates))/,
  companySetup: /token_info|locations|minimum_wages|pay_schedules|\/pay_periods(?!\/unprocessed_termination)/,
  timeOff: /time_off|holiday_pay|paid_holidays/,
  payrolls: /(?<!external_)payrolls(?!.*(pay_stub|generated_documents|reports|gross_up))/,
  grossUp: /gross_up/,
  employeeManagement:
    /^\w+ \/v1\/(employees\/\{employee_id\}\/(terminations|rehire|employment_history|garnishments|pay_stubs)|terminations\/|garnishments\/|payrolls\/\{payroll_id\}\/employees\/\{employee_id\}\/pay_stub|companies\/\{company_id\}\/pay_periods\/unprocessed_termination_pay_periods)/,
  companyOnboarding:
    /^\w+ (\/v1\/partner_managed_companies|\/oauth\/token|\/v1\/forms\/|\/v1\/companies\/\{company_id\}(?!.*send_test_deposits)(\/(onboarding_status|finish_onboarding|federal_tax_details|industry_selection|bank_accounts|signatories|forms|tax_requirements|payment_configs)\b.*)?$)/,
  webhooks: /webhook_subscriptions|\/v1\/events/,
  earningTypes: /earning_types/,
  reimbursements: /recurring_reimbursements/,
  benefits: /\/v1\/benefits|company_benefits|employee_benefits/,
  wireInRequests: /wire_in_requests/,
  recoveryCases: /recovery_cases/,
  achTransactions: /ach_transactions/,
  checks: /generated_documents/,
  contractors:
    /^(?!POST \/v1\/companies\/\{company_id\}\/contractor_payments\/preview$)(?!.*member_portal_invitations).*(contractor|\/v1\/documents\/|generate_1099)/,
  portalInvitations: /member_portal_invitations/,
  i9Verification: /i9_authorization|onboarding_documents_config/,
  partnerOperations: /payroll_digests|payroll_batches|\/v1\/invoices\//,
  informationRequests: /information_requests/,
  notifications: /notifications/,
  reports: /\/reports(?!\/\{report_id\}\/file)|report_templates/,
  externalPayrolls: /external_payrolls/,
  departments: /\/departments/,
  peopleBatches: /people_batches/,
  companyAttachments: /\/attachments(?!\/\{company_attachment_uuid\}\/file)/,
  flowLinks: /\/flows$/,
  salaryEstimates: /\/salary_estimates\b/,
} as const;

/**
 * Routes of the service the upstream client has no operation for, and why. The old terms of
 * service pair answers only 410 `deprecated_endpoint` (DECISIONS 17); the client has just the
 * `/v1/partner_managed_companies/…` replacements. The demo environment's own helpers (approve,
 * test deposits) are named in the client's docs but are not operations of it.
 */
export const NOT_IN_UPSTREAM_CLIENT: Record<string, string> = {
  'GET /v1/companies/{company_id}/terms_of_service': 'deprecated: 410 naming the replacement',
  'POST /v1/companies/{company_id}/terms_of_service': 'deprecated: 410 naming the replacement',
  'PUT /v1/companies/{company_id}/approve':
    'demo-environment only: the client documents it under finishOnboarding but has no operation',
  'POST /v1/companies/{company_id}/bank_accounts/{bank_account_id}/send_test_deposits':
    'demo-environment only: the client documents it under bankAccounts.verify but has no operation',
  'POST /v1/companies/{company_id}/contractor_payments/preview':
    'the upstream previews a single payment by GET with a JSON body; the client has no operation for it',
  'GET /v1/companies/{company_id}/attachments/{company_attachment_uuid}/file':
    'demo only: the file a download_url names (upstream: a temporary storage URL, not an operation)',
  'GET /flows/{flow_token}':
    'demo only: the page a flow link opens (upstream: the hosted flow at the link, not an API operation)',
  'GET /v1/reports/{report_id}/file':
    'demo only: the file a ready report names in report_urls (upstream: a storage URL, not an operation)',
  'GET /v1/companies/{company_id}/time_tracking/time_sheets':
    'UPSTREAM-3 N.7: time tracking is App-Integrations (S4) only; the embedded client (S6) has no operation for it',
  'POST /v1/companies/{company_id}/time_tracking/time_sheets':
    'UPSTREAM-3 N.7: time tracking is App-Integrations (S4) only; the embedded client (S6) has no operation for it',
  'GET /v1/time_tracking/time_sheets/{time_sheet_uuid}':
    'UPSTREAM-3 N.7: time tracking is App-Integrations (S4) only; the embedded client (S6) has no operation for it',
  'PUT /v1/time_tracking/time_sheets/{time_sheet_uuid}':
    'UPSTREAM-3 N.7: time tracking is App-Integrations (S4) only; the embedded client (S6) has no operation for it',
  'DELETE /v1/time_tracking/time_sheets/{time_sheet_uuid}':
    'UPSTREAM-3 N.7: time tracking is App-Integrations (S4) only; the embedded client (S6) has no operation for it',
  'POST /v1/companies/{company_id}/time_tracking/payroll_syncs':
    'UPSTREAM-3 N.7: time tracking is App-Integrations (S4) only; the embedded client (S6) has no operation for it',
  'GET /v1/time_tracking/payroll_syncs/{payroll_sync_uuid}':
    'UPSTREAM-3 N.7: time tracking is App-Integrations (S4) only; the embedded client (S6) has no operation for it',
};

/** Every route key of the service. */
export const ALL_ROUTES: readonly string[] = allRoutes.map(routeKey);

/** The routes of one area, for its file's coverage check. */
export function routesOf(area: keyof typeof AREAS): string[] {
  return ALL_ROUTES.filter((key) => AREAS[area].test(key));
}
