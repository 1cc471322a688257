import { ApiError } from '../errors';
import { companySingleton, resourceRoutes } from '../resource';
import type { Route, TokenGrant } from '../service';
import type { CompanyRecord } from './records';
import { DEMO_PARTNER_UUID } from './views';

/** The demo company's admin, the owner of the company token. */
const DEMO_ADMIN_UUID = '6b2d8f0a-3c4e-4a1b-8d7f-2e9c1b0a4d5f';

/** What a token is: its scopes, and whose it is (DECISIONS 36). */
function tokenInfoView(grant: TokenGrant): Record<string, unknown> {
  const scope = [...grant.scopes].join(' ');
  // DECISIONS 36: the system token belongs to the partner's OAuth application.
  if (grant.kind === 'system')
    return { scope, resource: { type: 'Oauth::Application', uuid: DEMO_PARTNER_UUID }, resource_owner: null };
  return {
    scope,
    resource: { type: 'Company', uuid: grant.companyUuid },
    resource_owner: { type: 'CompanyAdmin', uuid: DEMO_ADMIN_UUID },
  };
}

/** The old terms of service are gone: 410 naming the partner-managed ones (DECISIONS 17, 27). */
function deprecatedTermsOfService(company: CompanyRecord): never {
  throw new ApiError(410, [
    {
      error_key: 'request',
      category: 'deprecated_endpoint',
      message: 'This endpoint was removed; use the partner-managed terms of service.',
      metadata: { replacement: `/v1/partner_managed_companies/${company.uuid}/terms_of_service` },
    },
  ]);
}

const tokenInfo = resourceRoutes({
  item: '/v1/token_info',
  scopes: { read: 'companies:read' },
  // Either token may ask what it is: the record of this path is the token itself.
  auth: 'any',
  find: (_service, _uuid, grant) => grant,
  view: tokenInfoView,
});

const termsOfService = resourceRoutes({
  item: '/v1/companies/{company_id}/terms_of_service',
  scopes: { read: 'companies:read' },
  find: companySingleton((company) => company),
  show: { answer: deprecatedTermsOfService },
  // The POST answers the same 410 on the read scope: it writes nothing any more.
  actions: [{ method: 'POST', suffix: '', access: 'read', run: deprecatedTermsOfService }],
});

/** token_info and the deprecated terms-of-service pair. @example new Router(tokenInfoRoutes); */
export const tokenInfoRoutes: Route[] = [...tokenInfo, ...termsOfService];
