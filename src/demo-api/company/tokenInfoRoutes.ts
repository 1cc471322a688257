import { ApiError } from '../errors';
import type { Route } from '../service';

/** The demo partner's OAuth application and the demo company's admin. */
const DEMO_APPLICATION_UUID = '0a5e1c6e-7d4b-4f5a-9c1e-5d3a2b1c0f9e';
const DEMO_ADMIN_UUID = '6b2d8f0a-3c4e-4a1b-8d7f-2e9c1b0a4d5f';

/** token_info and the deprecated terms-of-service pair. @example new Router(tokenInfoRoutes); */
export const tokenInfoRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/token_info',
    auth: 'any',
    scope: 'companies:read',
    handle({ grant }) {
      const scope = [...grant.scopes].join(' ');
      if (grant.kind === 'system') {
        // DECISIONS 36: the system token belongs to the partner's OAuth application.
        return {
          status: 200,
          body: {
            scope,
            resource: { type: 'Oauth::Application', uuid: DEMO_APPLICATION_UUID },
            resource_owner: null,
          },
        };
      }
      return {
        status: 200,
        body: {
          scope,
          resource: { type: 'Company', uuid: grant.companyUuid },
          resource_owner: { type: 'CompanyAdmin', uuid: DEMO_ADMIN_UUID },
        },
      };
    },
  },
  ...(['GET', 'POST'] as const).map((method): Route => ({
    method,
    path: '/v1/companies/{company_id}/terms_of_service',
    auth: 'company',
    scope: 'companies:read',
    handle({ params, grant }, service) {
      const company = service.company(params.company_id, grant);
      throw new ApiError(410, [
        {
          error_key: 'request',
          category: 'deprecated_endpoint',
          message: 'This endpoint was removed; use the partner-managed terms of service.',
          metadata: { replacement: `/v1/partner_managed_companies/${company.uuid}/terms_of_service` },
        },
      ]);
    },
  })),
];
